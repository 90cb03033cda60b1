import Synchronization

/// The subscription a subject hands out: a flag plus a way back to the
/// subject. It holds no observer closure, so keeping it alive after
/// `dispose()` keeps nothing else alive.
///
/// Two ways back, chosen by the owner:
/// - `weak` (``init(owner:)``, subjects): the subscription never keeps its
///   subject alive, so a subject nobody references is freed together with
///   its observers.
/// - retained (``init(retaining:)``, a reactor's state stream, whose owner
///   lives in a table and ends explicitly): no weak reference, so the owner
///   needs no side table and its retains stay on the fast path. The
///   reference is dropped by ``dispose()`` or by the owner's ``detach()``
///   when it ends, whichever comes first.
@usableFromInline
package final class SubjectSubscription: Disposable, @unchecked Sendable {
  // Set once before the subscription is handed out; a `SubjectUnsubscribing`
  // (held as `AnyObject`, half the size of a protocol reference: there is
  // one subscription per observer).
  private weak var owner: AnyObject?
  // An `Unmanaged<AnyObject>` holding one retain of a `SubjectUnsubscribing`
  // owner, taken out (exactly once) by `dispose` or `detach`.
  private let retainedOwner = Atomic<UnsafeMutableRawPointer?>(nil)
  @usableFromInline
  let disposed = Atomic<Bool>(false)

  /// A subscription that refers to `owner` weakly.
  package init(owner: any SubjectUnsubscribing) {
    self.owner = owner
  }

  /// A subscription that retains `owner` until disposed or detached.
  package init(retaining owner: any SubjectUnsubscribing) {
    retainedOwner.store(
      Unmanaged<AnyObject>.passRetained(owner).toOpaque(), ordering: .releasing)
  }

  /// Whether the subscription was disposed.
  @inlinable @inline(__always)
  package var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the subscription disposed and asks its owner to drop it (once).
  @usableFromInline
  package func dispose() {
    if disposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    if let retained = retainedOwner.exchange(nil, ordering: .acquiringAndReleasing) {
      let owner = Unmanaged<AnyObject>.fromOpaque(retained).takeRetainedValue()
      (owner as? any SubjectUnsubscribing)?.unsubscribe(self)
    } else if let owner {
      (owner as? any SubjectUnsubscribing)?.unsubscribe(self)
    }
  }

  /// Drops a retained owner that has ended (it already removed the
  /// observer), so that a subscription kept after that keeps nothing alive.
  package func detach() {
    if let retained = retainedOwner.exchange(nil, ordering: .acquiringAndReleasing) {
      Unmanaged<AnyObject>.fromOpaque(retained).release()
    }
  }

  deinit {
    detach()
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
  /// Unretained mirror of `first` when it is the only observer.
  @usableFromInline
  package var single: Unmanaged<SubjectObserver<Element>>?

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

  /// Delivers `event` to the only observer, unless it was disposed
  /// meanwhile.
  ///
  /// Callers read `single` straight from where the list is stored
  /// (`state.pointee.observers.single`) and call `dispatchToAll` when it is
  /// `nil`: calling a method on the whole list would copy it, retaining each
  /// of its references for every event.
  @inlinable @inline(__always)
  package static func deliver(
    _ event: Event<Element>, toSingle single: Unmanaged<SubjectObserver<Element>>
  ) {
    single._withUnsafeGuaranteedRef { observer in
      if !observer.subscription.isDisposed { observer.on(event) }
    }
  }

  /// Calls `body` with each observer, in subscription order.
  package func forEachObserver(_ body: (SubjectObserver<Element>) -> Void) {
    if let first { body(first) }
    for observer in rest { body(observer) }
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
