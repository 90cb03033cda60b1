import HeadlessReactor
import SampleSupport

/// The search sample: a debounced search over an in-process service with
/// real delays, cancelling older requests and paging results.
@MainActor
public final class SearchApp: Sample {
  /// `search`.
  public static let name = "search"
  /// What the sample shows.
  public static let summary =
    "a debounced search that cancels older requests and pages results from a local service"

  /// The screen, in a window.
  public let screen: ViewController
  /// The screen's reactor.
  public let reactor: SearchReactor
  private let window: Window

  /// Creates the sample; `scheduler` runs the service's delays (the main
  /// scheduler in the app) and `clock` the debounce.
  ///
  /// - Throws: ``SampleError`` (exit code 2) for any argument.
  public init(
    arguments: [String] = [], scheduler: SchedulerType = MainScheduler.instance,
    clock: any Clock<Duration> = ContinuousClock()
  ) throws {
    _ = try SampleArguments(arguments, of: Self.self)
    reactor = SearchReactor(service: SearchService(scheduler: scheduler), clock: clock)
    let controller = SearchViewController()
    controller.reactor = reactor
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
  }

  /// Required by ``Sample``: the sample on the main scheduler.
  public convenience init(arguments: [String]) throws {
    try self.init(arguments: arguments, scheduler: MainScheduler.instance)
  }

  /// The sample with its delays and debounce on `time` (virtual time for
  /// `--replay`).
  public convenience init(arguments: [String], time: SampleTime) throws {
    try self.init(arguments: arguments, scheduler: time.scheduler, clock: time.clock)
  }

  /// The screen's reactor.
  public var recordedReactor: (any Reactor)? { reactor }

  /// The reactor as this sample makes it, on the test's scheduler and clock.
  public var testStoreReactor: String? {
    "SearchReactor(service: SearchService(scheduler: scheduler), "
      + "clock: TestClock(scheduler: scheduler))"
  }

  /// Type a query, load two more pages, refine it, start over.
  public let scenario = [
    "type swift", "tap Load more", "tap Load more", "type ui", "clear", "type nio",
  ]

  /// Waits until no debounce and no request is pending.
  public func settle() {
    let reactor = reactor
    _ = MainLoop.run(timeout: 5) { reactor.currentState.isIdle }
    MainLoop.run(for: 0.01)
  }
}
