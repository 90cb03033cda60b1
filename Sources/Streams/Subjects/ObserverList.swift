/// What an ``ObserverList`` holds: an observer and the subscription that
/// removes it (``SubjectObserver``), or one object that is both
/// (``RawObserver``).
@usableFromInline
package protocol ObserverListEntry: AnyObject {
  /// The element type of the events the observer receives.
  associatedtype Element
  /// The subscription that removes this observer.
  var subscription: SubjectSubscription { get }
  /// Whether that subscription was disposed (read per event: no reference
  /// is returned).
  var isDisposed: Bool { get }
  /// Delivers `event`; the caller checked that the subscription is not
  /// disposed.
  func on(_ event: Event<Element>)
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
package struct ObserverList<Entry: ObserverListEntry> {
  // Strong references, in subscription order: `first`, then `rest` (no
  // array is allocated for a single observer).
  @usableFromInline var first: Entry?
  @usableFromInline var rest: ContiguousArray<Entry>
  /// Unretained mirror of `first` when it is the only observer.
  @usableFromInline
  package var single: Unmanaged<Entry>?

  // Set here, not by an initializer expression (a generic function of its
  // own): a list made in specialized code looks up no generic metadata.
  @inlinable
  package init() { rest = [] }

  /// The number of observers.
  package var count: Int { first == nil ? 0 : 1 + rest.count }

  /// Whether there is no observer.
  @inlinable @inline(__always)
  package var isEmpty: Bool { first == nil }

  /// Adds an observer after the others.
  @usableFromInline
  package mutating func append(_ observer: Entry) {
    if first == nil {
      first = observer
    } else {
      rest.append(observer)
    }
    updateSingle()
  }

  /// Removes the observer of `subscription` and returns it (`nil` when it
  /// is not in the list).
  ///
  /// Complexity: O(n) in the observers.
  @discardableResult
  package mutating func remove(_ subscription: SubjectSubscription) -> Entry? {
    let removed: Entry?
    if let first, first.subscription === subscription {
      removed = first
      self.first = rest.isEmpty ? nil : rest.remove(at: 0)
    } else if let index = rest.firstIndex(where: { $0.subscription === subscription }) {
      removed = rest.remove(at: index)
    } else {
      removed = nil
    }
    updateSingle()
    return removed
  }

  /// Removes the only observer if it is `observer` itself (a
  /// ``RawObserver`` is its own subscription) and returns it; `nil`
  /// otherwise, changing nothing.
  ///
  /// For the unspecialized code of a generic owner (a reactor's storage):
  /// inlined there, it compares addresses alone, with no generic call and
  /// no run-time type look-up (``remove(_:)`` needs both).
  @inlinable @inline(__always)
  package mutating func removeSingle(identicalTo observer: AnyObject) -> Entry? {
    guard let single, single.toOpaque() == Unmanaged.passUnretained(observer).toOpaque() else {
      return nil
    }
    let removed = first
    first = nil
    self.single = nil
    return removed
  }

  /// Removes every observer and returns them (to be released, or told the
  /// terminal event, by the caller).
  package mutating func removeAll() -> ObserverList<Entry> {
    let all = self
    self = ObserverList()
    return all
  }

  // No `Optional.map` closure: in the unspecialized code of a generic
  // owner (a reactor's storage), each generic call looks up metadata.
  private mutating func updateSingle() {
    if let first, rest.isEmpty {
      single = Unmanaged.passUnretained(first)
    } else {
      single = nil
    }
  }

  /// Delivers `event` to the only observer, unless it was disposed
  /// meanwhile.
  ///
  /// Callers read `single` straight from where the list is stored
  /// (`state.pointee.observers.single`) and call `dispatchToAll` when it is
  /// `nil`: calling a method on the whole list would copy it, retaining each
  /// of its references for every event.
  @inlinable @inline(__always)
  package static func deliver(_ event: Event<Entry.Element>, toSingle single: Unmanaged<Entry>) {
    single._withUnsafeGuaranteedRef { observer in
      if !observer.isDisposed { observer.on(event) }
    }
  }

  /// Calls `body` with each observer, in subscription order.
  package func forEachObserver(_ body: (Entry) -> Void) {
    if let first { body(first) }
    for observer in rest { body(observer) }
  }

  /// Delivers `event` to every observer, in subscription order.
  @usableFromInline
  package func dispatchToAll(_ event: Event<Entry.Element>) {
    if let first, !first.isDisposed { first.on(event) }
    for observer in rest where !observer.isDisposed {
      observer.on(event)
    }
  }
}
