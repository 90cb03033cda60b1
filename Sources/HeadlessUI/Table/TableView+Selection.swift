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

  /// Selects a row in code, as UIKit's method does: no delegate call and no
  /// `rx` event; scrolls it into view per `scrollPosition`. `nil` clears
  /// the selection.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    select(indexPath, placement: scrollPosition.placement)
  }

  /// Deselects a row in code: no delegate call and no `rx` event.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    deselect(indexPath)
  }
}
