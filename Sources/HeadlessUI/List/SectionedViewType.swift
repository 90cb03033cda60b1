import Foundation
import Sections

/// A view that shows sections of items and applies batch updates to them:
/// RxDataSources' `SectionedViewType`, adopted by ``TableView`` and
/// ``CollectionView``.
///
/// The animated data sources apply a diff through this contract only, with
/// ``performBatchUpdates(_:animationConfiguration:)``: the one function that
/// turns a staged ``Sections/Changeset`` into batch operations, in
/// RxDataSources' order (deleted sections, inserted sections, moved
/// sections, deleted items, inserted items, reloaded items, moved items).
/// A view adopts it with two methods it has anyway: one batch operation
/// alone or inside the open batch (``performBatchOperation(_:)``), and a
/// validated batch (``performBatchUpdates(_:completion:)``).
///
/// Main-actor only.
@preconcurrency @MainActor
public protocol SectionedViewType: AnyObject {
  /// Applies one operation: recorded in the open batch, or applied alone
  /// (an invalid lone operation is reported as a ``ViewWarning`` and
  /// changes nothing).
  func performBatchOperation(_ operation: BatchOperation)

  /// Applies the operations `updates` calls as one batch, validated as
  /// UIKit validates it.
  ///
  /// - Throws: ``Sections/ChangesetValidationError``; the view then shows
  ///   what it showed before.
  func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  ) throws(ChangesetValidationError)

  /// Asks the data source for everything again.
  func reloadData()
}

// RxDataSources' method names, each one batch operation.
extension SectionedViewType {
  /// Inserts items at these index paths (after the update).
  public func insertItemsAtIndexPaths(
    _ paths: [IndexPath], animationStyle: TableView.RowAnimation
  ) {
    performBatchOperation(.insertRows(paths, animation: animationStyle))
  }

  /// Deletes items at these index paths (before the update).
  public func deleteItemsAtIndexPaths(
    _ paths: [IndexPath], animationStyle: TableView.RowAnimation
  ) {
    performBatchOperation(.deleteRows(paths, animation: animationStyle))
  }

  /// Moves an item from an index path before the update to one after it.
  public func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath) {
    performBatchOperation(.moveRow(from, to: to))
  }

  /// Reloads items at these index paths (before the update).
  public func reloadItemsAtIndexPaths(
    _ paths: [IndexPath], animationStyle: TableView.RowAnimation
  ) {
    performBatchOperation(.reloadRows(paths, animation: animationStyle))
  }

  /// Inserts sections at these indices (after the update).
  public func insertSections(_ sections: [Int], animationStyle: TableView.RowAnimation) {
    performBatchOperation(.insertSections(IndexSet(sections), animation: animationStyle))
  }

  /// Deletes sections at these indices (before the update).
  public func deleteSections(_ sections: [Int], animationStyle: TableView.RowAnimation) {
    performBatchOperation(.deleteSections(IndexSet(sections), animation: animationStyle))
  }

  /// Moves a section from an index before the update to one after it.
  public func moveSection(_ from: Int, to: Int) {
    performBatchOperation(.moveSection(from, to: to))
  }

  /// Reloads sections at these indices (before the update).
  public func reloadSections(_ sections: [Int], animationStyle: TableView.RowAnimation) {
    performBatchOperation(.reloadSections(IndexSet(sections), animation: animationStyle))
  }

  /// Applies one staged changeset as one validated batch, with
  /// `animationConfiguration`'s animations, in RxDataSources' order.
  ///
  /// Complexity: O(n) in the changeset's operations, plus the view's
  /// validation (O(sections + operations)).
  ///
  /// - Throws: ``Sections/ChangesetValidationError`` when the view refuses
  ///   the batch (the view then shows what it showed before).
  public func performBatchUpdates<Section>(
    _ changes: Changeset<Section>, animationConfiguration: AnimationConfiguration
  ) throws(ChangesetValidationError) {
    try performBatchUpdates(
      { self.performOperations(of: changes, animationConfiguration) }, completion: nil)
  }

  private func performOperations<Section>(
    of changes: Changeset<Section>, _ configuration: AnimationConfiguration
  ) {
    func paths(_ items: [ItemPath]) -> [IndexPath] {
      items.map { IndexPath(item: $0.itemIndex, section: $0.sectionIndex) }
    }
    if !changes.deletedSections.isEmpty {
      deleteSections(changes.deletedSections, animationStyle: configuration.deleteAnimation)
    }
    if !changes.insertedSections.isEmpty {
      insertSections(changes.insertedSections, animationStyle: configuration.insertAnimation)
    }
    for move in changes.movedSections { moveSection(move.from, to: move.to) }
    if !changes.deletedItems.isEmpty {
      deleteItemsAtIndexPaths(
        paths(changes.deletedItems), animationStyle: configuration.deleteAnimation)
    }
    if !changes.insertedItems.isEmpty {
      insertItemsAtIndexPaths(
        paths(changes.insertedItems), animationStyle: configuration.insertAnimation)
    }
    if !changes.updatedItems.isEmpty {
      reloadItemsAtIndexPaths(
        paths(changes.updatedItems), animationStyle: configuration.reloadAnimation)
    }
    for move in changes.movedItems {
      moveItemAtIndexPath(
        IndexPath(item: move.from.itemIndex, section: move.from.sectionIndex),
        to: IndexPath(item: move.to.itemIndex, section: move.to.sectionIndex))
    }
  }
}
