import HeadlessUI
import Streams

// Screens for the `ScreenMonkey` tests.

/// A counter with Minus and Plus, a hidden Reset, a disabled Delete, and a
/// Details button that pushes a screen with a Sheet button presenting a
/// sheet. It shows "broken" once the count reaches -3 (the bug).
@MainActor
final class MonkeyCounterScreen: ViewController {
  let label = Label()
  private(set) var count = 0 {
    didSet { label.text = count <= -3 ? "broken" : "\(count)" }
  }
  /// Taps the hidden and disabled buttons got (must stay 0).
  private(set) var unreachableTaps = 0
  private let disposeBag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()
    label.text = "0"
    let minus = Button(title: "Minus")
    let plus = Button(title: "Plus")
    let reset = Button(title: "Reset")
    reset.isHidden = true
    let delete = Button(title: "Delete")
    delete.isEnabled = false
    let details = Button(title: "Details")
    for view in [label, minus, plus, reset, delete, details] { self.view.addSubview(view) }
    minus.rx.tap.subscribe(onNext: { [unowned self] in count -= 1 }).disposed(by: disposeBag)
    plus.rx.tap.subscribe(onNext: { [unowned self] in count += 1 }).disposed(by: disposeBag)
    reset.rx.tap.subscribe(onNext: { [unowned self] in unreachableTaps += 1 })
      .disposed(by: disposeBag)
    delete.rx.tap.subscribe(onNext: { [unowned self] in unreachableTaps += 1 })
      .disposed(by: disposeBag)
    details.rx.tap.subscribe(onNext: { [unowned self] in
      navigationController?.pushViewController(MonkeyDetailScreen(), animated: true)
    }).disposed(by: disposeBag)
  }
}

/// A detail screen whose Sheet button presents a sheet with a text field.
@MainActor
final class MonkeyDetailScreen: ViewController {
  private let disposeBag = DisposeBag()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Details"
    let sheet = Button(title: "Sheet")
    view.addSubview(sheet)
    sheet.rx.tap.subscribe(onNext: { [unowned self] in
      let presented = ViewController()
      presented.title = "Sheet"
      let field = TextField()
      field.placeholder = "Name"
      presented.view.addSubview(field)
      present(presented, animated: true)
    }).disposed(by: disposeBag)
  }
}
