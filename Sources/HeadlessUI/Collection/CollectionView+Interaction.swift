import Sections

extension CollectionView {
  // MARK: Batch updates

  /// Applies the operations called in `updates` as one batch, validated as
  /// UIKit validates it; see ``TableView/performBatchUpdates(_:completion:)``.
  ///
  /// - Throws: ``Sections/ChangesetValidationError``; the collection then
  ///   shows what it showed before and records nothing.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws(ChangesetValidationError) {
    checkMainActor(writing: "performBatchUpdates(_:completion:)")
    engine.beginUpdates()
    updates?()
    do {
      try engine.endUpdates()
    } catch {
      completion?(false)
      throw error
    }
    completion?(true)
  }

  /// Inserts sections (after-update indices); alone outside a batch.
  public func insertSections(_ sections: IndexSet) {
    engine.perform(.insertSections(sections, animation: .automatic))
  }

  /// Deletes sections (before-update indices).
  public func deleteSections(_ sections: IndexSet) {
    engine.perform(.deleteSections(sections, animation: .automatic))
  }

  /// Reloads sections (before-update indices).
  public func reloadSections(_ sections: IndexSet) {
    engine.perform(.reloadSections(sections, animation: .automatic))
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    engine.perform(.moveSection(section, to: newSection))
  }

  /// Inserts items (after-update index paths).
  public func insertItems(at indexPaths: [IndexPath]) {
    engine.perform(.insertRows(indexPaths, animation: .automatic))
  }

  /// Deletes items (before-update index paths).
  public func deleteItems(at indexPaths: [IndexPath]) {
    engine.perform(.deleteRows(indexPaths, animation: .automatic))
  }

  /// Reloads items (before-update index paths).
  public func reloadItems(at indexPaths: [IndexPath]) {
    engine.perform(.reloadRows(indexPaths, animation: .automatic))
  }

  /// Inside a batch: moves an item. Outside a batch: simulates the user
  /// dragging it (the data source must allow it; its `moveItemAt` updates
  /// the model, then `rx.itemMoved` fires).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    if engine.isInBatch {
      engine.perform(.moveRow(indexPath, to: newIndexPath))
      return
    }
    guard engine.contains(indexPath) else {
      reportViewWarning(.indexPathOutOfRange, "moveItem: \(describe(indexPath)) is not shown")
      return
    }
    guard engine.isMoveDestination(newIndexPath, from: indexPath) else {
      reportViewWarning(
        .indexPathOutOfRange,
        "moveItem: \(describe(newIndexPath)) is not a place for the item at "
          + "\(describe(indexPath)); nothing moved")
      return
    }
    guard let dataSource, dataSource.collectionView(self, canMoveItemAt: indexPath) else { return }
    dataSource.collectionView(self, moveItemAt: indexPath, to: newIndexPath)
    do {
      try engine.commit([.moveRow(indexPath, to: newIndexPath)], record: false)
    } catch {
      reportViewWarning(
        .invalidBatchUpdate,
        "moveItem left the data source inconsistent (\(error)); reloading")
      engine.reloadData(record: true)
    }
    itemMovedEvents.onNext((indexPath, newIndexPath))
  }

  // MARK: Selection

  /// The selected items in order.
  public var indexPathsForSelectedItems: [IndexPath]? {
    engine.selected.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
  }

  /// Simulates the user tapping the item: the delegate's
  /// `shouldSelectItemAt` may refuse; the previous selection is deselected
  /// unless multiple selection is on (tapping a selected item then
  /// deselects it); `didSelectItemAt`, `rx.itemSelected` and
  /// `rx.modelSelected` follow.
  public func selectItem(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    guard engine.contains(indexPath) else {
      reportViewWarning(.indexPathOutOfRange, "selectItem: \(describe(indexPath)) is not shown")
      return
    }
    if allowsMultipleSelection, engine.selected.contains(indexPath) {
      deselectByUser(indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for previous in engine.selected where previous != indexPath { deselectByUser(previous) }
    }
    engine.setSelected(indexPath, true, exclusive: false)
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    itemSelectedEvents.onNext(indexPath)
  }

  private func deselectByUser(_ indexPath: IndexPath) {
    engine.setSelected(indexPath, false, exclusive: false)
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
    itemDeselectedEvents.onNext(indexPath)
  }

  /// Selects an item in code (no delegate call, no `rx` event).
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in engine.selected { engine.setSelected(path, false, exclusive: false) }
      return
    }
    guard engine.contains(indexPath) else { return }
    engine.setSelected(indexPath, true, exclusive: !allowsMultipleSelection)
    scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects an item in code.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    engine.setSelected(indexPath, false, exclusive: false)
  }

  /// Performs one staged changeset's operations in RxDataSources' order.
  func apply<Section>(_ changes: Changeset<Section>) {
    func paths(_ items: [ItemPath]) -> [IndexPath] {
      items.map { IndexPath(item: $0.itemIndex, section: $0.sectionIndex) }
    }
    if !changes.deletedSections.isEmpty { deleteSections(IndexSet(changes.deletedSections)) }
    if !changes.insertedSections.isEmpty { insertSections(IndexSet(changes.insertedSections)) }
    for move in changes.movedSections { moveSection(move.from, toSection: move.to) }
    if !changes.deletedItems.isEmpty { deleteItems(at: paths(changes.deletedItems)) }
    if !changes.insertedItems.isEmpty { insertItems(at: paths(changes.insertedItems)) }
    if !changes.updatedItems.isEmpty { reloadItems(at: paths(changes.updatedItems)) }
    for move in changes.movedItems {
      moveItem(
        at: IndexPath(item: move.from.itemIndex, section: move.from.sectionIndex),
        to: IndexPath(item: move.to.itemIndex, section: move.to.sectionIndex))
    }
  }
}
