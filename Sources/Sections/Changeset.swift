/// One stage of an animated update: what to delete, insert, move and reload
/// in one batch, and the sections as they are after it (RxDataSources'
/// `Changeset`).
///
/// Indices follow UIKit's batch-update rules: deletions, reloads and move
/// sources refer to the sections *before* the stage, insertions and move
/// destinations to the sections *after* it (`finalSections`).
public struct Changeset<Section: SectionModelType> {
  /// The item type.
  public typealias Item = Section.Item

  /// Whether the view should reload everything instead of animating.
  public let reloadData: Bool
  /// The sections before this stage.
  public let originalSections: [Section]
  /// The sections after this stage.
  public let finalSections: [Section]
  /// Inserted sections, as indices into `finalSections`.
  public let insertedSections: [Int]
  /// Deleted sections, as indices into `originalSections`.
  public let deletedSections: [Int]
  /// Moved sections: from an index before, to an index after.
  public let movedSections: [(from: Int, to: Int)]
  /// Sections to reload (their model changed, their identity did not), as
  /// indices into `originalSections`.
  public let updatedSections: [Int]
  /// Inserted items, as paths into `finalSections`.
  public let insertedItems: [ItemPath]
  /// Deleted items, as paths into `originalSections`.
  public let deletedItems: [ItemPath]
  /// Moved items: from a path before, to a path after.
  public let movedItems: [(from: ItemPath, to: ItemPath)]
  /// Items to reload (their content changed), as paths into
  /// `originalSections`.
  public let updatedItems: [ItemPath]

  /// Creates a stage.
  public init(
    reloadData: Bool = false,
    originalSections: [Section] = [],
    finalSections: [Section] = [],
    insertedSections: [Int] = [],
    deletedSections: [Int] = [],
    movedSections: [(from: Int, to: Int)] = [],
    updatedSections: [Int] = [],
    insertedItems: [ItemPath] = [],
    deletedItems: [ItemPath] = [],
    movedItems: [(from: ItemPath, to: ItemPath)] = [],
    updatedItems: [ItemPath] = []
  ) {
    self.reloadData = reloadData
    self.originalSections = originalSections
    self.finalSections = finalSections
    self.insertedSections = insertedSections
    self.deletedSections = deletedSections
    self.movedSections = movedSections
    self.updatedSections = updatedSections
    self.insertedItems = insertedItems
    self.deletedItems = deletedItems
    self.movedItems = movedItems
    self.updatedItems = updatedItems
  }

  /// A stage that reloads everything to show `sections`.
  public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
    Changeset(reloadData: true, finalSections: sections)
  }

  /// Whether the stage changes nothing.
  public var isEmpty: Bool {
    !reloadData && insertedSections.isEmpty && deletedSections.isEmpty
      && movedSections.isEmpty && updatedSections.isEmpty && insertedItems.isEmpty
      && deletedItems.isEmpty && movedItems.isEmpty && updatedItems.isEmpty
  }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: CustomDebugStringConvertible {
  /// One line per non-empty kind of change, e.g.
  /// `deletedItems: [(0, 2)]`, `movedSections: [1 → 0]`.
  public var debugDescription: String {
    var lines = [
      "Changeset(\(reloadData ? "reloadData" : "\(finalSections.count) sections after"))"
    ]
    func add(_ name: String, _ values: [String]) {
      if !values.isEmpty { lines.append("  \(name): [\(values.joined(separator: ", "))]") }
    }
    add("deletedSections", deletedSections.map(String.init))
    add("insertedSections", insertedSections.map(String.init))
    add("movedSections", movedSections.map { "\($0.from) → \($0.to)" })
    add("updatedSections", updatedSections.map(String.init))
    add("deletedItems", deletedItems.map(\.debugDescription))
    add("insertedItems", insertedItems.map(\.debugDescription))
    add("movedItems", movedItems.map { "\($0.from.debugDescription) → \($0.to.debugDescription)" })
    add("updatedItems", updatedItems.map(\.debugDescription))
    return lines.joined(separator: "\n")
  }
}
