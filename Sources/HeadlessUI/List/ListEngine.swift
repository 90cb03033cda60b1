import Foundation
import Sections
import Streams

/// The part of a table or collection view that does not depend on which:
/// the row counts it shows, the visible rows and their cells,
/// the reuse pools, selection, validated batch updates and the user's taps
/// and drags (``ListEngine+UserActions.swift``). ``TableView`` and
/// ``CollectionView`` each hold one and forward to it; what differs between
/// them (their data source's and delegate's method names) comes in
/// through ``Callbacks``, what differs between their cells through
/// ``ListCell``, and their words (`row` or `item`, `selectRow` or
/// `selectItem`, …) through ``ListNames``.
///
/// Only the visible rows have cells. Cells whose rows stop being visible
/// go to their reuse identifier's pool before new ones are requested, so a
/// list showing `n` rows creates at most `n` cells per reuse identifier
/// (plus the ones a data source makes without dequeuing).
@MainActor
final class ListEngine<Cell: ListCell> {

  // `unowned(unsafe)`: the host owns this engine and outlives every call
  // (see the views' `engineHooks`).
  unowned(unsafe) let host: ScrollView
  let hooks: Callbacks
  /// What rows and the view's methods are called in warnings and renders.
  let names: ListNames

  /// The rows shown, per section and numbered across sections.
  private(set) var rows = RowIndex()
  private(set) var visible: [IndexPath: Cell] = [:]
  private var pool: [String: [Cell]] = [:]
  private(set) var cellsCreated = 0
  private(set) var selected: Set<IndexPath> = []
  private(set) var updates: [ListUpdate] = []
  var registrations: [String: @MainActor () -> Cell] = [:]

  private var pendingBatch: [BatchOperation]?
  private var batchDepth = 0

  /// Rows the user selected (`rx.itemSelected`).
  let itemSelected = PublishSubject<IndexPath>()
  /// Rows the user deselected (`rx.itemDeselected`).
  let itemDeselected = PublishSubject<IndexPath>()
  /// Rows the user moved (`rx.itemMoved`).
  let itemMoved = PublishSubject<ItemMovedEvent>()
  /// Each cell about to be shown (`rx.willDisplayCell`); sent only while
  /// observed.
  let willDisplayCell = PublishSubject<(cell: Cell, indexPath: IndexPath)>()
  /// Each cell that stopped being shown (`rx.didEndDisplayingCell`); sent
  /// only while observed.
  let didEndDisplayingCell = PublishSubject<(cell: Cell, indexPath: IndexPath)>()

  /// How many rows are visible at once.
  private(set) var visibleRowCount = 10
  /// The flat index of the first visible row: the row at
  /// `offsetSetInCode` when there is one (clamped), else the row scrolled to.
  private(set) var scrollOffset = 0
  /// The content offset as set in code (or by a drag), kept exactly as
  /// UIKit keeps it, between rows or outside the content alike; `nil` when
  /// the offset is the first visible row's top (after a scroll to a row).
  private var offsetSetInCode: CGPoint?
  /// The flat rows the last layout showed, while only layouts changed the
  /// shown cells and the counts since; `nil` makes the next layout look at
  /// every shown cell.
  private var laidOut: Range<Int>?
  /// Counts layouts and count changes: a layout whose delegate or data
  /// source callback reloaded, updated or scrolled the view (a layout of
  /// its own ran meanwhile) stops at once.
  private var layoutGeneration = 0

  init(host: ScrollView, names: ListNames, hooks: Callbacks) {
    self.host = host
    self.names = names
    self.hooks = hooks
  }

  /// Rows per section, as shown.
  var counts: [Int] { rows.counts }

  var totalRows: Int { rows.total }

  // MARK: Visible rows

