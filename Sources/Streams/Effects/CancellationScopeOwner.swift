/// An object whose code makes and subscribes streams, and whose
/// `cancellable` streams share a ``CancellationScope`` of their own: set in
/// ``CancellationScope/owner`` while that code runs.
///
/// Thread-safe: ``cancellationScope`` may be read from any thread, and
/// returns the same scope every time.
package protocol CancellationScopeOwner: AnyObject {
  /// The owner's scope, made the first time it is asked for.
  var cancellationScope: CancellationScope { get }
}
