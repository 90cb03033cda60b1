import HeadlessReactor

/// The counter screen: "-", the value and "+" on one row, and a loading
/// indicator; the buttons are disabled while a change is in flight, and
/// "+" at `Int.max` and "-" at `Int.min`, where the counter stops.
public final class CounterViewController: ViewController, View {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// Subtracts one.
  public let decreaseButton = Button(title: "-")
  /// The count.
  public let valueLabel = Label()
  /// Adds one.
  public let increaseButton = Button(title: "+")
  /// Shown while a change is in flight.
  public let loadingLabel = Label()

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    valueLabel.text = "0"
    loadingLabel.text = "Loading…"
    loadingLabel.isHidden = true
    let row = RowView()
    row.addSubview(decreaseButton)
    row.addSubview(valueLabel)
    row.addSubview(increaseButton)
    view.addSubview(row)
    view.addSubview(loadingLabel)
  }

  /// Taps become actions; the state reaches the views through `Driver`s
  /// (main thread, no errors).
  public func bind(reactor: CounterViewReactor) {
    loadViewIfNeeded()
    increaseButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
    decreaseButton.rx.tap.map { .decrease }.bind(to: reactor.action).disposed(by: disposeBag)

    let value = reactor.state.map(\.value).distinctUntilChanged()
      .asDriver(onErrorJustReturn: 0)
    value.map { "\($0)" }.drive(valueLabel.rx.text).disposed(by: disposeBag)

    let isLoading = reactor.state.map(\.isLoading).distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)
    isLoading.map { !$0 }.drive(loadingLabel.rx.isHidden).disposed(by: disposeBag)
    reactor.state.map { !$0.isLoading && $0.canIncrease }.distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)
      .drive(increaseButton.rx.isEnabled).disposed(by: disposeBag)
    reactor.state.map { !$0.isLoading && $0.canDecrease }.distinctUntilChanged()
      .asDriver(onErrorJustReturn: false)
      .drive(decreaseButton.rx.isEnabled).disposed(by: disposeBag)
  }
}

/// Views side by side: one line of their texts, two spaces apart.
public final class RowView: HeadlessView {
  /// One line: each visible subview's lines, joined.
  override public func renderLines() -> [String] {
    [subviews.filter { !$0.isHidden }.flatMap { $0.renderLines() }.joined(separator: "  ")]
  }
}
