import Foundation

extension CollectionView {
  /// The selected items in order.
  public var indexPathsForSelectedItems: [IndexPath]? {
    engine.sortedSelection
  }

  /// Simulates the user tapping the item: the delegate's
  /// `shouldSelectItemAt` may refuse; the previous selection is deselected
  /// unless multiple selection is on (tapping a selected item then
  /// deselects it); `didSelectItemAt`, `rx.itemSelected` and
  /// `rx.modelSelected` follow. An item that is not shown is reported and
  /// ignored.
  public func selectItem(at indexPath: IndexPath) {
    userTap(indexPath, caller: "selectItem")
  }

  /// Selects an item in code (no delegate call, no `rx` event); scrolls it
  /// into view per `scrollPosition`. `nil` clears the selection.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    select(indexPath, placement: scrollPosition.placement, caller: "selectItem")
  }

  /// Deselects an item in code.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.setSelected(indexPath, false, exclusive: false)
  }
}
