/// An open-addressing hash table from identities to entry numbers (indices
/// into the caller's array), for the differs.
///
/// It stores only 4-byte entry numbers in its slots and each entry's hash
/// once, so that it stays compact (cache-friendly) for 100,000 items; keys
/// are compared through the caller's `matches` closure. A slot can be
/// re-pointed in place (`replace`), which the linear differ uses to walk
/// through duplicate identities without hashing again.
@usableFromInline
struct IdentityTable {
  /// -1: empty; -2: removed; otherwise an entry number.
  @usableFromInline var slots: [Int32]
  @usableFromInline var hashes: [Int]
  @usableFromInline let mask: Int

  /// A table for up to `count` entries.
  @inlinable
  init(count: Int) {
    var capacity = 16
    while capacity < count * 2 { capacity <<= 1 }
    slots = [Int32](repeating: -1, count: capacity)
    hashes = [Int](repeating: 0, count: Swift.max(count, 1))
    mask = capacity - 1
  }

  /// Adds `entry` with `hash` unless an entry with an equal key (per
  /// `matches`) is present; returns that entry then.
  @inlinable
  mutating func insert(_ entry: Int, hash: Int, matches: (Int) -> Bool) -> Int? {
    hashes[entry] = hash
    var slot = hash & mask
    while true {
      let occupant = Int(slots[slot])
      if occupant == -1 {
        slots[slot] = Int32(truncatingIfNeeded: entry)
        return nil
      }
      if occupant >= 0, hashes[occupant] == hash, matches(occupant) { return occupant }
      slot = (slot + 1) & mask
    }
  }

  /// Appends `entry` with `hash` without looking for an equal key.
  @inlinable
  mutating func append(_ entry: Int, hash: Int) {
    hashes[entry] = hash
    var slot = hash & mask
    while slots[slot] != -1 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: entry)
  }

  /// The slot holding an entry with `hash` for which `matches` holds, or -1.
  @inlinable
  func slot(hash: Int, matches: (Int) -> Bool) -> Int {
    var slot = hash & mask
    while true {
      let occupant = Int(slots[slot])
      if occupant == -1 { return -1 }
      if occupant >= 0, hashes[occupant] == hash, matches(occupant) { return slot }
      slot = (slot + 1) & mask
    }
  }

  /// The entry in `slot`.
  @inlinable
  func entry(at slot: Int) -> Int { Int(slots[slot]) }

  /// Points `slot` at another entry with the same key, or removes it (-2).
  @inlinable
  mutating func replace(slot: Int, with entry: Int) {
    slots[slot] = entry >= 0 ? Int32(truncatingIfNeeded: entry) : -2
  }
}
