import Foundation

// What a simulated user does to a table or collection, and selection in
// code: the same rules for both, as UIKit applies them.
extension ListEngine {
  /// The selected rows in row order.
  var sortedSelection: [IndexPath] {
    selected.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
  }

  /// A user's tap on the row at `path`: the delegate may redirect or
  /// refuse it; the previous selection is deselected (delegate,
  /// `itemDeselected`) unless several rows may be selected; then the row is
  /// selected, the delegate told and `itemSelected` fired. With multiple
  /// selection, tapping a selected row deselects it. A row that is not
  /// shown is reported and ignored.
  func selectByUser(_ path: IndexPath, allowsMultipleSelection: Bool) {
    guard contains(path) else {
      reportViewWarning(
        .indexPathOutOfRange, "\(names.select): \(describe(path)) is not a shown \(names.noun)")
      return
    }
    if allowsMultipleSelection, selected.contains(path) {
      deselectByUser(path)
      return
    }
    guard let target = hooks.willSelect(path), contains(target) else { return }
    if !allowsMultipleSelection {
      for previous in selected where previous != target { deselectByUser(previous) }
    }
    setSelected(target, true, exclusive: false)
    hooks.didSelect(target)
    itemSelected.onNext(target)
  }

  private func deselectByUser(_ path: IndexPath) {
    setSelected(path, false, exclusive: false)
    hooks.didDeselect(path)
    itemDeselected.onNext(path)
  }

  /// Selection in code (`selectRow(at:animated:scrollPosition:)`): no
  /// delegate call and no event; scrolls the row into view. `nil` clears
  /// the selection; a row that is not shown is ignored.
  func selectInCode(
    _ path: IndexPath?, allowsMultipleSelection: Bool, placement: ScrollPlacement
  ) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(names.select, of: host) {
        self.selectInCode(
          path, allowsMultipleSelection: allowsMultipleSelection, placement: placement)
      }
    }
    guard let path else {
      for other in selected { setSelected(other, false, exclusive: false) }
      return
    }
    guard contains(path) else { return }
    setSelected(path, true, exclusive: !allowsMultipleSelection)
    scroll(to: path, position: placement)
  }

  /// A user's drag of the row at `source` to `destination`, as UIKit
  /// handles it: both places must exist (otherwise reported, and nothing
  /// moves) and the data source must allow moving
  /// the row; the view moves the row on screen, the data source updates its
  /// model, then `itemMoved` fires. A data source left inconsistent is
  /// reported and the view reloads.
  func moveByUser(from source: IndexPath, to destination: IndexPath) {
    guard contains(source) else {
      reportViewWarning(
        .indexPathOutOfRange, "\(names.move): \(describe(source)) is not a shown \(names.noun)")
      return
    }
    guard isMoveDestination(destination, from: source) else {
      reportViewWarning(
        .indexPathOutOfRange,
        "\(names.move): \(describe(destination)) is not a place for the \(names.noun) at "
          + "\(describe(source)); nothing moved")
      return
    }
    guard hooks.canMove(source) else { return }
    hooks.moveData(source, destination)
    do {
      // The move is the user's, not an animation: applied, not recorded.
      try commit([.moveRow(source, to: destination)], record: false)
    } catch {
      reportViewWarning(
        .invalidBatchUpdate,
        "\(names.move) from \(describe(source)) to \(describe(destination)) left the data source "
          + "inconsistent (\(error)); reloading")
      reloadData(record: true)
    }
    itemMoved.onNext((source, destination))
  }
}
