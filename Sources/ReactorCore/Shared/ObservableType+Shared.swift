import Streams

extension ObservableType {
  // Inlinable: `map` is then specialized for the caller's mutation type,
  // with no generic metadata looked up per change (shared.fanout.1000).

  /// Merges the changes of `shared`, each turned into an element by
  /// `transform`: the one line a reactor's `transform(mutation:)` needs to
  /// receive a shared value as a mutation it reduces.
  ///
  /// ```swift
  /// func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
  ///   mutation.merge(settings, as: Mutation.setSettings)
  /// }
  /// ```
  ///
  /// The first element is the current value (see ``ReactorCore/Shared/changes``), so
  /// the state catches up with a change made before the reactor's streams
  /// started; then one element per change, in the order the changes were
  /// made, queued behind the action the reactor is processing, if any.
  ///
  /// Merged by a reactor, the shared value is the reactor's for recording:
  /// a ``ReactorCore/SessionRecorder`` records its value and the changes
  /// others make to it, and a ``ReactorCore/Replay`` makes them again.
  ///
  /// `transform` is kept by the shared value for as long as the reactor's
  /// streams live: pass a function that does not capture the reactor (an
  /// enum case such as `Mutation.setSettings`, or a closure over values), or
  /// the shared value and the reactor keep each other alive.
  ///
  /// - Parameters:
  ///   - shared: the value whose changes to merge.
  ///   - transform: turns a value into an element (a mutation).
  /// - Returns: the elements of this sequence and one per change of
  ///   `shared`, as they arrive.
  @inlinable
  public func merge<Value>(
    _ shared: Shared<Value>, as transform: @escaping (Value) -> Element
  ) -> Observable<Element> {
    Observable.merge(asObservable(), shared.changes(mergedAs: transform))
  }
}
