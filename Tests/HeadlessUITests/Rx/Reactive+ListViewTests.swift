import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class ReactiveListViewTests: ScreenTestCase {
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
}
