import Foundation
import HeadlessUI
import ReactorCore
import Sections
import Streams

// Cells bound to reactors of their own, shared by the XCTest and the Swift
// Testing table tests (TableViewCellTests).

/// A to-do cell's reactor: a message that can be done and renamed.
final class TodoCellReactor: Reactor {
  enum Action {
    case toggleDone
    case rename(String)
  }

  struct State {
    var message: String
    var isDone = false
  }

  let initialState: State

  init(message: String) { initialState = State(message: message) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .toggleDone: state.isDone.toggle()
    case .rename(let message): state.message = message
    }
    return state
  }
}

/// A note cell's reactor: no action, a fixed note.
final class NoteCellReactor: Reactor {
  typealias Action = NoAction
  let initialState: String
  init(note: String) { initialState = note }
}

/// A to-do cell bound to its reactor by `cell.reactor = …`.
final class TodoCell: TableViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  let titleLabel = Label()
  let doneSwitch = Switch()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(doneSwitch)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: TodoCellReactor) {
    reactor.state.map(\.message).bind(to: titleLabel.rx.text).disposed(by: disposeBag)
    reactor.state.map(\.isDone).bind(to: doneSwitch.rx.isOn).disposed(by: disposeBag)
    doneSwitch.rx.isOn.changed.map { _ in .toggleDone }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}

/// A note cell; declares no initializer, so it is dequeued through the
/// inherited one.
final class NoteCell: TableViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  func bind(reactor: NoteCellReactor) {
    textLabel?.text = "note: " + reactor.currentState
  }
}

enum TodoItem {
  case todo(TodoCellReactor)
  case note(NoteCellReactor)
}

struct TodoSection: SectionModelType {
  var items: [TodoItem]
  init(items: [TodoItem]) { self.items = items }
  init(original: TodoSection, items: [TodoItem]) { self.items = items }
}

/// A table of cells bound to their reactors, through a reload data source.
@MainActor
func makeTodoTable(_ items: [TodoItem], visibleRowCount: Int = 10, bag: DisposeBag)
  -> TableView
{
  let tableView = TableView()
  tableView.visibleRowCount = visibleRowCount
  let dataSource = RxTableViewSectionedReloadDataSource<TodoSection> {
    _, tableView, indexPath, item in
    switch item {
    case .todo(let reactor):
      let cell = tableView.dequeueReusableCell(for: indexPath) as TodoCell
      cell.reactor = reactor
      return cell
    case .note(let reactor):
      let cell = tableView.dequeueReusableCell(for: indexPath) as NoteCell
      cell.reactor = reactor
      return cell
    }
  }
  Observable.just([TodoSection(items: items)])
    .bind(to: tableView.rx.items(dataSource: dataSource))
    .disposed(by: bag)
  return tableView
}
