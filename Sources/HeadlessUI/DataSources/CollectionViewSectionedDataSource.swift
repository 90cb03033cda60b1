import Foundation
import Sections
import Streams

/// A collection data source over section models, with RxDataSources'
/// closures: the base of ``RxCollectionViewSectionedReloadDataSource`` and
/// ``RxCollectionViewSectionedAnimatedDataSource``. Main-actor only.
@preconcurrency @MainActor
open class CollectionViewSectionedDataSource<Section: SectionModelType>:
  SectionedDataSource<Section>, CollectionViewDataSource
{
  /// Makes the cell for an item.
  public typealias ConfigureCell = (
    CollectionViewSectionedDataSource<Section>, CollectionView, IndexPath, Item
  ) -> CollectionViewCell
  /// Makes a header or footer (`kind`) for a section.
  public typealias ConfigureSupplementaryView = (
    CollectionViewSectionedDataSource<Section>, CollectionView, String, IndexPath
  ) -> CollectionReusableView
  /// Updates the model after the user moved an item.
  public typealias MoveItem = (
    CollectionViewSectionedDataSource<Section>, _ sourceIndexPath: IndexPath,
    _ destinationIndexPath: IndexPath
  ) -> Void
  /// Whether the user may move an item.
  public typealias CanMoveItemAtIndexPath = (
    CollectionViewSectionedDataSource<Section>, IndexPath
  ) -> Bool

  /// Makes the cell for an item.
  open var configureCell: ConfigureCell
  /// Makes headers and footers; `nil` for none.
  open var configureSupplementaryView: ConfigureSupplementaryView?
  /// Called after the user moved an item (the held sections are already
  /// updated).
  open var moveItem: MoveItem
  /// Whether the user may move an item; `nil` means no.
  open var canMoveItemAtIndexPath: CanMoveItemAtIndexPath?

  /// Creates a data source with RxDataSources' closures and defaults.
  public init(
    configureCell: @escaping ConfigureCell,
    configureSupplementaryView: ConfigureSupplementaryView? = nil,
    moveItem: @escaping MoveItem = { _, _, _ in },
    canMoveItemAtIndexPath: CanMoveItemAtIndexPath? = nil
  ) {
    self.configureCell = configureCell
    self.configureSupplementaryView = configureSupplementaryView
    self.moveItem = moveItem
    self.canMoveItemAtIndexPath = canMoveItemAtIndexPath
  }

  /// The number of items in `section`.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    itemCount(inSection: section)
  }

  /// ``configureCell`` for the item at `indexPath`.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    configureCell(self, collectionView, indexPath, self[indexPath])
  }

  /// The number of sections held.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    sectionModels.count
  }

  /// ``configureSupplementaryView``, or none.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> CollectionReusableView? {
    configureSupplementaryView?(self, collectionView, kind, indexPath)
  }

  /// ``canMoveItemAtIndexPath``, `false` when it is `nil`.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    canMoveItemAtIndexPath?(self, indexPath) ?? false
  }

  /// Moves the item in the held sections, then calls ``moveItem``.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    store.move(from: sourceIndexPath, to: destinationIndexPath)
    moveItem(self, sourceIndexPath, destinationIndexPath)
  }
}
