/// One stage of a linear diff: what to delete, insert, move and reload in
/// one batch, and the elements after it.
///
/// Indices follow UIKit's batch-update rules: deletions, reloads and move
/// sources refer to the elements before the stage, insertions and move
/// destinations to `data`.
public struct ArrayChangeset<Element> {
  /// The elements after this stage.
  public let data: [Element]
  /// Deleted elements, as indices before the stage.
  public let deleted: [Int]
  /// Inserted elements, as indices into `data`.
  public let inserted: [Int]
  /// Elements to reload, as indices before the stage.
  public let updated: [Int]
  /// Moved elements: from an index before, to an index into `data`.
  public let moved: [(from: Int, to: Int)]

  /// Creates a stage.
  public init(
    data: [Element],
    deleted: [Int] = [],
    inserted: [Int] = [],
    updated: [Int] = [],
    moved: [(from: Int, to: Int)] = []
  ) {
    self.data = data
    self.deleted = deleted
    self.inserted = inserted
    self.updated = updated
    self.moved = moved
  }
}

extension ArrayChangeset: Sendable where Element: Sendable {}
