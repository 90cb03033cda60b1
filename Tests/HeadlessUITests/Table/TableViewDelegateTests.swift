import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class TableViewDelegateTests: ScreenTestCase {
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
}
