import Streams

/// A check, carried with a child reactor's action forwarded to its parent,
/// that the child is still in its collection; run when the parent
/// *processes* the action, not only when it was sent.
///
/// A forwarded action may wait in the parent's queue (or in a `merge` in
/// its `transform(action:)`) behind the action whose `reduce` removes the
/// child; without the check, the parent's `mutate` would then look up an
/// identity that is gone. ``ChildActionHub`` sets the check as the
/// ``Streams/EventContext`` of its `onNext`; queues on the way carry it;
/// the first action a reactor queues in that delivery takes it. (A parent
/// whose `transform(action:)` hops to another scheduler loses it: the
/// action is then checked only when sent.)
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

  /// The check travelling with the delivery running on this thread, taken
  /// so that later actions of the same delivery do not see it.
  @inlinable
  static func take() -> ChildActionCheck? {
    guard EventContext.isActive else { return nil }
    return takeSlow()
  }

  @usableFromInline
  static func takeSlow() -> ChildActionCheck? {
    guard let context = EventContext.current as? ChildActionCheck else { return nil }
    _ = EventContext.take()
    return context
  }
}
