import Foundation
import Sections

// The bodies of the methods TableView and CollectionView both have under
// their own UIKit names (`cellForRow(at:)` / `cellForItem(at:)`, …): one
// home, each view's method a call.
extension ListEngine {
  // MARK: Scrolling to a row

  /// `scrollToRow(at:at:animated:)` / `scrollToItem(at:at:animated:)`:
  /// scrolls so that `path` is at the top, middle or bottom of the visible rows;
  /// `.none` scrolls the least that makes it visible. Out-of-range paths
  /// are reported and ignored.
  func scroll(to path: IndexPath, position: ScrollPlacement) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(names.scrollTo, of: host) {
        self.scroll(to: path, position: position)
      }
    }
    guard let flat = flatIndex(of: path) else {
      reportViewWarning(
        .indexPathOutOfRange, "\(names.scrollTo): \(describe(path)) is not a shown \(names.noun)")
      return
    }
    let offset: Int
    switch position {
    case .top: offset = flat
    case .middle: offset = flat - visibleRowCount / 2
    case .bottom: offset = flat - visibleRowCount + 1
    case .nearest:
      if flat < scrollOffset {
        offset = flat
      } else if flat >= scrollOffset + visibleRowCount {
        offset = flat - visibleRowCount + 1
      } else {
        // Visible already: no scroll, as in UIKit (an offset set in code
        // between rows stays).
        return
      }
    }
    setScrollOffset(offset)
  }

  // MARK: Registration and reuse

  /// `register(_:forCellReuseIdentifier:)`: cells for `identifier` are made
  /// from `cellClass` by `make` from now on; a `nil` class removes the
  /// registration.
  func register<Class>(
    _ cellClass: Class?, for identifier: String, make: @escaping @MainActor (Class) -> Cell
  ) {
    guard let cellClass else {
      registrations[identifier] = nil
      return
    }
    registrations[identifier] = { make(cellClass) }
  }

  /// `dequeueReusableCell(withIdentifier:for:)`: a pooled or new cell; an
  /// unregistered identifier is reported and `fallback()` returned.
  func dequeue(_ identifier: String, for path: IndexPath, fallback: () -> Cell) -> Cell {
    if let cell = dequeue(identifier) { return cell }
    reportViewWarning(
      .unregisteredReuseIdentifier,
      "unable to dequeue a cell with identifier \(identifier) for \(names.noun) \(describe(path)): "
        + "register a class for it first")
    return fallback()
  }

  // MARK: Counts and cells

  /// The number of rows shown in `section` (0 for one that does not exist).
  func rowCount(inSection section: Int) -> Int {
    counts.indices.contains(section) ? counts[section] : 0
  }

  /// The cells of the visible rows, in row order.
  ///
  /// Loops, not closures, here and in ``indexPath(for:)``: a read made off
  /// the main thread must not stop the process (see ``ChangeGate``).
  var visibleCells: [Cell] {
    var cells: [Cell] = []
    for path in visiblePaths {
      if let cell = visible[path] { cells.append(cell) }
    }
    return cells
  }

  /// The row `cell` is showing, if it is visible.
  func indexPath(for cell: Cell) -> IndexPath? {
    for (path, shown) in visible where shown === cell { return path }
    return nil
  }

  // MARK: Reload and batches called on the view

  /// The view's `reloadData()`: recorded (off the main thread, queued: see
  /// ``ChangeGate``).
  func reloadDataCalled() {
    reloadData(record: true)
  }

  /// The view's `performBatchUpdates(_:completion:)`:
  /// ``performBatch(_:completion:)``. Off the main thread it is queued (see
  /// ``ChangeGate``), `updates` runs on the main queue, and a refused
  /// batch is reported as a ``ViewWarning`` instead of thrown.
  func performBatchCalled(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?
  ) throws(ChangesetValidationError) {
    guard ChangeGate.allowsNow else {
      return queueBatch("performBatchUpdates(_:completion:)") {
        () throws(ChangesetValidationError) in
        try self.performBatch(updates, completion: completion)
      }
    }
    try performBatch(updates, completion: completion)
  }

  /// `moveRow(at:to:)` / `moveItem(at:to:)`: inside a batch, a move
  /// operation; outside, the user's drag (``moveByUser(from:to:)``).
  func move(from source: IndexPath, to destination: IndexPath) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(names.move, of: host) {
        self.move(from: source, to: destination)
      }
    }
    if isInBatch {
      perform(.moveRow(source, to: destination))
    } else {
      moveByUser(from: source, to: destination)
    }
  }

  // MARK: Selection called on the view

  /// `selectRow(at:)` / `selectItem(at:)`: the user's tap, when the view
  /// allows selection at all.
  func tap(_ path: IndexPath, allowsSelection: Bool, allowsMultipleSelection: Bool) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue(names.select, of: host) {
        self.tap(
          path, allowsSelection: allowsSelection, allowsMultipleSelection: allowsMultipleSelection)
      }
    }
    guard allowsSelection else { return }
    selectByUser(path, allowsMultipleSelection: allowsMultipleSelection)
  }
}
