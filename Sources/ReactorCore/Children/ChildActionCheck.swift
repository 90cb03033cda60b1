import Platform
import Streams

/// A check, carried with a child reactor's action forwarded to its parent,
/// that the child is still in its collection; run when the parent
/// *processes* the action, not only when it was sent.
///
/// A forwarded action may wait in the parent's queue (or in a `merge` in
/// its `transform(action:)`) behind the action whose `reduce` removes the
/// child; without the check, the parent's `mutate` would then look up an
/// identity that is gone. ``ChildActionHub`` sets the check as the
/// `EventContext` (Platform) of its `onNext`; queues on the way carry it;
/// every action a reactor queues in that delivery carries it, and is
/// processed without it. (A parent whose `transform(action:)` hops to
/// another scheduler loses it: the action is then checked only when sent.)
@usableFromInline
final class ChildActionCheck {
  /// `true` when the action may be processed (the check reports an action
  /// it refuses).
  @usableFromInline let isStillCurrent: () -> Bool

  init(_ isStillCurrent: @escaping () -> Bool) { self.isStillCurrent = isStillCurrent }

  /// Runs `forward` with `check` travelling along.
  static func forwarding(checkedBy check: @escaping () -> Bool, _ forward: () -> Void) {
    EventContext.with(ChildActionCheck(check), forward)
  }

  /// The check travelling with the delivery running on this thread, if
  /// any: every action the delivery queues is checked (a parent may map one
  /// child action to several of its own).
  @inlinable
  static func current() -> ChildActionCheck? {
    guard EventContext.isActive else { return nil }
    return currentSlow()
  }

  @usableFromInline
  static func currentSlow() -> ChildActionCheck? {
    EventContext.current as? ChildActionCheck
  }

  /// Runs `body` (processing the checked action) if the child is still in
  /// its collection, without the check, so that the actions it sends to
  /// other reactors are not checked against this child.
  @usableFromInline
  func runIfStillCurrent(_ body: () -> Void) {
    guard isStillCurrent() else { return }
    EventContext.with(nil, body)
  }
}
