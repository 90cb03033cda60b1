import Foundation
import Sections

/// A scroll view of rows in sections: what ``TableView`` and
/// ``CollectionView`` share, written once.
///
/// It holds the members both views have under the same name and meaning:
/// the visible rows (``visibleRowCount``, ``scrollOffset``), the counts
/// shown, ``reloadData()``, validated batches
/// (``performBatchUpdates(_:completion:)``), the record of
/// ``appliedUpdates``, whether rows can be selected, and the `rx` events of
/// the user's selections and moves (`rx.itemSelected`, `rx.modelSelected`,
/// `rx.itemMoved`, …). A collection's items count as rows here. What
/// differs (the data source, the delegate, the cell type and UIKit's
/// method names) stays in each view.
///
/// Use ``TableView`` or ``CollectionView``, or subclass one of them: the
/// rows come from their data sources, so a `ListScrollView` made directly
/// (or a direct subclass) shows no rows. Main-actor only.
@preconcurrency @MainActor
open class ListScrollView: ScrollView {
  /// Whether several rows can be selected at once.
  public var allowsMultipleSelection = false
  /// Whether rows can be selected at all.
  public var allowsSelection = true

  /// The engine behind the view, as far as its cell type does not matter;
  /// ``TableView`` and ``CollectionView`` return theirs.
  var list: any ListContent { noRows }

  // What a list view made directly shows: nothing, without a crash (any
  // cell type does; it never has a cell).
  private lazy var noRows = ListEngine<TableViewCell>(host: self, names: .table, hooks: .noRows)

  /// The view's data source, for `rx.model(at:)` and `rx.modelSelected`.
  var dataSourceObject: AnyObject? { nil }

  override var rowContent: RowContent? { list }

  /// How many cells this view has ever created (for reuse checks).
  public var numberOfCellsCreated: Int { list.cellsCreated }

  /// The number of sections shown.
  public var numberOfSections: Int { list.counts.count }

  // MARK: Visible rows

  /// How many rows are visible at once (default 10): what fits on the
  /// screen; only these have cells.
  public var visibleRowCount: Int {
    get { list.visibleRowCount }
    set { list.setVisibleRowCount(newValue) }
  }

  /// The position of the first visible row among all rows, counted across
  /// sections (0 at the top); clamped to 0 through the row count minus
  /// ``visibleRowCount``. Setting it scrolls that row's top to the
  /// ``ScrollView/contentOffset``; setting the offset sets it to the row at
  /// the offset.
  public var scrollOffset: Int {
    get { list.scrollOffset }
    set { list.setScrollOffset(newValue) }
  }

  // MARK: Reload and batches

  /// Asks the data source for every count and visible cell again; visible
  /// cells return to their pools first (so they are reused) and the
  /// selection is cleared. Recorded as ``ListUpdate/reloadData``.
  ///
  /// Main-actor only, as every change of a list: one asked off the main
  /// thread is reported (``ViewWarning/Kind/offMainThread``) and made when
  /// the main queue next runs.
  open func reloadData() {
    list.reloadDataCalled()
  }

  /// Applies the insertions, deletions, moves and reloads called in
  /// `updates` as one batch, validated as UIKit validates it.
  ///
  /// Call the operations inside `updates` after changing the model: when
  /// the block returns, the view asks the data source for the new counts
  /// and checks them against the counts it showed and the operations
  /// (UIKit's rules: indices in range, each index once, counts before ±
  /// changes = counts after). A valid batch moves the visible cells to their
  /// new rows, creates cells for inserted and reloaded rows, and is recorded
  /// in ``appliedUpdates``.
  ///
  /// - Throws: ``Sections/ChangesetValidationError`` naming the rule, the
  ///   section and the numbers; the view then shows exactly what it
  ///   showed before and records nothing (the caller must restore its
  ///   model, or call ``reloadData()``). Called off the main thread, the
  ///   batch is reported and made on the main queue (see ``reloadData()``),
  ///   and a refused one is reported as a ``ViewWarning`` instead.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) throws(ChangesetValidationError) {
    try list.performBatchCalled(updates, completion: completion)
  }

  /// Every reload and batch update applied so far, in order.
  public var appliedUpdates: [ListUpdate] { list.updates }

  // MARK: Selection, for each view's UIKit-named methods

  /// `selectRow(at:)` / `selectItem(at:)`: the user's tap on the row at
  /// `path`, under this view's selection settings.
  func userTap(_ path: IndexPath) {
    list.tap(
      path, allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection)
  }

  /// `selectRow(at:animated:scrollPosition:)` and the collection's: selects
  /// `path` in code (`nil` clears), scrolling it to `placement`.
  func select(_ path: IndexPath?, placement: ScrollPlacement) {
    list.selectInCode(
      path, allowsMultipleSelection: allowsMultipleSelection, placement: placement)
  }

  /// `deselectRow(at:animated:)` and the collection's: deselects `path` in
  /// code, telling no one.
  func deselect(_ path: IndexPath) {
    list.setSelected(path, false, exclusive: false)
  }
}
