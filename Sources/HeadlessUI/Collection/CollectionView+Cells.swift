import Foundation

// The items' counts and the cells in the window.
extension CollectionView {
  /// The number of items shown in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    engine.rowCount(inSection: section)
  }

  /// The cell of the item at `indexPath`; `nil` when not in the window.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    engine.visible[indexPath]
  }

  /// The items in the window, in order.
  public var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths }

  /// The cells in the window, in item order.
  public var visibleCells: [CollectionViewCell] {
    engine.visibleCells
  }

  /// The item `cell` is showing, if it is visible.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }
}
