import Foundation

// The items' counts and the cells of the visible items.
extension CollectionView {
  /// The number of items shown in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    engine.rowCount(inSection: section)
  }

  /// The cell of the item at `indexPath`; `nil` when it is not visible.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    engine.visible[indexPath]
  }

  /// The visible items, in order.
  public var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths }

  /// The cells of the visible items, in item order.
  public var visibleCells: [CollectionViewCell] {
    engine.visibleCells
  }

  /// The item `cell` is showing, if it is visible.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }
}
