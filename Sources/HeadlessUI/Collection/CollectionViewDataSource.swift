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
