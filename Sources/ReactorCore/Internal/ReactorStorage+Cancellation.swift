import Platform
import Streams

// A reactor's cancellation scope. Every `cancellable` stream the reactor
// makes belongs to it: the storage is the owner of the streams (see
// `CancellationScope.owner`) while `mutate` runs, while the `transform`
// functions run and while their streams are subscribed or sent to, and
// while it subscribes to `mutate`'s streams. A stream is bound to the scope
// when it is made, so one subscribed later (after a `delay`, by `concat`,
// on a scheduler's thread) still belongs to its reactor; `cancel(id:)`
// reaches exactly this reactor's streams; the storage's `deinit` closes the
// scope.
extension ReactorStorage: CancellationScopeOwner {
  /// The reactor's scope, made the first time one of its streams uses a
  /// cancellation identifier. Any thread.
  var cancellationScope: CancellationScope { extras.cancellationScope }

  /// Runs `body`, the reactor's code or a subscription to its streams, with
  /// this reactor as the owner of the streams made or subscribed meanwhile
  /// on this thread.
  ///
  /// - Complexity: three thread-slot accesses; no allocation, no retain
  ///   (the storage is alive for its own call; the scope itself is made
  ///   only when a stream asks for it).
  @inlinable
  func asStreamOwner<Result>(_ body: () throws -> Result) rethrows -> Result {
    try CancellationScope.owner.with(
      unretained: Unmanaged<AnyObject>.passUnretained(self), body)
  }
}
