extension ObservableType {
  /// Runs a loop: emits `initialState`, then `iterate(state)` and so on
  /// while `condition(state)` holds, then completes; each step is its own
  /// action on `scheduler` (RxSwift's `generate`).
  ///
  /// An error thrown by `condition` or `iterate` ends the sequence with that
  /// error. Disposing the subscription stops the loop before its next step,
  /// so `take(n)` of an endless loop ends.
  public static func generate(
    initialState: Element,
    condition: @escaping (Element) throws -> Bool,
    scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
    iterate: @escaping (Element) throws -> Element
  ) -> Observable<Element> {
    Producer { sink in
      sink.subscription.add(
        scheduler.scheduleRecursive((state: initialState, isFirst: true)) { step, recurse in
          // See `from(_:scheduler:)`: a recursion run before
          // `scheduleRecursive` returns cannot be disposed from outside.
          if sink.isDisposed { return }
          do {
            let state = step.isFirst ? step.state : try iterate(step.state)
            guard try condition(state) else {
              sink.on(.completed)
              return
            }
            sink.on(.next(state))
            recurse((state, false))
          } catch {
            sink.on(.error(error))
          }
        })
    }
  }
}
