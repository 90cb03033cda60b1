import Foundation
import HeadlessReactor
import SampleSupport

/// The counter sample: ReactorKit's counter, with a loading indicator while
/// a delayed change is in flight.
@MainActor
public final class CounterApp: Sample {
  /// `counter`.
  public static let name = "counter"
  /// What the sample shows.
  public static let summary =
    "ReactorKit's counter: delayed changes, a loading flag, buttons disabled meanwhile"

  /// `--delay <ms>`, `--value <n>` and `--observed`.
  public static let options = [
    SampleOption("--delay", value: "<ms>", summary: "how long a change takes (default 300)"),
    SampleOption("--value", value: "<n>", summary: "the value to start from (default 0)"),
    SampleOption(
      "--observed", summary: "show the SwiftUI-style screen, reading the state through Observation"),
  ]

  /// The screen, in a window.
  public let screen: ViewController
  /// The counter's reactor, shared by whatever screen shows it.
  public let reactor: CounterViewReactor
  private let window: Window

  /// Parses `--delay <milliseconds>` (default 300), `--value <n>` (default
  /// 0) and `--observed` (the SwiftUI-style screen reading the state through
  /// an `ObservedReactor`).
  public init(arguments: [String] = []) throws {
    let parsed = try SampleArguments(arguments, of: Self.self)
    let delay =
      try parsed.integer(
        of: "--delay", in: 0...10_000, otherwise: "--delay needs milliseconds from 0 to 10000")
      ?? 300
    let value = try parsed.integer(of: "--value", otherwise: "--value needs an integer") ?? 0
    let observed = parsed.contains("--observed")
    reactor = CounterViewReactor(value: value, delay: .milliseconds(delay))
    if observed {
      screen = ObservedCounterViewController(reactor: reactor)
    } else {
      let controller = CounterViewController()
      controller.reactor = reactor
      screen = controller
    }
    window = .makeKeyAndVisible(showing: screen)
  }

  /// Increase (loading, then the value), decrease, then wait for it.
  public let scenario = ["tap +", "wait 0.5", "tap +", "wait 0.5", "tap -", "wait 0.5"]

  /// Runs the main queue until the screen shows the reactor's state (the
  /// drivers deliver on the main queue); a change in flight is not waited
  /// for: `wait` lets it arrive.
  public func settle() {
    if let observed = screen as? ObservedCounterViewController {
      MainLoop.run(timeout: 2) { [reactor] in
        observed.updateIfNeeded()
        return observed.counter.state == reactor.currentState
      }
      return
    }
    guard let controller = screen as? CounterViewController else { return }
    MainLoop.run(timeout: 2) { [reactor] in
      let state = reactor.currentState
      return controller.valueLabel.text == "\(state.value)"
        && controller.loadingLabel.isHidden == !state.isLoading
    }
  }
}
