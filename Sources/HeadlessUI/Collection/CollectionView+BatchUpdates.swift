import Foundation
import Sections

extension CollectionView {
  /// Applies one operation, recorded with the `.automatic` animation (a
  /// collection has no row animations): inside a batch it joins the batch;
  /// outside, it is applied alone and, if invalid, reported as a
  /// ``ViewWarning`` with the collection unchanged (``SectionedViewType``).
  public func performBatchOperation(_ operation: BatchOperation) {
    engine.perform(operation.withAnimation(.automatic))
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
  /// dragging it, with the table's rules (see ``TableView/moveRow(at:to:)``):
  /// the data source's `moveItemAt` updates the model, then `rx.itemMoved`
  /// fires.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.move(from: indexPath, to: newIndexPath)
  }
}
