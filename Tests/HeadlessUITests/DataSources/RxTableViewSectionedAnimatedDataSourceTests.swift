import Dispatch
import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

/// An item whose `==` ignores `note`, as users' models sometimes do.
private struct NotedItem: IdentifiableType, Equatable {
  var id: Int
  var note: String
  var identity: Int { id }
  static func == (lhs: NotedItem, rhs: NotedItem) -> Bool { lhs.id == rhs.id }
}

private typealias NotedSection = AnimatableSectionModel<String, NotedItem>

/// A section type whose `init(original:items:)` keeps only the first item.
private struct ClippedSection: AnimatableSectionModelType {
  var name: String
  var items: [IdentifiableValue<Int>]
  var identity: String { name }
  init(name: String, items: [Int]) {
    self.name = name
    self.items = items.map { IdentifiableValue(value: $0) }
  }
  init(original: ClippedSection, items: [IdentifiableValue<Int>]) {
    self = original
    self.items = Array(items.prefix(1))
  }
}

@MainActor
final class RxTableViewSectionedAnimatedDataSourceTests: ScreenTestCase {
  // MARK: Reload or animate

  func test_firstListReloadsEvenOnScreen() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    let bag = DisposeBag()
    Observable.just([numberSection("A", [1, 2])])
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData])
    XCTAssertEqual(tableView.render(), "== A ==\n  1\n  2")
  }

  func test_laterListsOnAFreeStandingTableAnimateWithTheConfiguredAnimations() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource(
      configuration: AnimationConfiguration(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left))
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2, 3])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([numberSection("A", [1, 3, 4])])
    XCTAssertEqual(
      tableView.appliedUpdates,
      [
        .reloadData,
        // One batch per stage of the differ, deletions first (RxDataSources' order).
        .batch([.deleteRows([path(0, 1)], animation: .left)]),
        .batch([.insertRows([path(0, 2)], animation: .top)]),
      ])
    XCTAssertEqual(tableView.render(), "== A ==\n  1\n  3\n  4")
  }

  func test_changedItemsAreReloadedWithTheReloadAnimation() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeVersionedDataSource()
    let relay = BehaviorRelay(value: [
      VersionedSection(model: "S", items: [.init(id: 1), .init(id: 2)])
    ])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let untouched = tableView.cellForRow(at: path(0, 0))
    relay.accept([VersionedSection(model: "S", items: [.init(id: 1), .init(id: 2, version: 1)])])
    XCTAssertEqual(
      tableView.appliedUpdates.last, .batch([.reloadRows([path(0, 1)], animation: .fade)]))
    XCTAssertEqual(tableView.render(), "== S ==\n  1.0\n  2.1\n-- 2 items --")
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === untouched)
  }

  func test_movedItemsKeepTheirCells() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2, 3])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let cells = (0..<3).map { tableView.cellForRow(at: path(0, $0)) }
    let created = tableView.numberOfCellsCreated
    relay.accept([numberSection("A", [3, 1, 2])])
    XCTAssertEqual(tableView.render(), "== A ==\n  3\n  1\n  2")
    XCTAssertTrue(tableView.cellForRow(at: path(0, 0)) === cells[2])
    XCTAssertTrue(tableView.cellForRow(at: path(0, 1)) === cells[0])
    XCTAssertTrue(tableView.cellForRow(at: path(0, 2)) === cells[1])
    XCTAssertEqual(tableView.numberOfCellsCreated, created)
    guard case .batch(let operations) = tableView.appliedUpdates.last else {
      return XCTFail("not animated: \(tableView.appliedUpdates)")
    }
    XCTAssertTrue(operations.allSatisfy { if case .moveRow = $0 { true } else { false } })
  }

  func test_insertedAndDeletedSectionsAnimate() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource(
      configuration: AnimationConfiguration(insertAnimation: .bottom, deleteAnimation: .right))
    let relay = BehaviorRelay(value: [numberSection("A", [1]), numberSection("B", [2])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([numberSection("B", [2]), numberSection("C", [3])])
    XCTAssertEqual(
      tableView.appliedUpdates,
      [
        .reloadData, .batch([.deleteSections([0], animation: .right)]),
        .batch([.insertSections([1], animation: .bottom)]),
      ])
    XCTAssertEqual(tableView.render(), "== B ==\n  2\n== C ==\n  3")
  }

  func test_tableOfAControllerThatNeverAppearedReloads() async {
    let screen = TableScreen.showing(makeCellTable(visibleRowCount: 50))
    screen.loadViewIfNeeded()
    XCTAssertFalse(screen.tableView.isOnScreen)
    let dataSource = makeNumberDataSource()
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: screen.tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([numberSection("A", [1, 2])])
    XCTAssertEqual(screen.tableView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(screen.tableView.render(), "== A ==\n  1\n  2")
  }

  func test_tableInAVisibleWindowAnimates() async {
    let screen = TableScreen.showing(makeCellTable(visibleRowCount: 50))
    let window = Window(rootViewController: screen)
    let dataSource = makeNumberDataSource()
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    screen.loadViewIfNeeded()
    relay.bind(to: screen.tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    window.makeKeyAndVisible()
    XCTAssertTrue(screen.tableView.isOnScreen)
    relay.accept([numberSection("A", [1, 2])])
    XCTAssertEqual(
      screen.tableView.appliedUpdates,
      [.reloadData, .batch([.insertRows([path(0, 1)], animation: .automatic)])])
  }

  func test_decideViewTransitionReloadReloadsAndSeesTheChangesets() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    var seen: [Int] = []
    dataSource.decideViewTransition = { _, _, changesets in
      seen.append(changesets.count)
      return .reload
    }
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([numberSection("A", [2, 1])])
    XCTAssertEqual(seen, [1])
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(tableView.render(), "== A ==\n  2\n  1")
  }

  func test_userMoveFollowedByTheSameSectionsFromStateAppliesNothingMore() async {
    AnimatedTableScenarios.userMoveFollowedByTheSameSectionsFromStateAppliesNothingMore()
  }

  // MARK: Duplicates and stale models

  func test_duplicateIdentitiesReloadWithAWarningAndShowEveryItem() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([numberSection("A", [1, 1, 2, 2])])
    XCTAssertEqual(recorder.kinds, [.duplicateIdentities])
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(tableView.render(), "== A ==\n  1\n  1\n  2\n  2")
    // From duplicates to anything: still a reload, still everything shown.
    relay.accept([numberSection("A", [3]), numberSection("A", [4])])
    XCTAssertEqual(recorder.kinds, [.duplicateIdentities, .duplicateIdentities])
    XCTAssertEqual(tableView.render(), "== A ==\n  3\n== A ==\n  4")
    XCTAssertEqual(dataSource.sectionModels.map(\.items.count), [1, 1])
  }

  func test_aSectionTypeThatLosesItemsReloadsWithItsOwnWarningAndShowsEveryItem() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = RxTableViewSectionedAnimatedDataSource<ClippedSection>(configureCell: {
      _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "\(item.value)"
      return cell
    })
    let relay = BehaviorRelay(value: [ClippedSection(name: "A", items: [1, 2])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    // Even an unchanged list is refused by the differ (RxDataSources' rule).
    relay.accept([ClippedSection(name: "A", items: [1, 2])])
    relay.accept([ClippedSection(name: "A", items: [1, 2, 3])])
    XCTAssertEqual(recorder.kinds, [.invalidSectionModel, .invalidSectionModel])
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData, .reloadData, .reloadData])
    XCTAssertEqual(tableView.render(), "  1\n  2\n  3")
  }

  func test_firstListWithDuplicatesIsShownWithoutAWarning() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    let bag = DisposeBag()
    Observable.just([numberSection("A", [7, 7, 7])])
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(tableView.render(), "== A ==\n  7\n  7\n  7")
    XCTAssertEqual(recorder.warnings, [])
  }

  func test_dataSourceHoldsTheFinalSectionsWhenEqualityIgnoresAField() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = RxTableViewSectionedAnimatedDataSource<NotedSection>(configureCell: {
      _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item.note
      return cell
    })
    let relay = BehaviorRelay(value: [NotedSection(model: "S", items: [.init(id: 1, note: "old")])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([NotedSection(model: "S", items: [.init(id: 1, note: "new")])])
    // The diff is empty (as in RxDataSources nothing is animated) ...
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData])
    // ... but the data source holds what was bound, so the next reload shows it.
    XCTAssertEqual(dataSource.sectionModels[0].items[0].note, "new")
    XCTAssertEqual(dataSource[path(0, 0)].note, "new")
    tableView.reloadData()
    XCTAssertEqual(tableView.render(), "  new")
  }

  // MARK: Property: random section changes always validate

  func test_twoHundredRandomSectionChangesAnimateValidlyAndRenderAsAFreshReload() async {
    checkRandomSectionChanges(
      seed: SplitMix64.caseSeed(base: 0x7AB1E5, index: 0), steps: 200, scrollRange: 0...40,
      maxCellsCreated: 30, makeView: { makeCellTable(visibleRowCount: 12) },
      bind: bindVersionedTable)
  }
}

