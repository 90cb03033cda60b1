import Platform
import Streams

extension ObservableType {
  /// Each element turned by `transform` on the main actor, the results
  /// delivered there: at once when the element arrives on the main thread
  /// (or the main queue) and nothing of this subscription is queued,
  /// otherwise queued on the main queue, in order (see
  /// `MainThreadDelivery`). Completion and errors follow in the same order;
  /// disposing drops what is still queued.
  ///
  /// For `rx` properties that read a view after a view event: an event can
  /// come from a change made off the main thread (a scroll view's offset
  /// set from a background thread, which the view reports as
  /// ``HeadlessUI/ViewWarning/Kind/offMainThread``), where reading the view in place
  /// would trap in `MainActor.assumeIsolated`; the view is read on the main
  /// actor a moment later instead.
  func mapOnMain<Result>(_ transform: @escaping @MainActor (Element) -> Result)
    -> Observable<Result>
  {
    let source = asObservable()
    return Observable<Result>.create { observer in
      let delivery = MainThreadDelivery()
      let subscription = source.subscribe { event in
        performOnMain(event, delivery: delivery) { event in
          switch event {
          case .next(let element): observer.onNext(transform(element))
          case .error(let error): observer.onError(error)
          case .completed: observer.onCompleted()
          }
        }
      }
      return Disposables.create {
        delivery.cancel()
        subscription.dispose()
      }
    }
  }

  /// ``mapOnMain(_:)`` without the elements `transform` turns into `nil`.
  func compactMapOnMain<Result>(_ transform: @escaping @MainActor (Element) -> Result?)
    -> Observable<Result>
  {
    mapOnMain(transform).compactMap { $0 }
  }
}
