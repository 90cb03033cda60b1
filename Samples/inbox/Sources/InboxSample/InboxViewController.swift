import HeadlessReactor

/// The inbox list, root of the navigation controller: Compose and Settings
/// buttons, then the messages; selecting one opens it.
///
/// Its `bind(reactor:)` binds the reactor's navigation to the navigation
/// controller (`rx.navigation(screen:)`), making each pushed or presented
/// screen, with its own reactor, from its destination (``screen(for:)``),
/// and sends the user's back and swipe down to the reactor
/// (`rx.navigationEvent`). Assign the reactor once the screen is in its
/// navigation controller.
public final class InboxViewController: ViewController, View {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// Presents compose.
  public let composeButton = Button(title: "Compose")
  /// Pushes the settings.
  public let settingsButton = Button(title: "Settings")
  /// The messages.
  public let tableView = TableView()

  /// One plain cell per message, with a disclosure indicator; the section
  /// header counts the unread ones.
  public let dataSource = RxTableViewSectionedAnimatedDataSource<InboxSection>(
    configureCell: { _, tableView, indexPath, row in
      let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
      cell.textLabel?.text = row.text
      cell.accessoryType = .disclosureIndicator
      return cell
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].header })

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Inbox"
    let buttons = InlineRow()
    buttons.addSubview(composeButton)
    buttons.addSubview(settingsButton)
    view.addSubview(buttons)
    view.addSubview(tableView)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
  }

  /// The list, the buttons, and the navigation both ways.
  public func bind(reactor: InboxReactor) {
    loadViewIfNeeded()
    reactor.state.map(\.sections).distinctUntilChanged()
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
    tableView.rx.modelSelected(MessageRow.self)
      .map { .open(id: $0.id) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    tableView.rx.itemSelected
      .subscribe(onNext: { [unowned self] in tableView.deselectRow(at: $0, animated: true) })
      .disposed(by: disposeBag)
    composeButton.rx.tap.map { .compose }.bind(to: reactor.action).disposed(by: disposeBag)
    settingsButton.rx.tap.map { .openSettings }.bind(to: reactor.action).disposed(by: disposeBag)

    guard let navigationController else { return }
    reactor.state.map(\.navigation)
      .bind(
        to: navigationController.rx.navigation { [unowned self] destination in
          self.screen(for: destination)
        }
      )
      .disposed(by: disposeBag)
    navigationController.rx.navigationEvent
      .map(InboxReactor.Action.navigation)
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }

  /// The screen of `destination`, with its own reactor: made each time the
  /// destination is shown, freed when it is popped or dismissed.
  public func screen(for destination: InboxDestination) -> ViewController {
    guard let reactor else { return ViewController() }
    switch destination {
    case .message(let id):
      let screen = MessageViewController()
      screen.reactor = MessageReactor(id: id, message: reactor.currentState.message(id: id))
      return screen
    case .settings:
      let screen = SettingsViewController()
      screen.reactor = SettingsReactor(settings: reactor.settings)
      return screen
    case .compose:
      let screen = ComposeViewController()
      let inbox = reactor.action
      screen.reactor = ComposeReactor { outcome in
        switch outcome {
        case .sent(let subject): inbox.onNext(.send(subject))
        case .cancelled: inbox.onNext(.cancelCompose)
        }
      }
      return screen
    }
  }
}
