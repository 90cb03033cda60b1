/// An open-addressing hash set of retained storages, keyed by their
/// reactors' identities: the storage table's shard.
///
/// Keys are `ObjectIdentifier` bits, hashed with one multiplication
/// (Fibonacci hashing: addresses are already unique, so the standard
/// library's seeded SipHash, which showed up on the reactor's hot path,
/// buys nothing here). Each slot holds only the storage (8 bytes), whose
/// `key` is compared while probing. Linear probing, at most half full, with
/// backward-shift deletion (no tombstones), so lookups stay short however
/// many reactors came and went.
///
/// Values are stored as retained `Unmanaged` references: the map owns one
/// retain of each, taken by ``insert(_:)`` and handed back by
/// ``remove(at:)``, so that lookups return them without retaining and the
/// caller releases removed ones after unlocking.
///
/// Not thread-safe: the table guards each map with its shard's lock.
struct IdentityMap {
  typealias Value = Unmanaged<ReactorStorageBase>

  private(set) var slots: ContiguousArray<Value?>
  private(set) var count = 0
  private var mask: Int

  /// An empty map.
  init() {
    slots = ContiguousArray(repeating: nil, count: 16)
    mask = 15
  }

  /// The bits of `key` this map hashes: the object's address (not
  /// `hashValue`, which runs SipHash over it).
  @inline(__always)
  static func bits(_ key: ObjectIdentifier) -> UInt {
    UInt(bitPattern: key)
  }

  @inline(__always)
  private func home(_ key: UInt) -> Int {
    // Objects are 16-byte aligned: the low bits carry nothing.
    Int(truncatingIfNeeded: ((key >> 4) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
  }

  @inline(__always)
  private static func key(of value: Value) -> UInt {
    value._withUnsafeGuaranteedRef { bits($0.key) }
  }

  /// The slot holding `key`, if any.
  @inline(__always)
  func index(of key: UInt) -> Int? {
    var index = home(key)
    while let value = slots[index] {
      if Self.key(of: value) == key { return index }
      index = (index + 1) & mask
    }
    return nil
  }

  /// The value stored for `key`, not retained.
  @inline(__always)
  func value(for key: UInt) -> Value? {
    index(of: key).flatMap { slots[$0] }
  }

  /// Stores `value` (taking over one retain of it); its key must not be
  /// present.
  mutating func insert(_ value: Value) {
    if (count + 1) * 2 > slots.count { resize(to: slots.count * 2) }
    place(value)
    count += 1
  }

  private mutating func place(_ value: Value) {
    var index = home(Self.key(of: value))
    while slots[index] != nil { index = (index + 1) & mask }
    slots[index] = value
  }

  /// Removes the entry in slot `index` and returns it with the map's
  /// retain, for the caller to release after unlocking. Later entries of
  /// the same probe run move back into the gap.
  mutating func remove(at index: Int) -> Value {
    let removed = slots[index]!
    var gap = index
    var next = (gap + 1) & mask
    while let candidate = slots[next] {
      let wanted = home(Self.key(of: candidate))
      // `candidate` may fill the gap if its probe from `wanted` passed
      // through the gap, i.e. the gap lies cyclically in [wanted, next).
      if (gap - wanted) & mask < (next - wanted) & mask {
        slots[gap] = candidate
        gap = next
      }
      next = (next + 1) & mask
    }
    slots[gap] = nil
    count -= 1
    return removed
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
    slots = ContiguousArray(repeating: nil, count: size)
    mask = size - 1
    for case let value? in old { place(value) }
  }
}
