import Dispatch
import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing

private func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}

@MainActor
private func makeTable(visibleRowCount: Int = 50) -> TableView {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  tableView.visibleRowCount = visibleRowCount
  return tableView
}

/// One change to a single section "A" and what an animated table shows
/// and records for it.
struct AnimatedChangeCase: Sendable, CustomTestStringConvertible {
  var before: [Int]
  var after: [Int]
  var updates: [ListUpdate]
  var testDescription: String { "\(before) → \(after)" }
}

/// Swift Testing versions of the data source screen tests
/// (ReloadDataSourceTests, AnimatedDataSourceTests and the collection
/// pair in CollectionViewTests): what the list shows, and which updates it
/// applied, as sections arrive and the user edits.
@MainActor @Suite(.viewWarningsFailTests) struct DataSourcesSuite {
  // MARK: Reload data sources

  @Test func everyListReloadsATableBoundToAReloadDataSource() {
    let tableView = makeTable()
    let dataSource = makeLetterDataSource()
    let relay = BehaviorRelay(value: letters)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    #expect(tableView.render() == "  a\n  e\n  b\n  c\n  d")

    relay.accept([LetterSection(model: "Only", items: ["z"])])

    #expect(tableView.render() == "  z")
    #expect(tableView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test func headerFooterAndIndexClosuresShowAroundTheRows() {
    let tableView = makeTable()
    let dataSource = makeLetterDataSource()
    dataSource.titleForHeaderInSection = { dataSource, section in dataSource[section].model }
    dataSource.titleForFooterInSection = { dataSource, section in
      "\(dataSource.sectionModels[section].items.count) letters"
    }
    dataSource.sectionIndexTitles = { dataSource in
      dataSource.sectionModels.map { String($0.model.prefix(1)) }
    }
    let bag = DisposeBag()

    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    #expect(
      tableView.render() == """
        == Vowels ==
          a
          e
        -- 2 letters --
        == Consonants ==
          b
          c
          d
        -- 3 letters --
        index: V C
        """)
  }

  @Test func deletingShowsOnlyForRowsCanEditAllows() {
    let tableView = makeTable()
    let dataSource = makeLetterDataSource()
    dataSource.canEditRowAtIndexPath = { dataSource, indexPath in dataSource[indexPath] != "a" }
    let relay = BehaviorRelay(value: letters)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    tableView.rx.itemDeleted
      .subscribe(onNext: { indexPath in
        var sections = relay.value
        sections[indexPath.section].items.remove(at: indexPath.row)
        relay.accept(sections)
      })
      .disposed(by: bag)

    tableView.commitDelete(at: path(0, 0))
    tableView.commitDelete(at: path(0, 1))
    tableView.commitDelete(at: path(1, 0))

    #expect(tableView.render() == "  a\n  c\n  d")
  }

  @Test func rowsAreNotEditableByDefault() {
    let tableView = makeTable()
    var deleted: [IndexPath] = []
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: makeLetterDataSource()))
      .disposed(by: bag)
    tableView.rx.itemDeleted.subscribe(onNext: { deleted.append($0) }).disposed(by: bag)

    tableView.commitDelete(at: path(1, 0))

    #expect(deleted.isEmpty)
    #expect(tableView.render() == "  a\n  e\n  b\n  c\n  d")
  }

  @Test func aUserMoveWhereCanMoveAllowsUpdatesTheSectionsWithoutAnAnimation() {
    let tableView = makeTable()
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, indexPath in indexPath.section == 1 }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    tableView.moveRow(at: path(0, 0), to: path(0, 1))
    tableView.moveRow(at: path(1, 0), to: path(1, 2))

    #expect(tableView.render() == "  a\n  e\n  c\n  d\n  b")
    #expect(dataSource.sectionModels[1].items == ["c", "d", "b"])
    // The user's drag is not an animation: nothing recorded.
    #expect(tableView.appliedUpdates == [.reloadData])
  }

  @Test func aBadIndexPathThrowsOutOfBounds() throws {
    let dataSource = makeLetterDataSource()
    dataSource.setSections(letters)

    #expect(try dataSource.model(at: path(0, 1)) as? String == "e")
    #expect(throws: RxDataSourceError.outOfBounds(indexPath: path(0, 2))) {
      try dataSource.model(at: path(0, 2))
    }
  }

  // MARK: Animated data sources

  @Test func theFirstListReloadsAnAnimatedTable() {
    let tableView = makeTable()
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
    let tableView = makeTable()
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
    let tableView = makeTable()
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
    let tableView = makeTable()
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
    let tableView = makeTable()
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
    final class Screen: ViewController {
      lazy var tableView = makeTable()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
      }
    }
    let hidden = Screen()
    let shown = Screen()
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
    let tableView = makeTable()
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
    let tableView = makeTable()
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

    #expect(tableView.render() == "== A ==\n  2\n  3\n  1")
    #expect(tableView.appliedUpdates == [.reloadData])
  }

  @Test func duplicateIdentitiesReloadWithAWarningAndShowEveryItem() {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeTable()
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
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    var generator = SplitMix64(seed: SplitMix64.caseSeed(base: 0x5_3117_E5, index: seedIndex))
    var model = RandomSections()
    let tableView = makeTable(visibleRowCount: 12)
    let dataSource = makeVersionedDataSource()
    let relay = BehaviorRelay(value: model.sections)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    for step in 0..<100 {
      model.change(using: &generator)
      tableView.scrollOffset = Int.random(in: 0...40, using: &generator)
      relay.accept(model.sections)
      let fresh = makeTable(visibleRowCount: 12)
      let freshBag = DisposeBag()
      Observable.just(model.sections)
        .bind(to: fresh.rx.items(dataSource: makeVersionedDataSource())).disposed(by: freshBag)
      fresh.scrollOffset = tableView.scrollOffset
      guard tableView.render() == fresh.render() else {
        Issue.record("step \(step): \(tableView.render()) ≠ \(fresh.render())")
        break
      }
    }

    #expect(recorder.warnings.isEmpty)
    #expect(tableView.appliedUpdates.filter { $0 == .reloadData }.count == 1)
  }

  // MARK: Collection data sources

  @Test func aCollectionReloadDataSourceShowsHeadersAndReloadsEveryList() {
    let collectionView = makeCollection()
    let relay = BehaviorRelay(value: [tiles("Odd", [1, 3]), tiles("Even", [2])])
    let bag = DisposeBag()
    relay.bind(
      to: collectionView.rx.items(
        dataSource: RxCollectionViewSectionedReloadDataSource<TileSection>(
          configureCell: configureTile, configureSupplementaryView: configureHeader))
    )
    .disposed(by: bag)
    #expect(collectionView.render() == "== Odd ==\n  #1\n  #3\n== Even ==\n  #2")

    relay.accept([tiles("Odd", [5])])

    #expect(collectionView.render() == "== Odd ==\n  #5")
    #expect(collectionView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test func aCollectionAnimatedDataSourceReloadsFirstThenAnimatesKeepingCells() throws {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<TileSection>(
      animationConfiguration: .init(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
      configureCell: configureTile, configureSupplementaryView: configureHeader)
    let relay = BehaviorRelay(value: [tiles("A", [1, 2])])
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let cell2 = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))

    relay.accept([tiles("A", [2, 5])])

    #expect(collectionView.render() == "== A ==\n  #2\n  #5")
    #expect(
      collectionView.appliedUpdates == [
        .reloadData, .batch([.deleteRows([path(0, 0)], animation: .automatic)]),
        .batch([.insertRows([path(0, 1)], animation: .automatic)]),
      ])
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell2)
  }

  @Test func aCollectionAnimatedDataSourceReloadsWhenDecideViewTransitionSaysSo() {
    let collectionView = makeCollection()
    let relay = BehaviorRelay(value: [tiles("A", [1])])
    let bag = DisposeBag()
    relay.bind(
      to: collectionView.rx.items(
        dataSource: RxCollectionViewSectionedAnimatedDataSource<TileSection>(
          decideViewTransition: { _, _, _ in .reload }, configureCell: configureTile))
    )
    .disposed(by: bag)

    relay.accept([tiles("A", [2])])

    #expect(collectionView.render() == "  #2")
    #expect(collectionView.appliedUpdates == [.reloadData, .reloadData])
  }

  // MARK: Await and background threads

  @Test func anAsyncTestSeesEachAnimatedUpdateAfterAnAwait() async {
    let tableView = makeTable()
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
    let tableView = makeTable()
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
