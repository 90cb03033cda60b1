import Sections

extension TableView {
  // MARK: Selection

  /// The selected row (the first, in row order, when several are).
  public var indexPathForSelectedRow: IndexPath? {
    engine.selected.min { ($0.section, $0.row) < ($1.section, $1.row) }
  }

  /// The selected rows in row order, or `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = engine.selected.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    return paths.isEmpty ? nil : paths
  }

  /// Simulates the user tapping the row at `indexPath`, as UIKit handles a
  /// tap: the delegate's `willSelectRowAt` may redirect or refuse it; the
  /// previous selection is deselected (delegate `didDeselectRowAt`,
  /// `rx.itemDeselected`) unless multiple selection is on; then the row is
  /// selected, the delegate's `didSelectRowAt` runs, and `rx.itemSelected`
  /// and `rx.modelSelected` fire. With multiple selection, tapping a selected
  /// row deselects it. A row that is not shown is reported and ignored.
  public func selectRow(at indexPath: IndexPath) {
    guard allowsSelection else { return }
    guard engine.contains(indexPath) else {
      reportViewWarning(
        .indexPathOutOfRange, "selectRow: \(describe(indexPath)) is not a shown row")
      return
    }
    if allowsMultipleSelection, engine.selected.contains(indexPath) {
      deselectByUser(indexPath)
      return
    }
    let target = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target, engine.contains(target) else { return }
    if !allowsMultipleSelection {
      for previous in engine.selected where previous != target { deselectByUser(previous) }
    }
    engine.setSelected(target, true, exclusive: false)
    delegate?.tableView(self, didSelectRowAt: target)
    itemSelectedEvents.onNext(target)
  }

  private func deselectByUser(_ indexPath: IndexPath) {
    engine.setSelected(indexPath, false, exclusive: false)
    delegate?.tableView(self, didDeselectRowAt: indexPath)
    itemDeselectedEvents.onNext(indexPath)
  }

  /// Selects a row in code, as UIKit's method does: no delegate call and no
  /// `rx` event; scrolls it into view per `scrollPosition`. `nil` clears
  /// the selection.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in engine.selected { engine.setSelected(path, false, exclusive: false) }
      return
    }
    guard engine.contains(indexPath) else { return }
    engine.setSelected(indexPath, true, exclusive: !allowsMultipleSelection)
    engine.scroll(to: indexPath, position: scrollPosition)
  }

  /// Deselects a row in code: no delegate call and no `rx` event.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.setSelected(indexPath, false, exclusive: false)
  }

  // MARK: Editing

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

  /// The user drags a row, as UIKit handles it: the data source must allow
  /// moving the source row; the table moves the row on screen, then the
  /// data source's `moveRowAt` updates the model and `rx.itemMoved` fires.
  func userMoveRow(at source: IndexPath, to destination: IndexPath) {
    guard engine.contains(source) else {
      reportViewWarning(.indexPathOutOfRange, "moveRow: \(describe(source)) is not a shown row")
      return
    }
    guard engine.isMoveDestination(destination, from: source) else {
      reportViewWarning(
        .indexPathOutOfRange,
        "moveRow: \(describe(destination)) is not a place for the row at \(describe(source)); "
          + "nothing moved")
      return
    }
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return }
    dataSource.tableView(self, moveRowAt: source, to: destination)
    do {
      // The move is the user's, not an animation: applied, not recorded.
      try engine.commit([.moveRow(source, to: destination)], record: false)
    } catch {
      reportViewWarning(
        .invalidBatchUpdate,
        "moveRow from \(describe(source)) to \(describe(destination)) left the data source "
          + "inconsistent (\(error)); reloading")
      engine.reloadData(record: true)
    }
    itemMovedEvents.onNext((source, destination))
  }
}
