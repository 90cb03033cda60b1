import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class SectionedViewTypeTests: ScreenTestCase {
  func test_aTableAppliesAChangesetThroughTheContractInRxDataSourcesOrderWithItsAnimations()
    async throws
  {
    let source = LettersTableSource(lettersBefore)
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    try applyDiff(
      to: tableView, from: lettersBefore, to: lettersAfter, model: { source.sections = $0 },
      configuration: lettersAnimations)
    XCTAssertEqual(
      tableView.appliedUpdates.map(\.description),
      // RxDataSources' stages: deletions first, then insertions and moves.
      [
        "batch: deleteRows([0, 1], left)",
        "batch: insertRows([0, 2], top), moveRow([0, 1] -> [0, 0])",
      ])
    XCTAssertEqual(tableView.render(), "  c\n  a\n  d")
  }

  func test_aCollectionAppliesTheSameChangesetRecordingAutomaticAnimations() async throws {
    let source = LettersCollectionSource(lettersBefore)
    let collectionView = makeCollection()
    collectionView.dataSource = source
    try applyDiff(
      to: collectionView, from: lettersBefore, to: lettersAfter, model: { source.sections = $0 },
      configuration: lettersAnimations)
    XCTAssertEqual(
      collectionView.appliedUpdates.map(\.description),
      [
        "batch: deleteRows([0, 1], automatic)",
        "batch: insertRows([0, 2], automatic), moveRow([0, 1] -> [0, 0])",
      ])
    XCTAssertEqual(collectionView.render(), "  c\n  a\n  d")
  }

  func test_rxDataSourcesMethodNamesAreOneOperationEachAloneOrInsideABatch() async throws {
    let source = LettersTableSource([Letters(model: "A", items: ["a"])])
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    source.sections[0].items.append("b")
    tableView.insertItemsAtIndexPaths([IndexPath(row: 1, section: 0)], animationStyle: .fade)
    source.sections.insert(Letters(model: "Z", items: []), at: 0)
    try tableView.performBatchUpdates({
      tableView.insertSections([0], animationStyle: .bottom)
      tableView.reloadItemsAtIndexPaths([IndexPath(row: 0, section: 0)], animationStyle: .none)
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
    let source = LettersTableSource(lettersBefore)
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
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
