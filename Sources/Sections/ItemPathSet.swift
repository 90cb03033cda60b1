/// A set of item paths for checking and mapping one batch of changes: the
/// differs' open-addressing table with a seeded two-multiplication hash,
/// several times cheaper than `Set<ItemPath>`'s SipHash for the tens of
/// thousands of paths a large animated update checks.
///
/// Holds at most the capacity it is made with; paths keep the order they
/// were inserted in, and ``firstIndex(of:)`` gives that position.
package struct ItemPathSet {
  private var table: IdentityTable
  private var paths: [ItemPath] = []
  private let capacity: Int

  /// An empty set for up to `capacity` paths.
  package init(capacity: Int) {
    self.capacity = Swift.max(capacity, 0)
    table = IdentityTable(count: self.capacity)
    paths.reserveCapacity(self.capacity)
  }

  /// The number of paths.
  package var count: Int { paths.count }

  /// Adds `path` unless it is present; whether it was added.
  ///
  /// - Precondition: fewer paths than the capacity.
  @discardableResult
  package mutating func insert(_ path: ItemPath) -> Bool {
    precondition(paths.count < capacity, "ItemPathSet: more paths than its capacity")
    let hash = Self.hash(path)
    guard table.slot(hash: hash, matches: { paths[$0] == path }) < 0 else { return false }
    table.append(paths.count, hash: hash)
    paths.append(path)
    return true
  }

  /// Whether `path` is present.
  package func contains(_ path: ItemPath) -> Bool { firstIndex(of: path) != nil }

  /// Where `path` was inserted (0 for the first path), if it is present.
  package func firstIndex(of path: ItemPath) -> Int? {
    let slot = table.slot(hash: Self.hash(path)) { paths[$0] == path }
    return slot < 0 ? nil : table.entry(at: slot)
  }

  private static func hash(_ path: ItemPath) -> Int {
    IdentityTable.hash(
      UInt64(truncatingIfNeeded: path.sectionIndex), UInt64(truncatingIfNeeded: path.itemIndex))
  }
}
