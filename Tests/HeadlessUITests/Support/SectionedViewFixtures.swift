import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

typealias Letters = AnimatableSectionModel<String, String>

/// Applies every stage from `before` to `after` to `view` through the list
/// contract alone, as RxDataSources' animated data sources do.
@MainActor
func applyDiff(
  to view: some SectionedViewType, from before: [Letters], to after: [Letters],
  model: ([Letters]) -> Void, configuration: AnimationConfiguration
) throws {
  for stage in try Diff.differencesForSectionedView(initialSections: before, finalSections: after) {
    model(stage.finalSections)
    try view.performBatchUpdates(stage, animationConfiguration: configuration)
  }
}

@MainActor
final class LettersTableSource: TableViewDataSource {
  var sections: [Letters]
  init(_ sections: [Letters]) { self.sections = sections }
  func numberOfSections(in tableView: TableView) -> Int { sections.count }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].items.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section].items[indexPath.row]
    return cell
  }
}

@MainActor
final class LettersCollectionSource: CollectionViewDataSource {
  var sections: [Letters]
  init(_ sections: [Letters]) { self.sections = sections }
  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { sections[section].items.count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
    (cell as? TileCell)?.title.text = sections[indexPath.section].items[indexPath.item]
    return cell
  }
}

let lettersBefore = [Letters(model: "A", items: ["a", "b", "c"])]
let lettersAfter = [Letters(model: "A", items: ["c", "a", "d"])]
let lettersAnimations = AnimationConfiguration(
  insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left)

/// A table showing `sections` through a ``LettersTableSource`` (returned
/// too: the table holds it weakly).
@MainActor
func makeLettersTable(_ sections: [Letters]) -> (TableView, LettersTableSource) {
  let source = LettersTableSource(sections)
  let tableView = TableView()
  tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
  tableView.dataSource = source
  return (tableView, source)
}

/// A table and a collection both shown the same diff, with their sources
/// (the views hold them weakly).
@MainActor
struct LettersDiffViews {
  let table: TableView
  let collection: CollectionView
  let sources: [AnyObject]
}

/// The same diff applied to a table (with `lettersAnimations`) and a
/// collection (which records `.automatic`).
@MainActor
func applyLettersDiffToBothViews() throws -> LettersDiffViews {
  let (tableView, tableSource) = makeLettersTable(lettersBefore)
  let collectionSource = LettersCollectionSource(lettersBefore)
  let collectionView = makeCollection()
  collectionView.dataSource = collectionSource
  try applyDiff(
    to: tableView, from: lettersBefore, to: lettersAfter, model: { tableSource.sections = $0 },
    configuration: lettersAnimations)
  try applyDiff(
    to: collectionView, from: lettersBefore, to: lettersAfter,
    model: { collectionSource.sections = $0 }, configuration: lettersAnimations)
  return LettersDiffViews(
    table: tableView, collection: collectionView, sources: [tableSource, collectionSource])
}
