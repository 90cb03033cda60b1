import Synchronization

/// The subscription a subject hands out: a flag plus a weak way back to the
/// subject. It holds no observer closure, so keeping it alive after
/// `dispose()` keeps nothing else alive, and it does not keep the subject
/// alive either.
@usableFromInline
package final class SubjectSubscription: Disposable, @unchecked Sendable {
  @usableFromInline
  let disposed = Atomic<Bool>(false)
  // Set once before the subscription is handed out; `weak` so that a
  // subject nobody references is freed together with its observers.
  private weak var owner: (any SubjectUnsubscribing)?

  package init(owner: any SubjectUnsubscribing) {
    self.owner = owner
  }

  /// Whether the subscription was disposed.
  @inlinable @inline(__always)
  package var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the subscription disposed and asks its owner to drop it (once).
  @usableFromInline
  package func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    owner?.unsubscribe(self)
  }
}

/// A subject (or a reactor's state stream) that can drop one observer.
package protocol SubjectUnsubscribing: AnyObject {
  /// Removes the observer of `subscription`, on the owner's delivery queue.
  func unsubscribe(_ subscription: SubjectSubscription)
}

/// One observer of a subject.
@usableFromInline
package final class SubjectObserver<Element> {
  @usableFromInline
  package let on: (Event<Element>) -> Void
  @usableFromInline
  package let subscription: SubjectSubscription

  package init(on: @escaping (Event<Element>) -> Void, subscription: SubjectSubscription) {
    self.on = on
    self.subscription = subscription
  }
}

/// The observers of a subject (or of a reactor's state), with the first one
/// stored inline and a fast path for the common single observer.
///
/// Not thread-safe on its own: its owner only touches it on its delivery
/// queue (a ``Serializer``). Because additions and removals are serialized
/// behind the event being delivered, an observer cannot be released while it
/// receives an event, which is what lets `dispatch` call it without
/// retaining it.
@usableFromInline
package struct SubjectObservers<Element> {
  // Strong references, in subscription order: `first`, then `rest` (no
  // array is allocated for a single observer).
  @usableFromInline var first: SubjectObserver<Element>?
  private var rest: ContiguousArray<SubjectObserver<Element>> = []
  // Unretained mirror of `first` when it is the only observer.
  @usableFromInline
  var single: Unmanaged<SubjectObserver<Element>>?

  package init() {}

  /// The number of observers.
  package var count: Int { first == nil ? 0 : 1 + rest.count }

  /// Whether there is no observer.
  @inlinable
  package var isEmpty: Bool { first == nil }

  /// Adds an observer after the others.
  package mutating func append(_ observer: SubjectObserver<Element>) {
    if first == nil {
      first = observer
    } else {
      rest.append(observer)
    }
    updateSingle()
  }

  /// Removes the observer of `subscription`.
  package mutating func remove(_ subscription: SubjectSubscription) {
    if first?.subscription === subscription {
      first = rest.isEmpty ? nil : rest.removeFirst()
    } else {
      rest.removeAll { $0.subscription === subscription }
    }
    updateSingle()
  }

  /// Removes every observer and returns them (to be released, or told the
  /// terminal event, by the caller).
  package mutating func removeAll() -> SubjectObservers<Element> {
    let all = self
    self = SubjectObservers()
    return all
  }

  private mutating func updateSingle() {
    single = rest.isEmpty ? first.map { Unmanaged.passUnretained($0) } : nil
  }

  /// Delivers `event` to every observer not disposed meanwhile.
  @inlinable @inline(__always)
  package func dispatch(_ event: Event<Element>) {
    if let single {
      single._withUnsafeGuaranteedRef { observer in
        if !observer.subscription.isDisposed { observer.on(event) }
      }
    } else {
      dispatchToAll(event)
    }
  }

  /// Delivers `event` to every observer, in subscription order.
  @usableFromInline
  package func dispatchToAll(_ event: Event<Element>) {
    if let first, !first.subscription.isDisposed { first.on(event) }
    for observer in rest where !observer.subscription.isDisposed {
      observer.on(event)
    }
  }
}
