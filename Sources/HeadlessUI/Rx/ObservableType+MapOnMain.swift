import Streams

extension ObservableType where Element: Sendable {
  /// Each element turned by `transform` on the main actor: the elements go
  /// through `observe(on: MainScheduler.instance)`, so one arriving on the
  /// main actor while nothing of this subscription is queued is turned at
  /// once, and any other is queued on the main queue, in order.
  ///
  /// For `rx` properties that read a view after a view event: an event can
  /// come from a change made off the main thread (a scroll view's offset
  /// set from a background thread, which the view reports as
  /// ``HeadlessUI/ViewWarning/Kind/offMainThread``), where reading the view
  /// in place would trap in `MainActor.assumeIsolated`; the view is read on
  /// the main actor a moment later instead.
  func mapOnMain<Result: Sendable>(_ transform: @escaping @MainActor (Element) -> Result)
    -> Observable<Result>
  {
    observe(on: MainScheduler.instance).map { element in
      MainActor.assumeIsolated { transform(element) }
    }
  }

  /// ``mapOnMain(_:)`` without the elements `transform` turns into `nil`.
  func compactMapOnMain<Result: Sendable>(_ transform: @escaping @MainActor (Element) -> Result?)
    -> Observable<Result>
  {
    mapOnMain(transform).compactMap { $0 }
  }
}
