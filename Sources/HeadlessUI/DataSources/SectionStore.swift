import Foundation
import Sections

/// The section models a data source holds, with UIKit-style access by
/// index path; shared by the table and collection data sources.
struct SectionStore<Section: SectionModelType> {
  private(set) var sections: [Section] = []

  mutating func set(_ sections: [Section]) {
    self.sections = sections
  }

  func contains(_ path: IndexPath) -> Bool {
    path.count == 2 && sections.indices.contains(path.section)
      && sections[path.section].items.indices.contains(path.row)
  }

  func item(at path: IndexPath) throws(RxDataSourceError) -> Section.Item {
    guard contains(path) else { throw .outOfBounds(indexPath: path) }
    return sections[path.section].items[path.row]
  }

  subscript(path: IndexPath) -> Section.Item {
    get { sections[path.section].items[path.row] }
    set {
      var items = sections[path.section].items
      items[path.row] = newValue
      sections[path.section] = Section(original: sections[path.section], items: items)
    }
  }

  /// Moves one item as a user's drag does. Nothing changes unless
  /// `source` holds an item and `destination` is a place for it (see
  /// ``isMoveDestination(_:from:)``): a bad destination never loses the item.
  mutating func move(from source: IndexPath, to destination: IndexPath) {
    guard contains(source), isMoveDestination(destination, from: source) else { return }
    var sourceItems = sections[source.section].items
    let item = sourceItems.remove(at: source.row)
    sections[source.section] = Section(original: sections[source.section], items: sourceItems)
    var destinationItems = sections[destination.section].items
    destinationItems.insert(item, at: destination.row)
    sections[destination.section] = Section(
      original: sections[destination.section], items: destinationItems)
  }

  /// Whether an item at `source` can be dropped at `destination`.
  func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
    destination.isMoveDestination(
      from: source, sectionCount: sections.count, itemCount: { sections[$0].items.count })
  }
}
