import Foundation
import Sections
import Streams

/// What ``ListScrollView`` asks of the ``ListEngine`` behind a table or
/// collection: every part that does not depend on the cell type, so that
/// the members both views share are written once, in the base class.
@MainActor
protocol ListContent: RowContent {
  /// Rows per section, as shown.
  var counts: [Int] { get }
  /// How many cells the view has ever created.
  var cellsCreated: Int { get }
  /// Every reload and batch update applied so far.
  var updates: [ListUpdate] { get }
  /// The selected rows in row order.
  var sortedSelection: [IndexPath] { get }
  /// Rows the user selected (`rx.itemSelected`).
  var itemSelected: PublishSubject<IndexPath> { get }
  /// Rows the user deselected (`rx.itemDeselected`).
  var itemDeselected: PublishSubject<IndexPath> { get }
  /// Rows the user moved (`rx.itemMoved`).
  var itemMoved: PublishSubject<ItemMovedEvent> { get }

  /// Shows `size` rows at once.
  func setVisibleRowCount(_ size: Int)
  /// The view's `reloadData()`.
  func reloadDataCalled()
  /// The view's `performBatchUpdates(_:completion:)`.
  func performBatchCalled(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  ) throws(ChangesetValidationError)
  /// The user's tap on a row, when the view allows selection.
  func tap(_ path: IndexPath, allowsSelection: Bool, allowsMultipleSelection: Bool)
  /// Selection in code, scrolling the row to `placement`.
  func selectInCode(_ path: IndexPath?, allowsMultipleSelection: Bool, placement: ScrollPlacement)
  /// Selects or deselects one row, without telling anyone.
  func setSelected(_ path: IndexPath, _ isSelected: Bool, exclusive: Bool)
}

extension ListEngine: ListContent {}
