extension Observable {
  /// Emits `resultSelector` of the latest elements of both sources whenever
  /// either emits, once both have emitted; completes when both completed.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any }],
      mode: .latest
    ) { values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }

  /// `combineLatest` of three sources.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ],
      mode: .latest
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }

  /// `combineLatest` of any number of sources of one type; an empty
  /// collection completes at once.
  public static func combineLatest<Source: ObservableType>(
    _ sources: [Source],
    resultSelector: @escaping ([Source.Element]) throws -> Element
  ) -> Observable<Element> {
    combining(sources.map { $0.asObservable().map { $0 as Any } }, mode: .latest) { values in
      try resultSelector(values.map { $0 as! Source.Element })
    }
  }

  /// Pairs the n-th elements of both sources; completes when a source has
  /// completed and all its elements were paired.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any }],
      mode: .zip
    ) { values in
      try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
    }
  }

  /// `zip` of three sources.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3,
    resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
  ) -> Observable<Element> {
    combining(
      [
        source1.asObservable().map { $0 as Any }, source2.asObservable().map { $0 as Any },
        source3.asObservable().map { $0 as Any },
      ],
      mode: .zip
    ) { values in
      try resultSelector(
        values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
    }
  }

  /// `zip` of any number of sources of one type.
  public static func zip<Source: ObservableType>(
    _ sources: [Source],
    resultSelector: @escaping ([Source.Element]) throws -> Element
  ) -> Observable<Element> {
    combining(sources.map { $0.asObservable().map { $0 as Any } }, mode: .zip) { values in
      try resultSelector(values.map { $0 as! Source.Element })
    }
  }
}

extension Observable {
  /// `combineLatest` of two sources, as tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) {
    combineLatest(source1, source2) { ($0, $1) }
  }

  /// `combineLatest` of three sources, as tuples.
  public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)>
  where Element == (O1.Element, O2.Element, O3.Element) {
    combineLatest(source1, source2, source3) { ($0, $1, $2) }
  }

  /// `zip` of two sources, as tuples.
  public static func zip<O1: ObservableType, O2: ObservableType>(
    _ source1: O1,
    _ source2: O2
  ) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) {
    zip(source1, source2) { ($0, $1) }
  }

  /// `zip` of three sources, as tuples.
  public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
    _ source1: O1,
    _ source2: O2,
    _ source3: O3
  ) -> Observable<(O1.Element, O2.Element, O3.Element)>
  where Element == (O1.Element, O2.Element, O3.Element) {
    zip(source1, source2, source3) { ($0, $1, $2) }
  }
}

extension Observable {
  /// `combineLatest` of an array of sources, as arrays.
  public static func combineLatest<Source: ObservableType>(_ sources: [Source])
    -> Observable<[Source.Element]> where Element == [Source.Element]
  {
    combineLatest(sources) { $0 }
  }

  /// `zip` of an array of sources, as arrays.
  public static func zip<Source: ObservableType>(_ sources: [Source])
    -> Observable<[Source.Element]> where Element == [Source.Element]
  {
    zip(sources) { $0 }
  }
}

extension ObservableType {
  /// Emits, for each element of this sequence, the latest element of
  /// `second`; elements before `second` emitted anything are dropped.
  public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }

  /// Emits `resultSelector(element, latest of second)` for each element of
  /// this sequence once `second` has emitted; `second` completing changes
  /// nothing, its error ends the result.
  public func withLatestFrom<Source: ObservableConvertibleType, Result>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> Result
  ) -> Observable<Result> {
    let first = asObservable()
    let other = second.asObservable()
    return Producer { sink in
      let output = SerialSink(sink)
      let lock = Lock()
      // Guarded by `lock`.
      var latest: Source.Element?
      other.run(
        { event in
          switch event {
          case .next(let element):
            // The element it replaces is released after unlocking: its
            // `deinit` is user code, which may send here again.
            var replaced: Source.Element? = element
            lock.withLock { swap(&replaced, &latest) }
            replaced = nil
          case .error(let error): output.on(.error(error))
          case .completed: break
          }
        }, sink.upstream())
      first.run(
        { event in
          switch event {
          case .next(let element):
            guard let value = lock.withLock({ latest }) else { return }
            do { output.on(.next(try resultSelector(element, value))) } catch {
              output.on(.error(error))
            }
          case .error(let error): output.on(.error(error))
          case .completed: output.on(.completed)
          }
        }, sink.upstream())
    }
  }
}

