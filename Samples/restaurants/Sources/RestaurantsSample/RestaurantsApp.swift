import Foundation
import HeadlessReactor
import SampleSupport

/// The restaurants sample: restaurants decoded from a bundled JSON file
/// (or `--json <path>`), swapped for another branch by a refresh button.
@MainActor
public final class RestaurantsApp: Sample {
  /// `restaurants`.
  public static let name = "restaurants"
  /// What the sample shows.
  public static let summary =
    "restaurants decoded from a bundled JSON file; refresh swaps in another branch, animated"

  /// `--json <path>`.
  public static let options = [
    SampleOption(
      "--json", value: "<path>", isPath: true,
      summary: "read the restaurants from this file, not the bundled one"
    )
  ]

  /// The screen, in a window.
  public let screen: ViewController
  /// The screen's reactor.
  public let reactor: RestaurantsReactor
  private let window: Window

  /// Creates the sample. `--json <path>` reads the restaurants from another
  /// file; `scheduler` runs the other branch's delay (the main scheduler
  /// in the app).
  ///
  /// - Throws: ``SampleError`` (exit code 2) for a wrong flag, a file that
  ///   cannot be read, or malformed JSON, naming the file and the position.
  public init(
    arguments: [String] = [], scheduler: SchedulerType = MainScheduler.instance
  ) throws {
    let file =
      try SampleArguments(arguments, of: Self.self).value(of: "--json")
      .map { URL(fileURLWithPath: $0) } ?? RestaurantService.bundledFile
    let service = RestaurantService(file: file, scheduler: scheduler)
    do {
      _ = try service.readRestaurants()
    } catch {
      throw SampleError("cannot load restaurants: \(error)", exitCode: 2)
    }
    let controller = RestaurantsViewController()
    reactor = RestaurantsReactor(service: service)
    controller.reactor = reactor
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
    reactor.action.onNext(.load)
  }

  /// Required by ``Sample``: the sample with the bundled file.
  public convenience init(arguments: [String]) throws {
    try self.init(arguments: arguments, scheduler: MainScheduler.instance)
  }

  /// The sample with the other branch's delay on `time` (virtual time
  /// for `--replay`).
  public convenience init(arguments: [String], time: SampleTime) throws {
    try self.init(arguments: arguments, scheduler: time.scheduler)
  }

  /// The screen's reactor.
  public var recordedReactor: (any Reactor)? { reactor }

  /// Select a row, refresh, go back to the main branch.
  public let scenario = ["select 0 2", "tap Refresh", "reload"]

  /// `reload`: read the main branch again.
  public var commands: [SampleCommand] {
    let reactor = reactor
    return [
      SampleCommand("reload", usage: "reload", summary: "show the main branch again") {
        words throws(SampleCommandError) in
        guard words.isEmpty else { throw .usage("reload") }
        reactor.action.onNext(.load)
      }
    ]
  }

  /// Waits until no refresh is loading.
  public func settle() {
    let reactor = reactor
    _ = MainLoop.run(timeout: 5) { !reactor.currentState.isLoading }
    MainLoop.run(for: 0.01)
  }
}