/// One change to a single section "A" and what an animated table shows
/// and records for it.
struct AnimatedChangeCase: Sendable, CustomTestStringConvertible {
  var before: [Int]
  var after: [Int]
  var updates: [ListUpdate]
  var testDescription: String { "\(before) → \(after)" }
}

@MainActor @Suite(.viewWarningsFailTests)
struct RxTableViewSectionedAnimatedDataSourceSwiftTestingTests {
  // MARK: Animated data sources

  @Test func theFirstListReloadsAnAnimatedTable() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let bag = DisposeBag()

    Observable.just([numberSection("A", [1, 2])])
      .bind(to: tableView.rx.items(dataSource: makeNumberDataSource())).disposed(by: bag)

    #expect(tableView.render() == "== A ==\n  1\n  2")
    #expect(tableView.appliedUpdates == [.reloadData])
  }

  @Test(arguments: [
    AnimatedChangeCase(
      before: [1, 2, 3], after: [1, 3, 4],
      updates: [
        .batch([.deleteRows([path(0, 1)], animation: .left)]),
        .batch([.insertRows([path(0, 2)], animation: .top)]),
      ]),
    AnimatedChangeCase(
      before: [1], after: [1, 2],
      updates: [.batch([.insertRows([path(0, 1)], animation: .top)])]),
    AnimatedChangeCase(
      before: [1, 2], after: [2],
      updates: [.batch([.deleteRows([path(0, 0)], animation: .left)])]),
    AnimatedChangeCase(before: [1, 2], after: [1, 2], updates: []),
  ])
  func laterListsAnimateInStagesWithTheConfiguredAnimations(change: AnimatedChangeCase) {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource(
      configuration: AnimationConfiguration(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left))
    let relay = BehaviorRelay(value: [numberSection("A", change.before)])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    relay.accept([numberSection("A", change.after)])

    #expect(tableView.appliedUpdates == [.reloadData] + change.updates)
    #expect(
      tableView.render() == (["== A =="] + change.after.map { "  \($0)" }).joined(separator: "\n"))
  }

  @Test func aChangedItemReloadsItsRowWithTheReloadAnimation() throws {
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = BehaviorRelay(value: [
      VersionedSection(model: "S", items: [.init(id: 1), .init(id: 2)])
    ])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: makeVersionedDataSource())).disposed(by: bag)
    let untouched = try #require(tableView.cellForRow(at: path(0, 0)))

    relay.accept([VersionedSection(model: "S", items: [.init(id: 1), .init(id: 2, version: 1)])])

    #expect(tableView.render() == "== S ==\n  1.0\n  2.1\n-- 2 items --")
    #expect(tableView.appliedUpdates.last == .batch([.reloadRows([path(0, 1)], animation: .fade)]))
    #expect(tableView.cellForRow(at: path(0, 0)) === untouched)
  }

  @Test func movedItemsKeepTheirCells() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2, 3])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: makeNumberDataSource())).disposed(by: bag)
    let cells = (0..<3).map { tableView.cellForRow(at: path(0, $0)) }

    relay.accept([numberSection("A", [3, 1, 2])])

    #expect(tableView.render() == "== A ==\n  3\n  1\n  2")
    #expect(tableView.cellForRow(at: path(0, 0)) === cells[2])
    #expect(tableView.cellForRow(at: path(0, 1)) === cells[0])
    #expect(tableView.numberOfCellsCreated == 3)
  }

  @Test func insertedAndDeletedSectionsAnimate() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = BehaviorRelay(value: [numberSection("A", [1]), numberSection("B", [2])])
    let bag = DisposeBag()
    relay.bind(
      to: tableView.rx.items(
        dataSource: makeNumberDataSource(
          configuration: AnimationConfiguration(insertAnimation: .bottom, deleteAnimation: .right)
        ))
    )
    .disposed(by: bag)

    relay.accept([numberSection("B", [2]), numberSection("C", [3])])

    #expect(tableView.render() == "== B ==\n  2\n== C ==\n  3")
    #expect(
      tableView.appliedUpdates == [
        .reloadData, .batch([.deleteSections([0], animation: .right)]),
        .batch([.insertSections([1], animation: .bottom)]),
      ])
  }

  @Test func aTableInAControllerThatNeverAppearedReloadsAndInAVisibleWindowAnimates() {
    let hidden = TableScreen.showing(makeCellTable(visibleRowCount: 50))
    let shown = TableScreen.showing(makeCellTable(visibleRowCount: 50))
    let window = Window(rootViewController: shown)
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    for screen in [hidden, shown] {
      screen.loadViewIfNeeded()
      relay.bind(to: screen.tableView.rx.items(dataSource: makeNumberDataSource()))
        .disposed(by: bag)
    }
    window.makeKeyAndVisible()

    relay.accept([numberSection("A", [1, 2])])

    #expect(hidden.tableView.appliedUpdates == [.reloadData, .reloadData])
    #expect(
      shown.tableView.appliedUpdates == [
        .reloadData, .batch([.insertRows([path(0, 1)], animation: .automatic)]),
      ])
    #expect(hidden.tableView.render() == "== A ==\n  1\n  2")
    #expect(window.render() == "== A ==\n  1\n  2")
  }

  @Test func decideViewTransitionCanChooseAReload() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    dataSource.decideViewTransition = { _, _, _ in .reload }
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    relay.accept([numberSection("A", [2, 1])])

    #expect(tableView.render() == "== A ==\n  2\n  1")
    #expect(tableView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test func aUserMoveEchoedBackByTheStateAppliesNothingMore() {
    AnimatedTableScenarios.userMoveFollowedByTheSameSectionsFromStateAppliesNothingMore()
  }

  @Test func duplicateIdentitiesReloadWithAWarningAndShowEveryItem() {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: makeNumberDataSource())).disposed(by: bag)

    relay.accept([numberSection("A", [1, 1, 2, 2])])

    #expect(tableView.render() == "== A ==\n  1\n  1\n  2\n  2")
    #expect(recorder.kinds == [.duplicateIdentities])
    #expect(tableView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test(arguments: 0..<3)
  func randomSectionChangesAnimateValidlyAndRenderAsAFreshReload(seedIndex: Int) {
    checkRandomSectionChanges(
      seed: SplitMix64.caseSeed(base: 0x5_3117_E5, index: seedIndex), steps: 100,
      scrollRange: 0...40, maxCellsCreated: 30, makeView: { makeCellTable(visibleRowCount: 12) },
      bind: bindVersionedTable)
  }

  // MARK: Await and background threads

  @Test func anAsyncTestSeesEachAnimatedUpdateAfterAnAwait() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = BehaviorRelay(value: [numberSection("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: makeNumberDataSource())).disposed(by: bag)
    await Task.yield()

    relay.accept([numberSection("A", [1, 2])])
    await Task.yield()
    relay.accept([numberSection("A", [2])])

    #expect(tableView.render() == "== A ==\n  2")
    #expect(tableView.appliedUpdates.count == 3)
  }

  @Test func sectionsFromABackgroundThreadAnimateInOrderToTheLastList() async {
    let tableView = makeCellTable(visibleRowCount: 50)
    let relay = PublishRelay<[NumberSection]>()
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: makeNumberDataSource())).disposed(by: bag)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for count in 1...20 { relay.accept([numberSection("A", Array(0..<count))]) }
        relay.accept([numberSection("A", [19, 0])])
        // Queued after the table's deliveries of those lists.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(tableView.render() == "== A ==\n  19\n  0")
    // The first list reloads, each later one animates.
    #expect(tableView.appliedUpdates.first == .reloadData)
    #expect(tableView.appliedUpdates.dropFirst().allSatisfy { $0 != .reloadData })
  }
}

/// The scenarios both test frameworks run.
@MainActor
enum AnimatedTableScenarios {
  static func userMoveFollowedByTheSameSectionsFromStateAppliesNothingMore() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeNumberDataSource()
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    let relay = BehaviorRelay(value: [numberSection("A", [1, 2, 3])])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    tableView.rx.itemMoved
      .subscribe(onNext: { event in
        var items = relay.value[0].items.map(\.value)
        items.insert(items.remove(at: event.sourceIndex.row), at: event.destinationIndex.row)
        relay.accept([numberSection("A", items)])
      })
      .disposed(by: bag)
    tableView.moveRow(at: path(0, 0), to: path(0, 2))
    expectEqual(tableView.appliedUpdates, [.reloadData])
    expectEqual(tableView.render(), "== A ==\n  2\n  3\n  1")
    expectEqual(dataSource.sectionModels[0].items.map(\.value), [2, 3, 1])
  }
}
