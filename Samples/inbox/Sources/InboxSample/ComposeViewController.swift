import HeadlessReactor

/// A new message, presented over whatever is shown: Cancel and Send, and
/// the subject. The user may also swipe it down.
public final class ComposeViewController: ViewController, View, InboxScreen {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// Gives up the message.
  public let cancelButton = Button(title: "Cancel")
  /// Sends it; disabled while the subject is empty.
  public let sendButton = Button(title: "Send")
  /// The subject.
  public let subjectField = TextField()

  /// `.compose`.
  public let destination = InboxDestination.compose

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "New message"
    let buttons = InlineRow()
    buttons.addSubview(cancelButton)
    buttons.addSubview(sendButton)
    view.addSubview(buttons)
    subjectField.placeholder = "Subject"
    view.addSubview(subjectField)
  }

  /// The field and buttons become actions; Send is enabled when there is
  /// something to send.
  public func bind(reactor: ComposeReactor) {
    loadViewIfNeeded()
    subjectField.rx.text.orEmpty.changed
      .map { .updateSubject($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    sendButton.rx.tap.map { .send }.bind(to: reactor.action).disposed(by: disposeBag)
    cancelButton.rx.tap.map { .cancel }.bind(to: reactor.action).disposed(by: disposeBag)
    reactor.state.map(\.canSend).distinctUntilChanged()
      .bind(to: sendButton.rx.isEnabled)
      .disposed(by: disposeBag)
  }
}
