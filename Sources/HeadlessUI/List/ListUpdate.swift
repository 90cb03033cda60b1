import Foundation

/// One update a table or collection view applied, recorded in order for
/// tests (``ListScrollView/appliedUpdates``).
public enum ListUpdate: Equatable, Sendable, CustomStringConvertible {
  /// Everything was reloaded (`reloadData()`).
  case reloadData
  /// One validated batch (`performBatchUpdates`), its operations in the
  /// order they were called.
  case batch([BatchOperation])

  /// `reloadData`, or `batch:` and the operations.
  public var description: String {
    switch self {
    case .reloadData: return "reloadData"
    case .batch(let operations):
      return "batch: " + operations.map(\.description).joined(separator: ", ")
    }
  }
}

/// One operation of a batch update, with its animation (collections record
/// `.automatic`).
public enum BatchOperation: Equatable, Sendable, CustomStringConvertible {
  /// Sections inserted at these indices (after the update).
  case insertSections(IndexSet, animation: TableView.RowAnimation)
  /// Sections deleted at these indices (before the update).
  case deleteSections(IndexSet, animation: TableView.RowAnimation)
  /// Sections reloaded at these indices (before the update).
  case reloadSections(IndexSet, animation: TableView.RowAnimation)
  /// A section moved from an index before to an index after the update.
  case moveSection(Int, to: Int)
  /// Rows (items) inserted at these index paths (after the update).
  case insertRows([IndexPath], animation: TableView.RowAnimation)
  /// Rows (items) deleted at these index paths (before the update).
  case deleteRows([IndexPath], animation: TableView.RowAnimation)
  /// Rows (items) reloaded at these index paths (before the update).
  case reloadRows([IndexPath], animation: TableView.RowAnimation)
  /// A row (item) moved from an index path before to one after the update.
  case moveRow(IndexPath, to: IndexPath)

  /// The operation, its indices and its animation.
  public var description: String {
    func paths(_ paths: [IndexPath]) -> String {
      paths.map { "[\($0.section), \($0.row)]" }.joined(separator: " ")
    }
    func sections(_ set: IndexSet) -> String { set.map(String.init).joined(separator: " ") }
    switch self {
    case .insertSections(let set, let animation), .deleteSections(let set, let animation),
      .reloadSections(let set, let animation):
      return "\(caseName)(\(sections(set)), \(animation))"
    case .insertRows(let list, let animation), .deleteRows(let list, let animation),
      .reloadRows(let list, let animation):
      return "\(caseName)(\(paths(list)), \(animation))"
    case .moveSection(let from, let to):
      return "moveSection(\(from) -> \(to))"
    case .moveRow(let from, let to):
      return "moveRow([\(from.section), \(from.row)] -> [\(to.section), \(to.row)])"
    }
  }

  /// The name of the case (`insertSections`, …): every case has a payload,
  /// which a mirror labels with the case's name.
  private var caseName: String {
    Mirror(reflecting: self).children.first?.label ?? ""
  }
}

extension BatchOperation {
  /// The same operation with `animation` instead of its own (a collection
  /// records every operation as `.automatic`).
  func withAnimation(_ animation: TableView.RowAnimation) -> BatchOperation {
    switch self {
    case .insertSections(let set, _): .insertSections(set, animation: animation)
    case .deleteSections(let set, _): .deleteSections(set, animation: animation)
    case .reloadSections(let set, _): .reloadSections(set, animation: animation)
    case .insertRows(let paths, _): .insertRows(paths, animation: animation)
    case .deleteRows(let paths, _): .deleteRows(paths, animation: animation)
    case .reloadRows(let paths, _): .reloadRows(paths, animation: animation)
    case .moveSection, .moveRow: self
    }
  }
}
