import Synchronization

/// A reference set at most once (until cleared), readable from any thread
/// with one atomic load and no allocation: an inlinable, specializable
/// stand-in for `AtomicLazyReference`, whose `load()` is not inlinable and
/// showed up on the reactor's hot path.
///
/// Holds its instance strongly (a retained `Unmanaged` in an atomic).
/// Non-copyable, stored inline in its owner; thread-safe.
@usableFromInline
package struct LazyReference<Instance: AnyObject>: ~Copyable, @unchecked Sendable {
  // The atomic and the release at the end live in a non-generic slot, so
  // that destroying a `LazyReference` looks up no generic metadata (a
  // generic owner's `deinit` is unspecialized code; a generic `deinit` here
  // would need `Instance`'s metadata).
  @usableFromInline
  package let slot: RetainedSlot

  // Set here, not by an initializer expression: that would be a generic
  // function of its own, looking up metadata when called.
  @inlinable
  package init() { slot = RetainedSlot() }

  /// The instance, or `nil` before it was stored.
  @inlinable @inline(__always)
  package func load() -> Instance? {
    guard let pointer = slot.storage.load(ordering: .acquiring) else { return nil }
    return Unmanaged<Instance>.fromOpaque(pointer).takeUnretainedValue()
  }

  /// Stores `instance` unless another instance is already stored; returns
  /// the stored one.
  @usableFromInline
  package func storeIfNil(_ instance: Instance) -> Instance {
    let new = UnsafeRawPointer(Unmanaged.passRetained(instance).toOpaque())
    let (exchanged, original) = slot.storage.compareExchange(
      expected: nil, desired: new, ordering: .acquiringAndReleasing)
    if exchanged { return instance }
    Unmanaged<Instance>.fromOpaque(new).release()
    return Unmanaged<Instance>.fromOpaque(original!).takeUnretainedValue()
  }

  /// Removes and returns the instance.
  @inlinable
  package func take() -> Instance? {
    guard let pointer = slot.storage.exchange(nil, ordering: .acquiringAndReleasing) else {
      return nil
    }
    return Unmanaged<Instance>.fromOpaque(pointer).takeRetainedValue()
  }
}

/// The storage of a ``LazyReference``: a retained object pointer, released
/// when the slot ends.
@usableFromInline
package struct RetainedSlot: ~Copyable, @unchecked Sendable {
  @usableFromInline
  let storage = Atomic<UnsafeRawPointer?>(nil)

  @inlinable
  init() {}

  /// Whether nothing is stored. Needs no type of the instance: generic
  /// code can ask without looking one up.
  @inlinable
  package var isEmpty: Bool { storage.load(ordering: .acquiring) == nil }

  /// Removes and releases the instance, if any, as ``LazyReference/take()``
  /// would, without naming its type.
  @inlinable
  package func clear() {
    if let pointer = storage.exchange(nil, ordering: .acquiringAndReleasing) {
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }

  deinit {
    if let pointer = storage.load(ordering: .acquiring) {
      Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
  }
}
