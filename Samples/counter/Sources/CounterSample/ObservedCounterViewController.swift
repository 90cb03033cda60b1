import HeadlessReactor
import Observation

/// The counter as a SwiftUI-style screen: its "body" reads the reactor's
/// state through an `ObservedReactor` and is evaluated again when a field
/// it read changed, as SwiftUI re-renders a view. The same reactor as
/// ``CounterViewController``; with SwiftUI the body would be:
///
/// ```swift
/// struct CounterView: View {
///   @State var counter: ObservedReactor<CounterViewReactor>
///   var body: some View {
///     HStack {
///       Button("-") { counter.send(.decrease) }
///         .disabled(counter.isLoading || !counter.canDecrease)
///       Text("\(counter.value)")
///       Button("+") { counter.send(.increase) }
///         .disabled(counter.isLoading || !counter.canIncrease)
///     }
///     if counter.isLoading { Text("Loading…") }
///   }
/// }
/// ```
public final class ObservedCounterViewController: ViewController {
  /// The reactor's state, read through Observation.
  public let counter: ObservedReactor<CounterViewReactor>
  /// Sends `.decrease`.
  public let decreaseButton = Button(title: "-")
  /// The value.
  public let valueLabel = Label()
  /// Sends `.increase`.
  public let increaseButton = Button(title: "+")
  /// Shown while a change is in flight.
  public let loadingLabel = Label()
  /// How many times the body was evaluated (once, then once per change of a
  /// field it read).
  public private(set) var bodyEvaluations = 0
  private let disposeBag = DisposeBag()

  /// A screen for `reactor`.
  public init(reactor: CounterViewReactor) {
    counter = ObservedReactor(reactor: reactor)
    super.init()
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Counter (observed)"
    loadingLabel.text = "Loading…"
    let row = RowView()
    row.addSubview(decreaseButton)
    row.addSubview(valueLabel)
    row.addSubview(increaseButton)
    view.addSubview(row)
    view.addSubview(loadingLabel)
    let counter = self.counter
    increaseButton.rx.tap.bind(onNext: { counter.send(.increase) }).disposed(by: disposeBag)
    decreaseButton.rx.tap.bind(onNext: { counter.send(.decrease) }).disposed(by: disposeBag)
  }

  /// Evaluates the body again if a field it read changed, then renders.
  override public func renderLines() -> [String] {
    updateIfNeeded()
    return super.renderLines()
  }

  /// Evaluates the body if a field it read changed since it was last
  /// evaluated (SwiftUI does this before drawing the next frame).
  public func updateIfNeeded() {
    loadViewIfNeeded()
    guard needsUpdate else { return }
    let outdated = OutdatedFlag()
    withObservationTracking(body, onChange: { outdated.set() })
    self.outdated = outdated
  }

  /// Whether a field the body read has changed since it was evaluated.
  public var needsUpdate: Bool {
    outdated?.isSet ?? true
  }

  /// Set by Observation when a read of the last evaluation was invalidated.
  private var outdated: OutdatedFlag?

  private func body() {
    bodyEvaluations += 1
    valueLabel.text = "\(counter.value)"
    loadingLabel.isHidden = !counter.isLoading
    increaseButton.isEnabled = !counter.isLoading && counter.canIncrease
    decreaseButton.isEnabled = !counter.isLoading && counter.canDecrease
  }
}

/// Set when a tracked read was invalidated.
private final class OutdatedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }

  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
