/// The one hook through which a reactor's streams meet the child machinery
/// of ``ReactorCollection``: the reactor's own code (its storage and
/// `currentState`) calls nothing else of `Children/`, at two moments.
///
/// - Its **state is about to be used** (its streams are being set up, or
///   `currentState` is read while it has none): a model its collection
///   handed it meanwhile is applied first.
/// - Its **action subject is being made** (the first `reactor.action`): its
///   parent's tap goes on the subject before any thread can send to it.
///
/// Both cost one atomic load when no collection has children waiting.
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
}
