/// An open-addressing hash map from object addresses to retained storages:
/// the storage table's shard.
///
/// Keys are `ObjectIdentifier` bits, hashed with one multiplication
/// (Fibonacci hashing: addresses are already unique, so the standard
/// library's seeded SipHash, which showed up on the reactor's hot path,
/// buys nothing here). Linear probing, at most half full, with
/// backward-shift deletion (no tombstones), so lookups stay short however
/// many reactors came and went.
///
/// Values are stored as retained `Unmanaged` references: the map owns one
/// retain of each, taken by ``insert(_:for:)`` and handed back by
/// ``remove(at:)``, so that lookups return them without retaining and the
/// caller releases removed ones after unlocking.
///
/// Not thread-safe: the table guards each map with its shard's lock.
struct IdentityMap {
  struct Slot {
    /// 0 for an empty slot (no object lives at address 0).
    var key: UInt
    var value: Unmanaged<ReactorStorageBase>?
  }

  private(set) var slots: ContiguousArray<Slot>
  private(set) var count = 0
  private var mask: Int

  /// An empty map with room for `capacity` entries before growing.
  init(capacity: Int = 8) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = ContiguousArray(repeating: Slot(key: 0, value: nil), count: size)
    mask = size - 1
  }

  /// The bits of `key` this map hashes.
  @inline(__always)
  static func bits(_ key: ObjectIdentifier) -> UInt {
    UInt(bitPattern: key.hashValue)
  }

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    // Objects are 16-byte aligned: the low bits carry nothing.
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  /// The value stored for `key`, not retained.
  @inline(__always)
  func value(for key: UInt) -> Unmanaged<ReactorStorageBase>? {
    var index = home(key)
    while true {
      let slot = slots[index]
      if slot.key == key { return slot.value }
      if slot.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Stores `value` (taking over one retain of it) for a key not present.
  mutating func insert(_ value: Unmanaged<ReactorStorageBase>, for key: UInt) {
    if (count + 1) * 2 > slots.count { resize(to: slots.count * 2) }
    var index = home(key)
    while slots[index].key != 0 { index = (index + 1) & mask }
    slots[index] = Slot(key: key, value: value)
    count += 1
  }

  /// Removes the entry in slot `index` and returns its value with the map's
  /// retain, for the caller to release after unlocking. Later entries of
  /// the same probe run move back into the gap.
  mutating func remove(at index: Int) -> Unmanaged<ReactorStorageBase> {
    let removed = slots[index].value!
    var gap = index
    var next = (gap + 1) & mask
    while slots[next].key != 0 {
      let wanted = home(slots[next].key)
      // Move `next` into the gap unless its home lies after the gap
      // (cyclically, within gap+1 ... next).
      let distanceToNext = (next - wanted) & mask
      let distanceToGap = (gap - wanted) & mask
      if distanceToGap < distanceToNext {
        slots[gap] = slots[next]
        gap = next
      }
      next = (next + 1) & mask
    }
    slots[gap] = Slot(key: 0, value: nil)
    count -= 1
    return removed
  }

  /// The slot holding `key`, if any.
  func index(of key: UInt) -> Int? {
    var index = home(key)
    while true {
      let slot = slots[index]
      if slot.key == key { return index }
      if slot.key == 0 { return nil }
      index = (index + 1) & mask
    }
  }

  /// Gives memory back once the map is down to an eighth of its slots.
  mutating func shrinkIfMostlyEmpty() {
    guard slots.count > 16, count * 8 < slots.count else { return }
    var size = 16
    while size < count * 4 { size *= 2 }
    resize(to: size)
  }

  private mutating func resize(to size: Int) {
    let old = slots
    slots = ContiguousArray(repeating: Slot(key: 0, value: nil), count: size)
    mask = size - 1
    count = 0
    for slot in old where slot.key != 0 {
      var index = home(slot.key)
      while slots[index].key != 0 { index = (index + 1) & mask }
      slots[index] = slot
      count += 1
    }
  }
}
