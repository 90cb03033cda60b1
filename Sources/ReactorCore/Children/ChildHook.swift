/// The one hook through which a reactor's streams meet the child machinery
/// of ``ReactorCollection``: the reactor's own code (its storage and
/// `currentState`) calls nothing else of `Children/`, at three moments.
///
/// - Its **state is about to be used** (its streams are being set up, or
///   `currentState` is read while it has none): a model its collection
///   handed it meanwhile is applied first.
/// - Its **action subject is being made** (the first `reactor.action`): its
///   parent's tap goes on the subject before any thread can send to it.
/// - An **action is about to be queued** (a parent receiving its child's
///   forwarded action): the action carries a check that the child is still
///   in its collection, run when the action's turn comes.
///
/// Each costs one atomic load when no collection has children waiting and
/// no child's action is being forwarded.
/// Thread-safe (``ChildRegistry`` guards its tables).
@usableFromInline
enum ChildHook {
  /// A reactor's state is about to be used: applies a model its collection
  /// handed it before its streams existed.
  @usableFromInline
  static func stateWillBeUsed(by reactor: AnyObject) {
    ChildRegistry.applyPendingModel(of: reactor)
  }

  /// A reactor's action subject is being made: installs its parent's tap,
  /// then stores the subject with `store` (which returns the subject
  /// stored, another thread's if it stored first).
  @usableFromInline
  static func actionSubjectWillPublish<Subject: AnyObject>(
    _ subject: Subject, of reactor: AnyObject, store: (Subject) -> Subject
  ) -> Subject {
    ChildRegistry.publish(subject, of: reactor, store: store)
  }

  /// An action is about to be queued: the check that travels with a
  /// child's action its ``ReactorCollection`` forwards (see
  /// ``ChildActionCheck``), or `nil` for any other action.
  @inlinable @inline(__always)
  static func checkOfForwardedAction() -> ChildActionCheck? {
    ChildActionCheck.current()
  }

  /// The action's turn has come: runs `process` if `check` (from
  /// ``checkOfForwardedAction()``) finds the child still in its collection,
  /// without the check, so that what `process` sends to other reactors is
  /// not checked against this child.
  @inlinable
  static func process(checkedBy check: ChildActionCheck, _ process: () -> Void) {
    check.runIfStillCurrent(process)
  }
}
