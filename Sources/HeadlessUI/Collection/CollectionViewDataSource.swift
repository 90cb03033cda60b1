/// What a ``CollectionView`` shows: UIKit's `UICollectionViewDataSource`.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of items in `section`.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// The cell for the item at `indexPath`, usually dequeued.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  /// The number of sections (default 1).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// A header or footer (`kind` is ``CollectionView/elementKindSectionHeader``
  /// or ``CollectionView/elementKindSectionFooter``); `nil` for none
  /// (the default).
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView?
  /// Whether the item can be moved by the user (default `false`).
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// The user moved an item: update the model.
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// None.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? { nil }
  /// No item can be moved.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// Reacts to what happens in a ``CollectionView``: UIKit's
/// `UICollectionViewDelegate`, called alongside the `rx` events (delegate
/// first).
@preconcurrency @MainActor
public protocol CollectionViewDelegate: AnyObject {
  /// Whether the user may select the item (default `true`).
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected an item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user deselected an item.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A cell is about to be shown.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// A cell stopped being shown.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
