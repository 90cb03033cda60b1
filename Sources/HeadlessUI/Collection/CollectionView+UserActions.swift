import Foundation

// What a simulated user does to a collection: tap an item (a drag outside
// a batch is `moveItem(at:to:)`).
extension CollectionView {
  /// Simulates the user tapping the item: the delegate's
  /// `shouldSelectItemAt` may refuse; the previous selection is deselected
  /// unless multiple selection is on (tapping a selected item then
  /// deselects it); `didSelectItemAt`, `rx.itemSelected` and
  /// `rx.modelSelected` follow. An item that is not shown is reported and
  /// ignored.
  public func selectItem(at indexPath: IndexPath) {
    userTap(indexPath)
  }
}
