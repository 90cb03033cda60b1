import Foundation

// What differs between a table and a collection, as the engine asks it of
// its view: each view builds one `Callbacks` from its own data source and
// delegate methods (see its `engineHooks()`).
extension ListEngine {
  /// What the engine asks its view for.
  struct Callbacks {
    /// The row count of every section, from the data source (see
    /// ``rowCounts(of:sections:rows:)``).
    var counts: () -> [Int]
    /// The cell for a row, from the data source.
    var cell: (IndexPath) -> Cell?
    /// Tells the delegate a cell is about to be shown at an index path.
    var willDisplay: (Cell, IndexPath) -> Void
    /// Tells the delegate a cell stopped being shown at an index path.
    var didEndDisplaying: (Cell, IndexPath) -> Void
    /// The delegate's answer to a tap on a row: the row to select instead,
    /// or `nil` to refuse (UIKit's `willSelectRowAt` / `shouldSelectItemAt`).
    var willSelect: (IndexPath) -> IndexPath?
    /// Tells the delegate the user selected a row.
    var didSelect: (IndexPath) -> Void
    /// Tells the delegate the user deselected a row.
    var didDeselect: (IndexPath) -> Void
    /// Whether the data source lets the user move a row (`false` without
    /// a data source).
    var canMove: (IndexPath) -> Bool
    /// The data source updates its model for the user's move of a row.
    var moveData: (_ from: IndexPath, _ to: IndexPath) -> Void
    /// The height of one row, for the scroll view's points (positive).
    var rowExtent: () -> CGFloat
  }
}

extension ListEngine.Callbacks {
  /// A view with no rows and no delegate: what a ``ListScrollView`` made
  /// directly shows.
  static var noRows: Self {
    Self(
      counts: { [] }, cell: { _ in nil },
      willDisplay: { _, _ in }, didEndDisplaying: { _, _ in },
      willSelect: { $0 }, didSelect: { _ in }, didDeselect: { _ in }, canMove: { _ in false },
      moveData: { _, _ in }, rowExtent: { 44 })
  }
}

/// The row count of every section `dataSource` reports, asked through
/// `sections` and `rows` (the view's data source methods): none without a
/// data source, and a negative number of sections counts as none. The
/// data source is held for the whole count.
func rowCounts<DataSource>(
  of dataSource: DataSource?, sections: (DataSource) -> Int, rows: (DataSource, Int) -> Int
) -> [Int] {
  guard let dataSource else { return [] }
  return (0..<max(0, sections(dataSource))).map { rows(dataSource, $0) }
}
