import Foundation

extension CollectionView {
  /// The selected items in order.
  public var indexPathsForSelectedItems: [IndexPath]? {
    engine.sortedSelection
  }

  /// Selects an item in code (no delegate call, no `rx` event); scrolls it
  /// into view per `scrollPosition`. `nil` clears the selection.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    select(indexPath, placement: scrollPosition.placement)
  }

  /// Deselects an item in code.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath)
  }
}
