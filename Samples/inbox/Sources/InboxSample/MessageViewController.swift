import HeadlessReactor

/// A message, pushed over the list: its subject as the title, the sender
/// and the text.
public final class MessageViewController: ViewController, View, InboxScreen {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// `From: Bob`.
  public let senderLabel = Label()
  /// The text.
  public let bodyLabel = Label()

  /// The message's destination (from its reactor).
  public var destination: InboxDestination {
    .message(id: reactor?.id ?? 0)
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(senderLabel)
    view.addSubview(bodyLabel)
  }

  /// Shows the message, or that it no longer exists.
  public func bind(reactor: MessageReactor) {
    loadViewIfNeeded()
    let message = reactor.state.map(\.message)
    message.map { $0?.subject ?? "Message" }.bind(to: rx.title).disposed(by: disposeBag)
    message.map { $0.map { "From: \($0.sender)" } ?? "This message no longer exists." }
      .bind(to: senderLabel.rx.text).disposed(by: disposeBag)
    message.map { $0?.body ?? "" }.bind(to: bodyLabel.rx.text).disposed(by: disposeBag)
  }
}
