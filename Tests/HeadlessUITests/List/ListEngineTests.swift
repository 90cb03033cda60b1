import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport
import Testing
import XCTest

// What a table and a collection do alike through their one engine, each
// in its own words: the warnings name the view's own method and rows, the
// display events carry the view's own cell type, and a cell shows its
// selection through its own class's method.

/// A table cell that records each call of UIKit's selection method.
private final class SelectionRecordingCell: TableViewCell {
  var selections: [Bool] = []

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    selections.append(selected)
  }
}

/// A table and collection delegate that logs what it is told.
@MainActor
private final class DisplayLoggingDelegate: TableViewDelegate, CollectionViewDelegate {
  var log: [String] = []

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("table delegate will \(indexPath.row)")
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("collection delegate will \(indexPath.item)")
  }
}

/// A data source that reports a negative number of sections, for both
/// views.
@MainActor
private final class NegativeSectionsSource: TableViewDataSource, CollectionViewDataSource {
  func numberOfSections(in tableView: TableView) -> Int { -2 }
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    TableViewCell()
  }
  func numberOfSections(in collectionView: CollectionView) -> Int { -2 }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  { 1 }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { CollectionViewCell() }
}

@MainActor
private func makeLetterTable(_ letters: [String], bag: DisposeBag) -> TableView {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  Observable.just(letters)
    .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
      _, letter, cell in cell.textLabel?.text = letter
    }
    .disposed(by: bag)
  return tableView
}

@MainActor
private func makeTileCollection(_ values: [Int], visibleRowCount: Int, bag: DisposeBag)
  -> CollectionView
{
  let collectionView = makeCollection(visibleRowCount: visibleRowCount)
  let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
    configureCell: configureTile)
  Observable.just([tiles("A", values)])
    .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
  return collectionView
}

@MainActor
final class ListEngineTests: XCTestCase {
  func test_eachViewsWarningsNameItsOwnMethodsAndRows() async {
    let bag = DisposeBag()
    let tableView = makeLetterTable(["a", "b"], bag: bag)
    let collectionView = makeTileCollection([1, 2], visibleRowCount: 5, bag: bag)

    let warnings = collectingViewWarnings {
      tableView.selectRow(at: path(0, 5))
      collectionView.selectItem(at: item(0, 5))
      tableView.scrollToRow(at: path(3, 0), at: .top, animated: false)
      collectionView.scrollToItem(at: item(3, 0), at: .top, animated: false)
      tableView.moveRow(at: path(0, 9), to: path(0, 0))
      collectionView.moveItem(at: item(0, 9), to: item(0, 0))
    }

    XCTAssertEqual(
      warnings.map(\.message),
      [
        "selectRow: [0, 5] is not a shown row", "selectItem: [0, 5] is not a shown item",
        "scrollToRow: [3, 0] is not a shown row", "scrollToItem: [3, 0] is not a shown item",
        "moveRow: [0, 9] is not a shown row", "moveItem: [0, 9] is not a shown item",
      ])
  }

