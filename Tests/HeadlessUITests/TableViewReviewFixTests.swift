import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

/// Behaviours fixed after the first review of the table engine.
@MainActor
final class TableViewReviewFixTests: ScreenTestCase {
  func test_reloadDataGivesEveryRowItsPreviousCell() async {
    let source = ListTableSource([numberedRows(5)])
    let tableView = makeListTable(source)
    let before = (0..<5).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    tableView.reloadData()
    let after = (0..<5).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
    for (old, new) in zip(before, after) { XCTAssertTrue(old === new) }
    XCTAssertEqual(tableView.numberOfCellsCreated, 5)
  }

  func test_didEndDisplayingOnReloadComesLastRowFirst() async {
    let source = ListTableSource([numberedRows(3)])
    let tableView = makeListTable(source)
    var ended: [Int] = []
    let bag = DisposeBag()
    tableView.rx.didEndDisplayingCell.subscribe(onNext: { ended.append($0.indexPath.row) })
      .disposed(by: bag)
    tableView.reloadData()
    XCTAssertEqual(ended, [2, 1, 0])
  }

  func test_reloadingASelectedRowDeselectsIt() async throws {
    let source = ListTableSource([numberedRows(3)])
    let tableView = makeListTable(source)
    tableView.selectRow(at: IndexPath(row: 1, section: 0))
    try tableView.performBatchUpdates {
      tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }
    XCTAssertNil(tableView.indexPathForSelectedRow)
    XCTAssertEqual(tableView.render(), "  0\n  1\n  2")
  }

  func test_modelSelectedOfTheWrongTypeIsReportedAsATypeMismatch() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Observable.just(["a"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    var models: [Int] = []
    tableView.rx.modelSelected(Int.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
    tableView.selectRow(at: IndexPath(row: 0, section: 0))
    XCTAssertEqual(models, [])
    XCTAssertEqual(recorder.warnings.map(\.kind), [.typeMismatch])
  }

  func test_itemsFedFromAnotherMainThreadDeliveryShowAtOnce() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Observable.just(["a"]).observe(on: MainScheduler.instance)
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  a")
  }
}

@MainActor
final class DriverItemsTests: ScreenTestCase {
  func test_aDriverDrivesRxItemsWithATrailingClosure() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Driver.just(["a", "b"])
      .drive(tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  a\n  b")
  }
}
