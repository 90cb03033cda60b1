import Synchronization

/// The subscription a subject hands out: a flag plus a weak way back to the
/// subject. It holds no observer closure, so keeping it alive after
/// `dispose()` keeps nothing else alive, and it does not keep the subject
/// alive either.
@usableFromInline
final class SubjectSubscription: Disposable, @unchecked Sendable {
  @usableFromInline
  let disposed = Atomic<Bool>(false)
  // Set once before the subscription is handed out; `weak` so that a
  // subject nobody references is freed together with its observers.
  private weak var owner: (any SubjectUnsubscribing)?

  init(owner: any SubjectUnsubscribing) {
    self.owner = owner
  }

  @inlinable @inline(__always)
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @usableFromInline
  func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    owner?.unsubscribe(self)
  }
}

/// A subject that can drop one observer.
protocol SubjectUnsubscribing: AnyObject {
  func unsubscribe(_ subscription: SubjectSubscription)
}

/// One observer of a subject.
@usableFromInline
final class SubjectObserver<Element> {
  @usableFromInline
  let on: (Event<Element>) -> Void
  @usableFromInline
  let subscription: SubjectSubscription

  init(on: @escaping (Event<Element>) -> Void, subscription: SubjectSubscription) {
    self.on = on
    self.subscription = subscription
  }
}

/// The observers of a subject, with a fast path for the common single
/// observer.
///
/// Not thread-safe on its own: subjects only touch it while they own their
/// ``Serializer``. Because additions and removals are serialized behind the
/// event being delivered, an observer cannot be released while it receives an
/// event, which is what lets `dispatch` call it without retaining it.
@usableFromInline
struct SubjectObservers<Element> {
  // Strong references, in subscription order.
  private var entries: ContiguousArray<SubjectObserver<Element>> = []
  // Unretained mirror of `entries[0]` when it is the only observer.
  @usableFromInline
  var single: Unmanaged<SubjectObserver<Element>>?

  init() {}

  var count: Int { entries.count }

  mutating func append(_ observer: SubjectObserver<Element>) {
    entries.append(observer)
    updateSingle()
  }

  mutating func remove(_ subscription: SubjectSubscription) {
    entries.removeAll { $0.subscription === subscription }
    updateSingle()
  }

  mutating func removeAll() -> SubjectObservers<Element> {
    let all = self
    self = SubjectObservers()
    return all
  }

  private mutating func updateSingle() {
    single = entries.count == 1 ? Unmanaged.passUnretained(entries[0]) : nil
  }

  /// Delivers `event` to every observer not disposed meanwhile.
  @inlinable @inline(__always)
  func dispatch(_ event: Event<Element>) {
    if let single {
      single._withUnsafeGuaranteedRef { observer in
        if !observer.subscription.isDisposed { observer.on(event) }
      }
    } else {
      dispatchToAll(event)
    }
  }

  @usableFromInline
  func dispatchToAll(_ event: Event<Element>) {
    for observer in entries where !observer.subscription.isDisposed {
      observer.on(event)
    }
  }
}
