import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class SectionedViewTypeTests: ScreenTestCase {
  func test_aTableAndACollectionApplyAChangesetThroughTheContractInRxDataSourcesOrder()
    async throws
  {
    let views = try applyLettersDiffToBothViews()
    let (tableView, collectionView) = (views.table, views.collection)
    defer { withExtendedLifetime(views.sources) {} }
    XCTAssertEqual(
      tableView.appliedUpdates.map(\.description),
      // RxDataSources' stages: deletions first, then insertions and moves,
      // with the configuration's animations.
      [
        "batch: deleteRows([0, 1], left)",
        "batch: insertRows([0, 2], top), moveRow([0, 1] -> [0, 0])",
      ])
    // A collection records every operation as `.automatic`.
    XCTAssertEqual(
      collectionView.appliedUpdates.map(\.description),
      [
        "batch: deleteRows([0, 1], automatic)",
        "batch: insertRows([0, 2], automatic), moveRow([0, 1] -> [0, 0])",
      ])
    XCTAssertEqual(tableView.render(), "  c\n  a\n  d")
    XCTAssertEqual(collectionView.render(), "  c\n  a\n  d")
  }

  func test_rxDataSourcesMethodNamesAreOneOperationEachAloneOrInsideABatch() async throws {
    let (tableView, source) = makeLettersTable([Letters(model: "A", items: ["a"])])
    source.sections[0].items.append("b")
    tableView.insertItemsAtIndexPaths([path(0, 1)], animationStyle: .fade)
    source.sections.insert(Letters(model: "Z", items: []), at: 0)
    try tableView.performBatchUpdates({
      tableView.insertSections([0], animationStyle: .bottom)
      tableView.reloadItemsAtIndexPaths([path(0, 0)], animationStyle: .none)
    })
    XCTAssertEqual(
      tableView.appliedUpdates.map(\.description),
      [
        "batch: insertRows([0, 1], fade)",
        "batch: insertSections(0, bottom), reloadRows([0, 0], none)",
      ])
    XCTAssertEqual(tableView.render(), "  a\n  b")
  }

  func test_aRefusedChangesetThrowsAndLeavesTheViewAsItWas() async throws {
    let (tableView, source) = makeLettersTable(lettersBefore)
    let stages = try Diff.differencesForSectionedView(
      initialSections: lettersBefore, finalSections: lettersAfter)
    // The model was not changed: the counts do not add up.
    source.sections = [Letters(model: "A", items: ["a"])]
    XCTAssertThrowsError(
      try tableView.performBatchUpdates(stages[0], animationConfiguration: lettersAnimations))
    XCTAssertEqual(tableView.appliedUpdates, [])
    XCTAssertEqual(tableView.render(), "  a\n  b\n  c")
  }

  func test_bothSectionedDataSourcesShareTheirModelAccess() async throws {
    let table = RxTableViewSectionedReloadDataSource<Letters>(configureCell: { _, _, _, _ in
      TableViewCell()
    })
    let collection = RxCollectionViewSectionedReloadDataSource<Letters>(configureCell: {
      _, _, _, _ in CollectionViewCell()
    })
    let dataSources: [SectionedDataSource<Letters>] = [table, collection]
    for dataSource in dataSources {
      dataSource.setSections(lettersBefore)
      dataSource[IndexPath(item: 1, section: 0)] = "B"
      XCTAssertEqual(dataSource.sectionModels[0].items, ["a", "B", "c"])
      XCTAssertEqual(dataSource[0].model, "A")
      XCTAssertEqual(try dataSource.model(at: IndexPath(item: 2, section: 0)) as? String, "c")
      XCTAssertThrowsError(try dataSource.model(at: IndexPath(item: 3, section: 0)))
    }
  }
}

/// Swift Testing versions of SectionedViewTypeTests: a staged changeset
/// applied to a table and a collection through the list contract alone.
@MainActor @Suite(.viewWarningsFailTests) struct SectionedViewTypeSwiftTestingTests {
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
