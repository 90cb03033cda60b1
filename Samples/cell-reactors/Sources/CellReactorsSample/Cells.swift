import HeadlessReactor

/// A main task's cell: its message and a switch, bound to its own reactor.
public final class MainCell: TableViewCell, View, Reusable {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// The task's message.
  public let messageLabel = Label()
  /// Whether the task is done; flipping it sends `.toggleDone`.
  public let doneSwitch = Switch()
  /// How many times a reactor was bound to this cell (to show reuse).
  public private(set) var bindCount = 0

  override public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(messageLabel)
    contentView.addSubview(doneSwitch)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  /// Shows the reactor's task and sends the switch's flips to it.
  public func bind(reactor: MainCellReactor) {
    bindCount += 1
    reactor.state.map { "(main) " + $0.message }.bind(to: messageLabel.rx.text)
      .disposed(by: disposeBag)
    reactor.state.map(\.isDone).bind(to: doneSwitch.rx.isOn).disposed(by: disposeBag)
    doneSwitch.rx.isOn.changed.map { _ in .toggleDone }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}

/// A sub-task's cell.
public final class SubCell: TableViewCell, View, Reusable {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// The sub-task's message.
  public let messageLabel = Label()
  /// Whether the sub-task is done; flipping it sends `.toggleDone`.
  public let doneSwitch = Switch()
  /// How many times a reactor was bound to this cell.
  public private(set) var bindCount = 0

  override public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(messageLabel)
    contentView.addSubview(doneSwitch)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  /// Shows the reactor's sub-task and sends the switch's flips to it.
  public func bind(reactor: SubCellReactor) {
    bindCount += 1
    reactor.state.map { "(sub) " + $0.message }.bind(to: messageLabel.rx.text)
      .disposed(by: disposeBag)
    reactor.state.map(\.isDone).bind(to: doneSwitch.rx.isOn).disposed(by: disposeBag)
    doneSwitch.rx.isOn.changed.map { _ in .toggleDone }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}
