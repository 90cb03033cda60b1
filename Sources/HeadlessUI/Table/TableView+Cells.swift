import Foundation

// The rows' counts and the cells of the visible rows.
extension TableView {
  /// The number of rows shown in `section` (0 for a section that does not
  /// exist).
  public func numberOfRows(inSection section: Int) -> Int {
    engine.rowCount(inSection: section)
  }

  /// The cell showing the row at `indexPath`; `nil` when the row is not
  /// visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    engine.visible[indexPath]
  }

  /// The visible rows, in order (`nil` when there are none, as in
  /// UIKit).
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = engine.visiblePaths
    return paths.isEmpty ? nil : paths
  }

  /// The cells of the visible rows, in row order.
  public var visibleCells: [TableViewCell] {
    engine.visibleCells
  }

  /// The row `cell` is showing, if it is visible.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }
}
