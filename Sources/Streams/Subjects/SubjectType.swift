/// A sequence that is also an observer: events it receives as an observer
/// are sent to its subscribers (RxSwift's `SubjectType`).
///
/// `multicast` takes one to share a source among subscribers.
public protocol SubjectType: ObservableType {
  /// The observer side of the subject.
  associatedtype Observer: ObserverType

  /// The subject as an observer, to feed events into it.
  func asObserver() -> Observer
}

extension PublishSubject: SubjectType {}

extension BehaviorSubject: SubjectType {}

extension ReplaySubject: SubjectType {}
