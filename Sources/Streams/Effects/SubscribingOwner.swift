/// The cancellation scope an operator's chain belongs to, for the operators
/// that make or subscribe streams later, when an element or an error
/// arrives (`flatMap`, `flatMapLatest`, `flatMapFirst`, `concatMap`,
/// `catch`, and through them `switchLatest()` and `merge()`; also
/// `merge(maxConcurrent:)`, `catch(sequence:)`, `timeout`'s fallback,
/// `delaySubscription`, `subscribe(on:)` and `deferred`'s factory):
/// their selector or handler runs, and what it returns is
/// subscribed, with that scope as the thread's stream owner, so that a
/// `cancellable` stream made there belongs to it whichever thread (a
/// timer's, another reactor's delivery) brings the element.
///
/// The scope is found as a `cancellable` stream's is: the scope of the
/// owner whose code made the operator (a reactor's `mutate` or
/// `transform`), else of the one that subscribed it, else none: a chain
/// made and subscribed outside any owner keeps the thread's, as before, and
/// pays one branch per element (`flatMap { .just($0) }`).
///
/// Holds the scope, not its owner: a chain that outlives its reactor (a
/// shared connection) does not keep the reactor's storage, and the scope,
/// closed with the reactor, cancels what the chain starts afterwards.
///
/// ``enter()`` and ``leave(_:)`` rather than a closure: the operators'
/// handlers are unspecialized generic code, where wrapping the body in a
/// closure costs generic metadata look-ups per element.
struct SubscribingOwner {
  private let scope: CancellationScope?

  /// What ``enter()`` replaced in the thread's slot.
  struct Entered {
    fileprivate let previous: UnsafeMutableRawPointer?
  }

  /// The scope of the owner whose code runs on this thread, if any (call it
  /// where the operator is made).
  init() { scope = CancellationScope.current }

  /// This, or if it has no scope, the scope of the owner running now (call
  /// it where the operator is subscribed).
  func orCurrent() -> SubscribingOwner { scope == nil ? SubscribingOwner() : self }

  /// Makes the scope the thread's stream owner, unless there is none or it
  /// already is; pass the result to ``leave(_:)`` (with `defer`) before
  /// returning.
  @inline(__always)
  func enter() -> Entered? {
    guard let scope, CancellationScope.owner.current !== scope else { return nil }
    return Entered(previous: CancellationScope.owner.replace(with: scope))
  }

  /// Puts back what ``enter()`` replaced.
  @inline(__always)
  func leave(_ entered: Entered?) {
    if let entered { CancellationScope.owner.restore(entered.previous) }
  }
}