  func test_aCollectionsDisplayEventsFollowItsVisibleItemsWithTheirCells() async {
    let bag = DisposeBag()
    var events: [String] = []
    let collectionView = makeCollection(visibleRowCount: 2)
    collectionView.rx.willDisplayCell
      .subscribe(onNext: { cell, indexPath in
        events.append("will \(indexPath.item) \((cell as? TileCell)?.title.text ?? "?")")
      })
      .disposed(by: bag)
    collectionView.rx.didEndDisplayingCell
      .subscribe(onNext: { event in events.append("end \(event.at.item)") })
      .disposed(by: bag)
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile)
    Observable.just([tiles("A", [1, 2, 3])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(events, ["will 0 #1", "will 1 #2"])

    collectionView.scrollOffset = 1

    XCTAssertEqual(events, ["will 0 #1", "will 1 #2", "end 0", "will 2 #3"])
  }

  func test_eachViewsDelegateHearsOfADisplayedCellBeforeTheRxEvent() async {
    let bag = DisposeBag()
    let delegate = DisplayLoggingDelegate()
    let tableView = TableView()
    tableView.delegate = delegate
    tableView.rx.willDisplayCell
      .subscribe(onNext: { delegate.log.append("table rx will \($0.indexPath.row)") })
      .disposed(by: bag)
    let collectionView = makeCollection(visibleRowCount: 1)
    collectionView.delegate = delegate
    collectionView.rx.willDisplayCell
      .subscribe(onNext: { delegate.log.append("collection rx will \($0.at.item)") })
      .disposed(by: bag)

    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
    Observable.just(["a"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
        _, letter, cell in cell.textLabel?.text = letter
      }
      .disposed(by: bag)
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile)
    Observable.just([tiles("A", [1])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)

    XCTAssertEqual(
      delegate.log,
      [
        "table delegate will 0", "table rx will 0", "collection delegate will 0",
        "collection rx will 0",
      ])
  }

  func test_aNegativeNumberOfSectionsShowsNothingInEitherView() async {
    let source = NegativeSectionsSource()
    let tableView = TableView()
    let collectionView = makeCollection()

    tableView.dataSource = source
    collectionView.dataSource = source

    XCTAssertEqual(tableView.numberOfSections, 0)
    XCTAssertEqual(collectionView.numberOfSections, 0)
    XCTAssertEqual(tableView.numberOfCellsCreated + collectionView.numberOfCellsCreated, 0)
    XCTAssertEqual(tableView.render(), "")
    XCTAssertEqual(collectionView.render(), "")
    withExtendedLifetime(source) {}
  }

  func test_aSelectedRowScrolledBackIntoViewShowsItThroughTheCellsOwnMethod() async {
    let bag = DisposeBag()
    let tableView = TableView()
    tableView.visibleRowCount = 1
    tableView.register(SelectionRecordingCell.self, forCellReuseIdentifier: "Cell")
    Observable.just(["a", "b"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: SelectionRecordingCell.self)) {
        _, letter, cell in cell.textLabel?.text = letter
      }
      .disposed(by: bag)
    tableView.selectRow(at: path(0, 0))
    tableView.scrollOffset = 1
    tableView.scrollOffset = 0

    let cell = tableView.cellForRow(at: path(0, 0)) as? SelectionRecordingCell
    XCTAssertEqual(cell?.isSelected, true)
    XCTAssertEqual(cell?.selections, [false, true, false, true])
    XCTAssertEqual(tableView.render(), "> a\n  (1 row below)")
  }

  func test_outOfRangeCallsAreReportedInTheViewsOwnWords() async {
    for twin in TwinScenarios.Twin.allCases {
      TwinScenarios.outOfRangeCallsAreReportedInTheViewsOwnWords(twin)
    }
  }

  func test_scrollingShowsAndHidesCellsInVisibleOrder() async {
    for twin in TwinScenarios.Twin.allCases {
      TwinScenarios.scrollingShowsAndHidesCellsInVisibleOrder(twin)
    }
  }
}

// MARK: - Both frameworks

/// A table and a collection through their one engine, as a user of either
/// test framework checks them: each view's warnings in its own words, each
/// view's display events with its own cells. Written once, run by
/// ``ListEngineTests`` and ``ListEngineSwiftTestingTests``.
@MainActor
enum TwinScenarios {
  /// The view under test, with three rows `1`, `2`, `3` bound, two
  /// of them visible.
  enum Twin: String, CaseIterable, Sendable {
    case table, collection
  }

  static func makeView(_ twin: Twin, bag: DisposeBag) -> ListScrollView {
    switch twin {
    case .table:
      let tableView = TableView()
      tableView.visibleRowCount = 2
      tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
      Observable.just([1, 2, 3])
        .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
          _, value, cell in cell.textLabel?.text = "#\(value)"
        }
        .disposed(by: bag)
      return tableView
    case .collection:
      let collectionView = makeCollection(visibleRowCount: 2)
      let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
        configureCell: configureTile)
      Observable.just([tiles("A", [1, 2, 3])])
        .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
      return collectionView
    }
  }

  static func outOfRangeCallsAreReportedInTheViewsOwnWords(_ twin: Twin) {
    let bag = DisposeBag()
    let view = makeView(twin, bag: bag)
    let warnings = collectingViewWarnings {
      switch view {
      case let tableView as TableView:
        tableView.selectRow(at: path(0, 7))
        tableView.scrollToRow(at: path(2, 0), at: .middle, animated: true)
      case let collectionView as CollectionView:
        collectionView.selectItem(at: item(0, 7))
        collectionView.scrollToItem(at: item(2, 0), at: .centeredVertically, animated: true)
      default:
        expectTrue(false, "unexpected view \(view)")
      }
    }
    let (noun, select, scroll) =
      twin == .table ? ("row", "selectRow", "scrollToRow") : ("item", "selectItem", "scrollToItem")
    expectTrue(
      warnings.map(\.message) == [
        "\(select): [0, 7] is not a shown \(noun)", "\(scroll): [2, 0] is not a shown \(noun)",
      ])
    expectTrue(view.scrollOffset == 0)
  }

  static func scrollingShowsAndHidesCellsInVisibleOrder(_ twin: Twin) {
    let bag = DisposeBag()
    var events: [String] = []
    let view = makeView(twin, bag: bag)
    switch view {
    case let tableView as TableView:
      tableView.rx.willDisplayCell.subscribe(onNext: { events.append("will \($0.indexPath.row)") })
        .disposed(by: bag)
      tableView.rx.didEndDisplayingCell
        .subscribe(onNext: { events.append("end \($0.indexPath.row)") }).disposed(by: bag)
    case let collectionView as CollectionView:
      collectionView.rx.willDisplayCell.subscribe(onNext: { events.append("will \($0.at.item)") })
        .disposed(by: bag)
      collectionView.rx.didEndDisplayingCell
        .subscribe(onNext: { events.append("end \($0.at.item)") }).disposed(by: bag)
    default:
      expectTrue(false, "unexpected view \(view)")
    }

    view.scrollOffset = 1
    view.scrollOffset = 0

    expectTrue(events == ["end 0", "will 2", "end 2", "will 0"])
    expectTrue(view.numberOfCellsCreated == 2)
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct ListEngineSwiftTestingTests {
  @Test(arguments: TwinScenarios.Twin.allCases)
  func outOfRangeCallsAreReportedInTheViewsOwnWords(_ twin: TwinScenarios.Twin) {
    TwinScenarios.outOfRangeCallsAreReportedInTheViewsOwnWords(twin)
  }

  @Test(arguments: TwinScenarios.Twin.allCases)
  func scrollingShowsAndHidesCellsInVisibleOrder(_ twin: TwinScenarios.Twin) {
    TwinScenarios.scrollingShowsAndHidesCellsInVisibleOrder(twin)
  }
}
