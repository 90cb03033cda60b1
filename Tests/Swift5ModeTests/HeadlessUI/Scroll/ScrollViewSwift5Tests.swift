import Foundation
import HeadlessReactor
import TestSupport
import XCTest

// The paging extension RxCocoa apps commonly carry, written against
// `UIScrollView`, ported with only the class name changed, in Swift 5 mode
// as the apps that carry it are written.

extension Reactive where Base: ScrollView {
  fileprivate var reachedBottom: ControlEvent<Void> {
    let observable = contentOffset.flatMap { [weak base] contentOffset -> Observable<Void> in
      guard let scrollView = base else { return .empty() }
      let visibleHeight =
        scrollView.frame.height - scrollView.contentInset.top - scrollView.contentInset.bottom
      let y = contentOffset.y + scrollView.contentInset.top
      let threshold = max(0.0, scrollView.contentSize.height - visibleHeight - 44)
      return y >= threshold ? .just(()) : .empty()
    }
    return ControlEvent(events: observable)
  }
}

final class ScrollViewSwift5Tests: XCTestCase {
  func test_thePortedReachedBottomExtensionPagesATable() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.visibleRowCount = 5
    let items = BehaviorRelay(value: (0..<20).map { "row \($0)" })
    let bag = DisposeBag()
    items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
      _, item, cell in cell.textLabel?.text = item
    }.disposed(by: bag)
    tableView.rx.reachedBottom
      .subscribe(onNext: {
        let count = items.value.count
        items.accept(items.value + (count..<count + 20).map { "row \($0)" })
      })
      .disposed(by: bag)

    tableView.scroll(by: 44)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 20)
    tableView.scrollToBottom()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 40)
    tableView.scrollToBottom()
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 60)
  }
}
