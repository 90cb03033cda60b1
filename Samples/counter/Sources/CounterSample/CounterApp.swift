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
  private let delayMilliseconds: Int

  /// Parses `--delay <milliseconds>` (default 300), `--value <n>` (default
  /// 0) and `--observed` (the SwiftUI-style screen reading the state through
  /// an `ObservedReactor`); `scheduler` runs the delay (the main scheduler
  /// in the app).
  public init(arguments: [String] = [], scheduler: SchedulerType = MainScheduler.instance) throws {
    let parsed = try SampleArguments(arguments, of: Self.self)
    let delay =
      try parsed.integer(
        of: "--delay", in: 0...10_000, otherwise: "--delay needs milliseconds from 0 to 10000")
      ?? 300
    let value = try parsed.integer(of: "--value", otherwise: "--value needs an integer") ?? 0
    let observed = parsed.contains("--observed")
    delayMilliseconds = delay
    reactor = CounterViewReactor(
      value: value, scheduler: scheduler, delay: .milliseconds(delay))
    if observed {
      screen = ObservedCounterViewController(reactor: reactor)
    } else {
      let controller = CounterViewController()
      controller.reactor = reactor
      screen = controller
    }
    window = .makeKeyAndVisible(showing: screen)
  }

  /// Required by ``Sample``: the sample on the main scheduler.
  public convenience init(arguments: [String]) throws {
    try self.init(arguments: arguments, scheduler: MainScheduler.instance)
  }

  /// The sample with its delay on `time` (virtual time for `--replay`).
  public convenience init(arguments: [String], time: SampleTime) throws {
    try self.init(arguments: arguments, scheduler: time.scheduler)
  }

  /// The counter's reactor, whichever screen shows it.
  public var recordedReactor: (any Reactor)? { reactor }

  /// The reactor as this sample made it.
  public var testStoreReactor: String? {
    "CounterViewReactor(value: \(reactor.initialState.value), scheduler: scheduler, "
      + "delay: .milliseconds(\(delayMilliseconds)))"
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
