// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

final class CounterViewController: ViewController, ReactorView {
  var disposeBag = DisposeBag()
  let decreaseButton = Button(title: "-")
  let valueLabel = Label()
  let increaseButton = Button(title: "+")
  let loadingLabel = Label()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter"
    loadingLabel.text = "Loading…"
    view.addSubview(decreaseButton)
    view.addSubview(valueLabel)
    view.addSubview(increaseButton)
    view.addSubview(loadingLabel)
  }

  func bind(reactor: CounterReactor) {
    loadViewIfNeeded()
    increaseButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
    decreaseButton.rx.tap.map { .decrease }.bind(to: reactor.action).disposed(by: disposeBag)

    reactor.state.map { "\($0.value)" }.distinctUntilChanged()
      .bind(to: valueLabel.rx.text).disposed(by: disposeBag)
    reactor.state.map { !$0.isLoading }.distinctUntilChanged()
      .bind(to: loadingLabel.rx.isHidden).disposed(by: disposeBag)
    reactor.state.map { !$0.isLoading }.distinctUntilChanged()
      .bind(to: increaseButton.rx.isEnabled).disposed(by: disposeBag)
  }
}
