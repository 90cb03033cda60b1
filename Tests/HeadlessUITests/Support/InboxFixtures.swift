import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import Streams

// An inbox app (load, push a message, present compose), shared by the
// controller and ReactorView tests.

/// An inbox: messages loaded when the screen loads, added by compose, and
/// marked read.
final class InboxReactor: Reactor {
  enum Action {
    case load
    case add(String)
    case markRead(String)
  }

  struct State {
    var messages: [String] = []
    var read: Set<String> = []
    var unread: Int { messages.filter { !read.contains($0) }.count }
  }

  let initialState = State()
  let stored: [String]

  init(stored: [String] = ["Hello", "Lunch?"]) { self.stored = stored }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .load: state.messages = stored
    case .add(let message): state.messages.insert(message, at: 0)
    case .markRead(let message): state.read.insert(message)
    }
    return state
  }
}

/// The inbox screen: a compose button, an unread count and the messages;
/// selecting one pushes it, Compose presents a ``ComposeViewController``.
/// Bound once its view has loaded (ReactorKit's StoryboardView), loading
/// its messages on `rx.viewDidLoad`.
final class InboxViewController: ViewController, DeferredReactorView {
  var disposeBag = DisposeBag()
  let composeButton = Button(title: "Compose")
  let unreadLabel = Label()
  let tableView = TableView()

  override init() {
    super.init()
    title = "Inbox"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Message")
    for subview in [composeButton, unreadLabel, tableView] { view.addSubview(subview) }
  }

  func bind(reactor: InboxReactor) {
    rx.viewDidLoad.map { InboxReactor.Action.load }.bind(to: reactor.action)
      .disposed(by: disposeBag)
    tableView.rx.modelSelected(String.self).map(InboxReactor.Action.markRead)
      .bind(to: reactor.action).disposed(by: disposeBag)
    tableView.rx.modelSelected(String.self)
      .subscribe(onNext: { [weak self] message in
        self?.navigationController?.pushViewController(
          MessageViewController(message: message), animated: true)
      })
      .disposed(by: disposeBag)
    tableView.rx.itemSelected
      .subscribe(onNext: { [weak self] in self?.tableView.deselectRow(at: $0, animated: true) })
      .disposed(by: disposeBag)
    composeButton.rx.tap
      .subscribe(onNext: { [weak self] in
        let compose = ComposeViewController()
        compose.sent.map(InboxReactor.Action.add).bind(to: reactor.action)
          .disposed(by: compose.disposeBag)
        self?.present(compose, animated: true)
      })
      .disposed(by: disposeBag)

    reactor.state.map(\.messages)
      .bind(to: tableView.rx.items(cellIdentifier: "Message", cellType: TableViewCell.self)) {
        [weak reactor] _, message, cell in
        let isRead = reactor?.currentState.read.contains(message) ?? false
        cell.textLabel?.text = message
        cell.accessoryType = isRead ? .none : .disclosureIndicator
      }
      .disposed(by: disposeBag)
    reactor.state.map { "\($0.unread) unread" }
      .bind(to: unreadLabel.rx.text)
      .disposed(by: disposeBag)
  }
}

/// One message, pushed from the inbox.
final class MessageViewController: ViewController {
  let body = Label()

  init(message: String) {
    super.init()
    title = message
    body.text = "Message: \(message)"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(body)
  }
}

/// A modal compose screen: a field, Send (which reports the text and
/// dismisses) and Cancel.
final class ComposeViewController: ViewController {
  let disposeBag = DisposeBag()
  let field = TextField()
  let sendButton = Button(title: "Send")
  let cancelButton = Button(title: "Cancel")
  let sent = PublishRelay<String>()

  override init() {
    super.init()
    title = "New message"
    field.placeholder = "Message"
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    for subview in [field, sendButton, cancelButton] { view.addSubview(subview) }
    field.rx.text.orEmpty.map { !$0.isEmpty }.bind(to: sendButton.rx.isEnabled)
      .disposed(by: disposeBag)
    sendButton.rx.tap.withLatestFrom(field.rx.text.orEmpty)
      .subscribe(onNext: { [weak self] text in
        self?.sent.accept(text)
        self?.dismiss(animated: true)
      })
      .disposed(by: disposeBag)
    cancelButton.rx.tap
      .subscribe(onNext: { [weak self] in self?.dismiss(animated: true) })
      .disposed(by: disposeBag)
  }
}

/// The inbox in a navigation controller in a visible window.
@MainActor
func showInbox(_ reactor: InboxReactor = InboxReactor()) -> (
  Window, NavigationController, InboxViewController
) {
  let inbox = InboxViewController()
  inbox.reactor = reactor
  let navigation = NavigationController(rootViewController: inbox)
  let window = Window(rootViewController: navigation)
  window.makeKeyAndVisible()
  return (window, navigation, inbox)
}

/// What the inbox renders: its title, Compose, the unread count and one
/// line per message (an unread one ends in `>`).
func inboxRender(unread: Int, messages: [String]) -> String {
  (["# Inbox", "[Compose]", "\(unread) unread"] + messages.map { "  " + $0 })
    .joined(separator: "\n")
}
