import Foundation
import Sections

extension TableView {
  /// Opens a batch (UIKit's older spelling of ``ListScrollView/performBatchUpdates(_:completion:)``);
  /// batches nest, and the outermost ``endUpdates()`` applies them.
  public func beginUpdates() {
    engine.beginUpdates()
  }

  /// Closes the batch opened by ``beginUpdates()``; the outermost one is
  /// validated and applied.
  ///
  /// - Throws: ``Sections/ChangesetValidationError``; see
  ///   ``ListScrollView/performBatchUpdates(_:completion:)``.
  public func endUpdates() throws(ChangesetValidationError) {
    try engine.endUpdates()
  }

  /// Applies one operation, with its animation: inside a batch it joins
  /// the batch; outside, it is applied alone and, if invalid, reported as
  /// a ``ViewWarning`` with the table unchanged (``SectionedViewType``).
  public func performBatchOperation(_ operation: BatchOperation) {
    engine.perform(operation)
  }

  /// Inserts sections at these indices (after the update). Outside a batch
  /// the operation is applied alone; if invalid it is reported as a
  /// ``ViewWarning`` and the table is unchanged.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.perform(.insertSections(sections, animation: animation))
  }

  /// Deletes sections at these indices (before the update).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.perform(.deleteSections(sections, animation: animation))
  }

  /// Reloads sections at these indices (before the update): their cells are
  /// requested again.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    engine.perform(.reloadSections(sections, animation: animation))
  }

  /// Moves a section from an index before the update to one after it.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    engine.perform(.moveSection(section, to: newSection))
  }

  /// Inserts rows at these index paths (after the update).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.perform(.insertRows(indexPaths, animation: animation))
  }

  /// Deletes rows at these index paths (before the update).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.perform(.deleteRows(indexPaths, animation: animation))
  }

  /// Reloads rows at these index paths (before the update): their cells are
  /// requested again.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    engine.perform(.reloadRows(indexPaths, animation: animation))
  }

  /// Inside a batch: moves a row from an index path before the update to
  /// one after it. Outside a batch: simulates the user dragging the row, as
  /// UIKit handles it: both places must exist (otherwise a
  /// ``ViewWarning`` and nothing moves) and the data source must allow
  /// moving the row; the table moves the row on screen, the data source's
  /// `moveRowAt` updates the model, then `rx.itemMoved` fires.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    engine.move(from: indexPath, to: newIndexPath)
  }
}
