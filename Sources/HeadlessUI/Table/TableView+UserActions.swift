import Foundation

// What a simulated user does to a table: tap a row, delete or insert one
// (a drag outside a batch is `moveRow(at:to:)`).
extension TableView {
  /// Simulates the user tapping the row at `indexPath`, as UIKit handles a
  /// tap: the delegate's `willSelectRowAt` may redirect or refuse it; the
  /// previous selection is deselected (delegate `didDeselectRowAt`,
  /// `rx.itemDeselected`) unless multiple selection is on; then the row is
  /// selected, the delegate's `didSelectRowAt` runs, and `rx.itemSelected`
  /// and `rx.modelSelected` fire. With multiple selection, tapping a selected
  /// row deselects it. A row that is not shown is reported and ignored.
  public func selectRow(at indexPath: IndexPath) {
    userTap(indexPath)
  }

  /// Simulates the user deleting the row at `indexPath` (swipe, then
  /// Delete): when the data source allows editing the row, its
  /// `commit(.delete, forRowAt:)` runs and `rx.itemDeleted` fires. The model
  /// is the data source's (or the `rx.itemDeleted` subscriber's) to change;
  /// the table shows the change when it is told (reload, batch update, or a
  /// bound sequence's next element).
  public func commitDelete(at indexPath: IndexPath) {
    commitEditing(.delete, at: indexPath)
  }

  /// Simulates the user committing an insertion at `indexPath`
  /// (`rx.itemInserted`).
  public func commitInsert(at indexPath: IndexPath) {
    commitEditing(.insert, at: indexPath)
  }

  private func commitEditing(_ style: TableViewCell.EditingStyle, at indexPath: IndexPath) {
    guard engine.contains(indexPath) else {
      reportViewWarning(
        .indexPathOutOfRange, "commit \(style): \(describe(indexPath)) is not a shown row")
      return
    }
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return }
    dataSource.tableView(self, commit: style, forRowAt: indexPath)
    switch style {
    case .delete: itemDeletedEvents.onNext(indexPath)
    case .insert: itemInsertedEvents.onNext(indexPath)
    case .none: break
    }
  }
}
