import Foundation

extension TableView {
  /// The selected row (the first, in row order, when several are).
  public var indexPathForSelectedRow: IndexPath? {
    engine.sortedSelection.first
  }

  /// The selected rows in row order, or `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let paths = engine.sortedSelection
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
    userTap(indexPath, caller: "selectRow")
  }

  /// Selects a row in code, as UIKit's method does: no delegate call and no
  /// `rx` event; scrolls it into view per `scrollPosition`. `nil` clears
  /// the selection.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    select(indexPath, placement: scrollPosition.placement, caller: "selectRow")
  }

  /// Deselects a row in code: no delegate call and no `rx` event.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    engine.setSelected(indexPath, false, exclusive: false)
  }
}
