/// Whether `take(until:behavior:)` / `take(while:behavior:)` also emits the
/// element that ends the sequence.
public enum TakeBehavior: Sendable {
  /// Emit the deciding element too.
  case inclusive
  /// Do not emit the deciding element.
  case exclusive
}

extension ObservableType {
  /// Emits the first `count` elements, then completes.
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    let source = asObservable()
    return Producer { sink in
      var remaining = count
      source.run(
        { event in
          guard case .next = event else {
            sink.on(event)
            return
          }
          guard remaining > 0 else { return }
          remaining -= 1
          sink.on(event)
          if remaining == 0 { sink.on(.completed) }
        }, sink.upstream())
    }
  }

  /// Emits the elements that arrive within `duration` of subscribing, then
  /// completes (on `scheduler`, when the time is up).
  ///
  /// An error or completion of the source before then is forwarded at once;
  /// events are delivered one at a time whether they come from the source
  /// or the timer.
  public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      sink.subscription.add(
        scheduler.scheduleRelative((), dueTime: duration) { _ in
          output.on(.completed)
          return Disposables.create()
        })
      if sink.isDisposed { return }
      source.run(output.on, sink.upstream())
    }
  }

  /// Emits elements while `predicate` holds, then completes.
  public func take(
    while predicate: @escaping (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    take(until: { try !predicate($0) }, behavior: behavior)
  }

  /// Emits elements until `predicate` holds for one, then completes.
  public func take(
    until predicate: @escaping (Element) throws -> Bool,
    behavior: TakeBehavior = .exclusive
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { sink in
      source.run(
        { event in
          guard case .next(let element) = event else {
            sink.on(event)
            return
          }
          let stop: Bool
          do { stop = try predicate(element) } catch {
            sink.on(.error(error))
            return
          }
          if stop {
            if behavior == .inclusive { sink.on(event) }
            sink.on(.completed)
          } else {
            sink.on(event)
          }
        }, sink.upstream())
    }
  }

  /// Emits elements until `other` emits an element (or fails), then
  /// completes (or fails). `other` completing without elements changes
  /// nothing.
  public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let trigger = other.asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      trigger.run(
        { event in
          switch event {
          case .next: output.on(.completed)
          case .error(let error): output.on(.error(error))
          case .completed: break
          }
        }, sink.upstream())
      if sink.isDisposed { return }
      source.run(output.on, sink.upstream())
    }
  }
}
