import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

// A Swift 5 port of a UIKit screen, a cell and a
// controller, written as Swift 5 code is written against UIKit (which Swift
// imports as `@preconcurrency`): views made and read from nonisolated code,
// a label set from a `@Sendable` closure, a synchronous XCTest. This target
// is in Swift 5 language mode; it must compile with at most warnings, as it
// does against UIKit.

final class TodoCellReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(title: String) { initialState = title }
}

final class TodoCell: TableViewCell, View {
  var disposeBag = DisposeBag()
  let titleLabel = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: TodoCellReactor) {
    reactor.state.bind(to: titleLabel.rx.text).disposed(by: disposeBag)
  }
}

final class TodoListReactor: Reactor {
  enum Action { case add(String) }
  struct State { var titles: [String] = [] }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .add(let title): state.titles.append(title)
    }
    return state
  }
}

final class TodoListViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let tableView = TableView()
  let addButton = Button(title: "Add")
  let countLabel = Label()
  private var added = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TodoCell.self, forCellReuseIdentifier: "Todo")
    view.addSubview(countLabel)
    view.addSubview(addButton)
    view.addSubview(tableView)
  }

  func bind(reactor: TodoListReactor) {
    addButton.rx.tap
      .map { [unowned self] in
        added += 1
        return .add("Task \(added)")
      }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    reactor.state.map(\.titles)
      .bind(to: tableView.rx.items(cellIdentifier: "Todo", cellType: TodoCell.self)) {
        _, title, cell in
        cell.reactor = TodoCellReactor(title: title)
      }
      .disposed(by: disposeBag)
    // UIKit code sets views from `@Sendable` closures all the time.
    reactor.state.map(\.titles.count)
      .subscribe(onNext: { [weak self] count in
        DispatchQueue.main.async { self?.countLabel.text = "\(count) tasks" }
      })
      .disposed(by: disposeBag)
  }
}

/// A nonisolated factory, as Swift 5 code is full of.
enum Screens {
  static func todoList() -> TodoListViewController {
    let controller = TodoListViewController()
    controller.reactor = TodoListReactor()
    controller.loadViewIfNeeded()
    return controller
  }

  static func banner(_ text: String) -> String {
    let label = Label()
    label.text = text
    return label.render()
  }
}

/// RxCocoa-style wiring from nonisolated code: RxCocoa's `rx` members are
/// not main-actor isolated, so Swift 5 code calls them from anywhere.
func wire(
  label: Label, button: Button, field: TextField, table: TableView, bag: DisposeBag
) {
  button.rx.tap.map { "tapped" }.bind(to: label.rx.text).disposed(by: bag)
  field.rx.text.orEmpty.map { "typed \($0)" }.bind(to: label.rx.text).disposed(by: bag)
  Observable.just(["a", "b"])
    .bind(to: table.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
      _, element, cell in
      cell.textLabel?.text = element
    }
    .disposed(by: bag)
}

/// Synchronous, nonisolated XCTest methods, as ReactorKit's README view
/// tests are written.
final class ViewSwift5Tests: ScreenTestCase {
  func test_aNonisolatedFactoryBuildsAScreenThatATestTaps() {
    let screen = Screens.todoList()

    screen.addButton.tap()
    screen.addButton.tap()

    XCTAssertEqual(screen.tableView.render(), "  Task 1\n  Task 2")
    XCTAssertEqual(screen.reactor?.currentState.titles, ["Task 1", "Task 2"])
  }

  func test_aCellBindsItsReactorWhenDequeued() {
    let screen = Screens.todoList()
    screen.addButton.tap()

    let cell = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? TodoCell

    XCTAssertEqual(cell?.titleLabel.text, "Task 1")
  }

  func test_aLabelSetFromASendableClosureShowsOnceTheMainQueueRuns() {
    let screen = Screens.todoList()
    screen.addButton.tap()
    let shown = expectation(description: "main queue ran")
    DispatchQueue.main.async { shown.fulfill() }

    wait(for: [shown], timeout: 30)

    XCTAssertEqual(screen.countLabel.render(), "1 tasks")
  }

  func test_aLabelMadeAndReadFromNonisolatedCode() {
    XCTAssertEqual(Screens.banner("Hello"), "Hello")
  }

  func test_rxBindingsWiredFromNonisolatedCodeDeliver() {
    let label = Label()
    let button = Button(title: "Go")
    let field = TextField()
    let table = TableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()

    wire(label: label, button: button, field: field, table: table, bag: bag)
    button.tap()
    XCTAssertEqual(label.text, "tapped")
    field.type("hi")

    XCTAssertEqual(label.text, "typed hi")
    XCTAssertEqual(table.render(), "  a\n  b")
  }
}
