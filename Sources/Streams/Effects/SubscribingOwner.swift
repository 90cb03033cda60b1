/// The owner of streams (``CancellationScope/owner``) an operator was
/// subscribed under, for the operators that make or subscribe streams later,
/// when an element or an error arrives (`flatMap`, `flatMapLatest`,
/// `flatMapFirst`, `concatMap`, `catch`): their closures run with it, so
/// that a `cancellable` stream they make belongs to the scope their chain
/// belongs to, whichever thread (a timer's, another reactor's delivery)
/// brings the element.
///
/// A chain subscribed under no owner keeps the thread's, as before: its
/// closures' `cancellable` streams belong to whatever runs there, and it
/// pays one branch per element (`flatMap { .just($0) }`).
///
/// ``enter()`` and ``leave(_:)`` rather than a closure: the operators'
/// handlers are unspecialized generic code, where wrapping the body in a
/// closure costs generic metadata look-ups per element.
///
/// Holds the owner strongly (a reactor's storage, not the reactor) for as
/// long as the operator's subscription lives.
struct SubscribingOwner {
  private let owner: AnyObject?

  /// What ``enter()`` replaced in the thread's slot.
  struct Entered {
    fileprivate let previous: UnsafeMutableRawPointer?
  }

  /// The owner of the thread's current call.
  init() { owner = CancellationScope.owner.current }

  /// Makes this owner the thread's, unless there is none or it already
  /// is; pass the result to ``leave(_:)`` (with `defer`) before returning.
  @inline(__always)
  func enter() -> Entered? {
    guard let owner, CancellationScope.owner.current !== owner else { return nil }
    return Entered(previous: CancellationScope.owner.replace(with: owner))
  }

  /// Puts back what ``enter()`` replaced.
  @inline(__always)
  func leave(_ entered: Entered?) {
    if let entered { CancellationScope.owner.restore(entered.previous) }
  }
}
