import HeadlessUI
import ReactorCore
import Sections
import Streams
import XCTest

// Seed 002 shape.
struct Main: Equatable {
  var message: String
  var isDone = false
  static func == (lhs: Main, rhs: Main) -> Bool { lhs.message == rhs.message }
}

final class MainTableViewCellReactor: Reactor {
  typealias Action = NoAction
  let initialState: Main
  init(main: Main) { self.initialState = main }
}

final class MainTableViewCell: TableViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  let titleLabel = Label()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  func bind(reactor: MainTableViewCellReactor) {
    titleLabel.text = "(메인) " + reactor.currentState.message
  }
}

enum SomeViewSection {
  case first([SomeViewSectionItem])
}
enum SomeViewSectionItem {
  case main(MainTableViewCellReactor)
}
extension SomeViewSection: SectionModelType {
  var items: [SomeViewSectionItem] {
    switch self {
    case .first(let items): return items
    }
  }
  init(original: SomeViewSection, items: [SomeViewSectionItem]) {
    switch original {
    case .first: self = .first(items)
    }
  }
}

final class MainViewController: ViewController {
  let tableView = TableView()
  let disposeBag = DisposeBag()
  let sections = BehaviorRelay<[SomeViewSection]>(value: [])
  var dataSource = RxTableViewSectionedReloadDataSource<SomeViewSection> {
    dataSource, tableView, indexPath, sectionItem in
    switch sectionItem {
    case .main(let reactor):
      let cell = tableView.dequeueReusableCell(for: indexPath) as MainTableViewCell
      cell.reactor = reactor
      return cell
    }
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.register(cellType: MainTableViewCell.self)
    sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
  }
}

@MainActor
final class SmokeTests: XCTestCase {
  func test_seed002ScreenRendersCellsBoundToReactors() async {
    let controller = MainViewController()
    controller.title = "Main"
    controller.loadViewIfNeeded()
    controller.sections.accept([
      .first([.main(.init(main: Main(message: "a"))), .main(.init(main: Main(message: "b")))])
    ])
    XCTAssertEqual(controller.render(), "# Main\n  (메인) a\n  (메인) b")
  }

  func test_itemsClosureForms() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Observable.just(["x", "y"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        row, element, cell in
        cell.textLabel?.text = "\(row) \(element)"
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  0 x\n  1 y")
    let other = TableView()
    Observable.just([1, 2, 3])
      .bind(to: other.rx.items) { tableView, row, element in
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(element * 10)"
        return cell
      }
      .disposed(by: bag)
    XCTAssertEqual(other.render(), "  10\n  20\n  30")
    var selected: [Int] = []
    other.rx.modelSelected(Int.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
    other.selectRow(at: IndexPath(row: 1, section: 0))
    XCTAssertEqual(selected, [20 / 10])
  }

  func test_labelBinderFromBackgroundThreadDeliversOnMain() async {
    let label = Label()
    let relay = PublishRelay<String?>()
    let bag = DisposeBag()
    relay.bind(to: label.rx.text).disposed(by: bag)
    let done = expectation(description: "shown")
    let values = LockedBox<[String]>([])
    label.rx.deallocated.subscribe().disposed(by: bag)
    Thread.detachNewThread {
      for index in 0..<100 { relay.accept("\(index)") }
      DispatchQueue.main.async { done.fulfill() }
    }
    await fulfillment(of: [done], timeout: 10)
    XCTAssertEqual(label.text, "99")
    _ = values
  }
}

final class LockedBox<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func withLock<R>(_ body: (inout Value) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
