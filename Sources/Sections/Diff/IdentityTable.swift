import Foundation

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

extension IdentityTable {
  /// The hash the table keeps for `identity`: its `hashValue`, except for
  /// a `UUID` (the usual identity of models, equal exactly when its 16
  /// bytes are), whose two words are mixed with this process's random seed
  /// by two multiplications: several times cheaper than `hashValue`'s
  /// SipHash, which was half of a differ's time with UUID identities, and,
  /// seeded, as hard to aim collisions at from outside the process. The
  /// table never keeps a hash beyond one diff.
  @inlinable @inline(__always)
  static func hash<Identity: Hashable>(_ identity: Identity) -> Int {
    guard Identity.self == UUID.self else { return identity.hashValue }
    let (low, high) = withUnsafeBytes(of: identity) {
      ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    return hash(low, high)
  }

  /// Two words mixed with this process's seed by two multiplications (see
  /// ``hash(_:)``): a UUID's halves, or an item path's two indices.
  @inlinable @inline(__always)
  static func hash(_ low: UInt64, _ high: UInt64) -> Int {
    var mixed = (low ^ seed) &* 0x9E37_79B9_7F4A_7C15
    mixed = (mixed ^ (mixed >> 29) ^ high) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
  }

  /// This process's seed for ``hash(_:)``.
  @usableFromInline
  static let seed = UInt64.random(in: .min ... .max)
}