/// How `combining` pairs the sources' elements.
enum CombiningMode {
  /// Latest element of each source (`combineLatest`).
  case latest
  /// n-th element of each source (`zip`).
  case zip
}

extension Observable {
  /// The engine of `combineLatest` and `zip`, over type-erased sources.
  static func combining(
    _ sources: [Observable<Any>],
    mode: CombiningMode,
    _ selector: @escaping ([Any]) throws -> Element
  ) -> Observable<Element> {
    guard !sources.isEmpty else { return .empty() }
    return Producer { sink in
      let state = CombiningState(count: sources.count, mode: mode, sink: sink, selector: selector)
      for (index, source) in sources.enumerated() {
        if sink.isDisposed { return }
        source.run({ state.on($0, from: index) }, sink.upstream())
      }
    }
  }
}

/// The shared state of one `combineLatest` / `zip` subscription.
///
/// Thread-safety: every input event is handled as one work item of
/// `serializer` — state change, selector and output together — so results
/// leave in the order their inputs arrived, and an input that a selector
/// (or a downstream observer) makes emit re-entrantly is queued behind the
/// current one instead of deadlocking on a lock. `latest`, `queues` and
/// `done` are only touched by the serializer's owner.
private final class CombiningState<Result>: @unchecked Sendable {
  private let mode: CombiningMode
  private let sink: Sink<Result>
  private let selector: ([Any]) throws -> Result
  private let serializer = Serializer()
  private var latest: [Any?]
  private var valueCount = 0
  private var queues: [[Any]]
  private var done: [Bool]

  init(
    count: Int,
    mode: CombiningMode,
    sink: Sink<Result>,
    selector: @escaping ([Any]) throws -> Result
  ) {
    self.mode = mode
    self.sink = sink
    self.selector = selector
    latest = Array(repeating: nil, count: count)
    queues = Array(repeating: [], count: count)
    done = Array(repeating: false, count: count)
  }

  func on(_ event: Event<Any>, from index: Int) {
    serializer.perform { [self] in handle(event, from: index) }
  }

  private func handle(_ event: Event<Any>, from index: Int) {
    switch event {
    case .next(let value):
      switch mode {
      case .latest:
        if latest[index] == nil { valueCount += 1 }
        latest[index] = value
        guard valueCount == latest.count else { return }
        sink.on(Event(catching: { try selector(latest.map { $0! }) }))
      case .zip:
        queues[index].append(value)
        guard queues.allSatisfy({ !$0.isEmpty }) else { return }
        let values = queues.indices.map { queues[$0].removeFirst() }
        sink.on(Event(catching: { try selector(values) }))
        if zipExhausted() { sink.on(.completed) }
      }
    case .error(let error):
      sink.on(.error(error))
    case .completed:
      done[index] = true
      let finished: Bool
      switch mode {
      case .latest: finished = done.allSatisfy { $0 }
      case .zip: finished = zipExhausted()
      }
      if finished { sink.on(.completed) }
    }
  }

  /// A completed source with nothing left to pair ends `zip`.
  private func zipExhausted() -> Bool {
    done.indices.contains { done[$0] && queues[$0].isEmpty }
  }
}

extension Event {
  /// `.next` of the closure's result, or `.error` of what it threw.
  fileprivate init(catching body: () throws -> Element) {
    do { self = .next(try body()) } catch { self = .error(error) }
  }
}
