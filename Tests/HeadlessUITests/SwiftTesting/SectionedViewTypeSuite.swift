import Foundation
import HeadlessUI
import Sections
import TestSupport
import Testing

/// Swift Testing versions of SectionedViewTypeTests: a staged changeset
/// applied to a table and a collection through the list contract alone.
@MainActor @Suite(.viewWarningsFailTests) struct SectionedViewTypeSuite {
  @Test func aTableAndACollectionApplyTheSameStagesThroughTheContract() throws {
    let tableSource = LettersTableSource(lettersBefore)
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = tableSource
    let collectionSource = LettersCollectionSource(lettersBefore)
    let collectionView = makeCollection()
    collectionView.dataSource = collectionSource
    try applyDiff(
      to: tableView, from: lettersBefore, to: lettersAfter,
      model: { tableSource.sections = $0 }, configuration: lettersAnimations)
    try applyDiff(
      to: collectionView, from: lettersBefore, to: lettersAfter,
      model: { collectionSource.sections = $0 }, configuration: lettersAnimations)
    #expect(
      tableView.appliedUpdates.map(\.description) == [
        "batch: deleteRows([0, 1], left)",
        "batch: insertRows([0, 2], top), moveRow([0, 1] -> [0, 0])",
      ])
    #expect(
      collectionView.appliedUpdates.map(\.description) == [
        "batch: deleteRows([0, 1], automatic)",
        "batch: insertRows([0, 2], automatic), moveRow([0, 1] -> [0, 0])",
      ])
    #expect(tableView.render() == "  c\n  a\n  d")
    #expect(collectionView.render() == "  c\n  a\n  d")
  }

  @Test func aRefusedChangesetThrowsAndLeavesTheTableAsItWas() throws {
    let source = LettersTableSource(lettersBefore)
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    let stages = try Diff.differencesForSectionedView(
      initialSections: lettersBefore, finalSections: lettersAfter)
    source.sections = [Letters(model: "A", items: ["a"])]
    #expect(throws: ChangesetValidationError.self) {
      try tableView.performBatchUpdates(stages[0], animationConfiguration: lettersAnimations)
    }
    #expect(tableView.appliedUpdates.isEmpty)
    #expect(tableView.render() == "  a\n  b\n  c")
  }
}