  func setVisibleRowCount(_ size: Int) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("visibleRowCount", of: host) { self.setVisibleRowCount(size) }
    }
    let before = contentOffset
    visibleRowCount = max(0, size)
    followOffset()
    layout()
    reportScroll(from: before)
  }

  /// Shows row `offset` first (clamped), its top becoming the offset.
  func setScrollOffset(_ offset: Int) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("contentOffset", of: host) { self.setScrollOffset(offset) }
    }
    let before = contentOffset
    offsetSetInCode = nil
    scrollOffset = clampedOffset(offset)
    layout()
    reportScroll(from: before)
  }

  /// The content offset: the one set in code, else the first visible
  /// row's top.
  var contentOffset: CGPoint {
    offsetSetInCode ?? CGPoint(x: 0, y: CGFloat(scrollOffset) * rowExtent)
  }

  /// Keeps `offset` (finite) as the content offset and shows the row at
  /// `offset.y` first, clamped to the rows there are.
  func setContentOffset(_ offset: CGPoint) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("contentOffset", of: host) { self.setContentOffset(offset) }
    }
    let before = contentOffset
    offsetSetInCode = offset
    followOffset()
    layout()
    reportScroll(from: before)
  }

  /// The row height changed: the rows under an offset set in code move.
  func rowExtentChanged() {
    guard offsetSetInCode != nil else { return }
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("rowHeight", of: host) { self.rowExtentChanged() }
    }
    followOffset()
    layout()
  }

  /// Makes the first visible row the row at the offset set in code, or
  /// keeps it, clamped to the rows and the visible row count there are
  /// now: after a scroll, a reload, a batch or a new visible row count.
  private func followOffset() {
    scrollOffset = clampedOffset(offsetSetInCode.map { row(at: $0.y) } ?? scrollOffset)
  }

  /// The flat row at height `y` (finite), within 0…`totalRows` before it is
  /// made an `Int`, which a huge offset (or a tiny row extent) would
  /// overflow.
  private func row(at y: CGFloat) -> Int {
    let row = (y / rowExtent).rounded(.down)
    guard !row.isNaN else { return 0 }
    return Int(min(max(row, 0), CGFloat(totalRows)))
  }

  /// The height of one row, in the scroll view's points.
  var rowExtent: CGFloat { hooks.rowExtent() }

  /// Tells the host it scrolled when the content offset moved from
  /// `before`: after the visible rows were laid out, so that what
  /// `rx.didScroll` subscribers read is current.
  private func reportScroll(from before: CGPoint) {
    if contentOffset != before { host.didScroll() }
  }

  private func clampedOffset(_ offset: Int) -> Int {
    max(0, min(offset, totalRows - visibleRowCount))
  }

  func flatIndex(of path: IndexPath) -> Int? { rows.flatIndex(of: path) }

  func contains(_ path: IndexPath) -> Bool { flatIndex(of: path) != nil }

  /// Whether a row shown at `source` can be moved to `destination`.
  func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
    destination.isMoveDestination(
      from: source, sectionCount: counts.count, itemCount: { counts[$0] })
  }

  /// The index paths of the visible rows, in order.
  var visiblePaths: [IndexPath] { rows.paths(visibleRange) }

  /// The visible flat rows.
  private var visibleRange: Range<Int> {
    scrollOffset..<max(scrollOffset, min(totalRows, scrollOffset + visibleRowCount))
  }

  func layout() {
    layoutGeneration &+= 1
    let generation = layoutGeneration
    let visibleRange = self.visibleRange
    if let previous = laidOut {
      // Only the visible range moved since the last layout: the rows that leave
      // and enter are known without looking at every shown cell (a scroll
      // by one row recycles one cell and displays one).
      laidOut = visibleRange
      for flat in previous.reversed() where !visibleRange.contains(flat) {
        let path = rows.path(ofFlat: flat)
        guard let cell = visible.removeValue(forKey: path) else { continue }
        recycle(cell, at: path)
        if layoutGeneration != generation { return }
      }
      for flat in visibleRange where !previous.contains(flat) {
        show(rows.path(ofFlat: flat))
        if layoutGeneration != generation { return }
      }
      return
    }
    var leaving: [(key: IndexPath, value: Cell)] = []
    for entry in visible {
      if let flat = flatIndex(of: entry.key), visibleRange.contains(flat) { continue }
      leaving.append(entry)
    }
    if leaving.count > 1 { leaving.sort(by: Self.lastRowFirst) }
    laidOut = visibleRange
    for (path, cell) in leaving {
      visible[path] = nil
      recycle(cell, at: path)
      if layoutGeneration != generation { return }
    }
    for path in visiblePaths {
      show(path)
      if layoutGeneration != generation { return }
    }
  }

  /// Displays the data source's cell for `path` unless one is shown there;
  /// when the data source has none, the next layout looks at every row
  /// again (and asks again).
  private func show(_ path: IndexPath) {
    guard visible[path] == nil else { return }
    guard let cell = hooks.cell(path) else {
      laidOut = nil
      return
    }
    display(cell, at: path)
  }

  /// The shown cells, last row first: recycling in this order makes the
  /// pools (last in, first out) hand each row its previous cell again, and
  /// makes display events deterministic.
  private var visibleInReverseOrder: [(key: IndexPath, value: Cell)] {
    visible.sorted(by: Self.lastRowFirst)
  }

  private static func lastRowFirst(
    _ lhs: (key: IndexPath, value: Cell), _ rhs: (key: IndexPath, value: Cell)
  ) -> Bool {
    (lhs.key.section, lhs.key.row) > (rhs.key.section, rhs.key.row)
  }

  private func display(_ cell: Cell, at path: IndexPath) {
    visible[path] = cell
    host.addSubview(cell)
    cell.showSelected(!selected.isEmpty && selected.contains(path))
    hooks.willDisplay(cell, path)
    if willDisplayCell.hasObservers { willDisplayCell.onNext((cell, path)) }
  }

  /// Returns `cell`, already taken out of `visible`, to its pool.
  private func recycle(_ cell: Cell, at path: IndexPath) {
    cell.removeFromSuperview()
    hooks.didEndDisplaying(cell, path)
    if didEndDisplayingCell.hasObservers { didEndDisplayingCell.onNext((cell, path)) }
    if let identifier = cell.reuseIdentifier {
      pool[identifier, default: []].append(cell)
    }
  }

  // MARK: Reuse

  /// A pooled cell for `identifier` (prepared for reuse), or a new one;
  /// `nil` when nothing is registered under `identifier`.
  func dequeue(_ identifier: String) -> Cell? {
    // Popped in place (a copy of the pool's array would copy every cell).
    if let cell = pool[identifier]?.popLast() {
      cell.prepareForReuse()
      return cell
    }
    guard let make = registrations[identifier] else { return nil }
    cellsCreated += 1
    return make()
  }

  // MARK: Reload

  /// Asks the data source for everything again; every shown cell goes back
  /// to its pool first, and the selection is cleared (as UIKit does).
  func reloadData(record: Bool) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(record ? "reloadData()" : "dataSource", of: host) {
        self.reloadData(record: record)
      }
    }
    let before = contentOffset
    for (path, cell) in visibleInReverseOrder {
      visible[path] = nil
      recycle(cell, at: path)
    }
    setCounts(hooks.counts())
    selected = []
    followOffset()
    layout()
    if record { updates.append(.reloadData) }
    reportScroll(from: before)
  }

  private func setCounts(_ newCounts: [Int]) {
    laidOut = nil
    layoutGeneration &+= 1
    rows = RowIndex(counts: newCounts)
  }

  // MARK: Selection

  func setSelected(_ path: IndexPath, _ isSelected: Bool, exclusive: Bool) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(isSelected ? names.select : "de" + names.select, of: host) {
        self.setSelected(path, isSelected, exclusive: exclusive)
      }
    }
    if isSelected && exclusive {
      for other in selected where other != path { setSelected(other, false, exclusive: false) }
    }
    if isSelected { selected.insert(path) } else { selected.remove(path) }
    if let cell = visible[path] { cell.showSelected(isSelected) }
  }

  // MARK: Batch updates

  var isInBatch: Bool { pendingBatch != nil }

  /// `performBatchUpdates(_:completion:)`: the operations `updates` calls
  /// form one batch, validated and applied when it returns; `completion`
  /// learns whether it was.
  func performBatch(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  ) throws(ChangesetValidationError) {
    beginUpdates()
    updates?()
    do {
      try endUpdates()
    } catch {
      completion?(false)
      throw error
    }
    completion?(true)
  }

  func beginUpdates() {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("beginUpdates()", of: host) { self.beginUpdates() }
    }
    if batchDepth == 0 { pendingBatch = [] }
    batchDepth += 1
  }

  /// Ends the outermost batch: validates it and applies it, or throws and
  /// shows what it showed before.
  func endUpdates() throws(ChangesetValidationError) {
    guard ChangeGate.allowsNow else {
      return queueBatch("endUpdates()") { () throws(ChangesetValidationError) in
        try self.endUpdates()
      }
    }
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    guard batchDepth == 0 else { return }
    let operations = pendingBatch ?? []
    pendingBatch = nil
    try commit(operations, record: true)
  }

  /// Queues `batch`, asked off the main thread as `call` (see
  /// ``ChangeGate``); should it be refused, nobody is left to catch the
  /// error, so it is reported as a ``ViewWarning``.
  func queueBatch(
    _ call: String, _ batch: @escaping @MainActor () throws(ChangesetValidationError) -> Void
  ) {
    ChangeGate.queue(call, of: host) {
      do throws(ChangesetValidationError) {
        try batch()
      } catch {
        reportViewWarning(.invalidBatchUpdate, "\(call) was refused: \(error)")
      }
    }
  }

  /// Records `operation` in the open batch, or applies it alone; an invalid
  /// lone operation is reported and leaves the view unchanged.
  func perform(_ operation: BatchOperation) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("\(operation)", of: host) { self.perform(operation) }
    }
    if pendingBatch != nil {
      pendingBatch?.append(operation)
      return
    }
    do {
      try commit([operation], record: true)
    } catch {
      reportViewWarning(.invalidBatchUpdate, "\(operation) was refused: \(error)")
    }
  }

  /// Validates `operations` against the counts shown and the data source's
  /// counts, then moves the shown cells to their new rows.
  func commit(_ operations: [BatchOperation], record: Bool) throws(ChangesetValidationError) {
    let plan = BatchPlan(operations)
    let after = hooks.counts().map { max(0, $0) }
    do {
      try plan.changeset.validate(
        itemCountsBefore: counts,
        itemCountsAfter: after)
    } catch let error as ChangesetValidationError {
      throw error
    } catch {
      preconditionFailure("validate throws ChangesetValidationError only")
    }
    let mapping = plan.mapping(sectionsBefore: counts.count, sectionsAfter: after.count)
    var moved: [IndexPath: Cell] = [:]
    for (path, cell) in visibleInReverseOrder {
      if let newPath = mapping.newPath(of: path) {
        moved[newPath] = cell
      } else {
        visible[path] = nil
        recycle(cell, at: path)
      }
    }
    visible = moved
    laidOut = nil
    setCounts(after)
    // A reloaded section may have fewer rows now: drop what no longer exists.
    selected = Set(
      selected.compactMap { mapping.newPath(of: $0) }.filter(contains))
    let before = contentOffset
    followOffset()
    layout()
    if record { updates.append(.batch(operations)) }
    reportScroll(from: before)
  }
}
