import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class ReactiveTableViewTests: ScreenTestCase {
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
