import Foundation

/// What a list view calls its rows and its methods, for the warnings and
/// renders its engine writes: the only words in which a table and a
/// collection differ there.
struct ListNames {
  /// A row's name: `row` or `item`.
  let noun: String
  /// The method of a tap or selection in code: `selectRow` or `selectItem`.
  let select: String
  /// The method that scrolls to a row: `scrollToRow` or `scrollToItem`.
  let scrollTo: String
  /// The method that moves a row: `moveRow` or `moveItem`.
  let move: String

  /// A table's words.
  static let table = ListNames(
    noun: "row", select: "selectRow", scrollTo: "scrollToRow", move: "moveRow")
  /// A collection's words: its rows are items.
  static let collection = ListNames(
    noun: "item", select: "selectItem", scrollTo: "scrollToItem", move: "moveItem")
}

/// An index path as warnings write it: `[section, row]`.
func describe(_ path: IndexPath) -> String {
  path.count == 2 ? "[\(path.section), \(path.row)]" : "\(path)"
}

/// `1 row`, `2 rows`: a count and its noun, for rendering.
func count(_ number: Int, _ noun: String) -> String {
  "\(number) \(noun)\(number == 1 ? "" : "s")"
}
