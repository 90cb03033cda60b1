import Foundation
import HeadlessUI
import Sections
import TestSupport
import Testing

/// Swift Testing versions of SectionedViewTypeTests: a staged changeset
/// applied to a table and a collection through the list contract alone.
@MainActor @Suite(.viewWarningsFailTests) struct SectionedViewTypeSuite {
  @Test func aTableAndACollectionApplyTheSameStagesThroughTheContract() throws {
    let views = try applyLettersDiffToBothViews()
    let (tableView, collectionView) = (views.table, views.collection)
    defer { withExtendedLifetime(views.sources) {} }
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
    let (tableView, source) = makeLettersTable(lettersBefore)
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
