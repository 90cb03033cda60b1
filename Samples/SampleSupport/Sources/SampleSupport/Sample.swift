import HeadlessReactor

/// A sample app: a screen, the commands a user can give it, and a scripted
/// scenario made of those commands.
///
/// ``SampleRunner`` plays the scenario (printing each command and then the
/// screen) or, with `--interactive`, reads commands from standard input;
/// `--help` prints the usage line, the options and the commands.
/// The standard commands (``SampleCommand/standard(for:)``: `help`, `quit`,
/// `tap`, `type`, `clear`, `toggle`, `select`, `delete`, `move`, `scroll`,
/// `wait`) work on any screen; a sample adds its own in ``commands``.
///
/// Every sample can be recorded (`--record <file>`) and replayed
/// (`--replay <file>`): the runner records the actions of
/// ``recordedReactor`` and the screen after each command, and replays them
/// into a new sample made with ``init(arguments:time:)`` on virtual time.
/// A sample whose screen is a ``HeadlessUI/View`` bound to its reactor
/// needs nothing more; one that waits for anything takes the
/// ``SampleTime`` (a line or two).
@MainActor
public protocol Sample: AnyObject {
  /// The executable's name (`swift run <name>`).
  static var name: String { get }

  /// One line saying what the sample shows.
  static var summary: String { get }

  /// The sample's own command-line options, for `--help` and the usage
  /// line; ``SampleRunner`` refuses any other argument.
  static var options: [SampleOption] { get }

  /// Creates the sample from its command-line arguments (without the
  /// executable's name and `--interactive`).
  ///
  /// - Throws: ``SampleError`` with a message for the user when the
  ///   arguments or the sample's resources are wrong.
  init(arguments: [String]) throws

  /// Creates the sample from its command-line arguments with its delays,
  /// debounces and async sleeps on `time`: virtual time when a recorded
  /// session is replayed. The default ignores `time` (for samples that
  /// wait for nothing).
  ///
  /// - Throws: as ``init(arguments:)``.
  init(arguments: [String], time: SampleTime) throws

  /// The reactor whose actions `--record` records and `--replay` sends
  /// (its action type must be `Codable`), or `nil` when there is none. The
  /// default is the screen's reactor when the screen is a
  /// ``HeadlessUI/View``.
  var recordedReactor: (any Reactor)? { get }

  /// The Swift expression that makes ``recordedReactor`` in a test, as this
  /// sample made it, with `scheduler` a `TestScheduler` of one tick per
  /// millisecond (and `TestClock(scheduler: scheduler)` for a clock):
  /// what `--replay <file> --emit-test` writes into the test. `nil` (the
  /// default): the sample cannot emit tests.
  var testStoreReactor: String? { get }

  /// A line printed before the first screen of a run (such as the
  /// directory the sample works in), or `nil`.
  var startMessage: String? { get }

  /// The screen shown: what ``SampleRunner`` renders after each command.
  var screen: ViewController { get }

  /// The commands played by default, in order.
  var scenario: [String] { get }

  /// Commands of this sample beyond the standard ones.
  var commands: [SampleCommand] { get }

  /// Waits until the screen has settled after a command (delays, debounces,
  /// requests in flight), running the main loop meanwhile.
  func settle()

  /// Called once when a run ends (after the scenario, `quit`, or the end of
  /// the input): releases what the sample made for itself, such as a
  /// temporary directory.
  func finish()

  /// What to release when the process is interrupted (SIGINT, Ctrl-C)
  /// instead of ending normally, or `nil`: run on a background thread while
  /// the main thread may be waiting for input, so it must not touch the
  /// screen or the reactor (remove a temporary directory, not more).
  var interruptCleanup: (@Sendable () -> Void)? { get }
}

extension Sample {
  /// The sample made from its arguments alone: it waits for nothing, so
  /// `time` does not matter.
  public init(arguments: [String], time: SampleTime) throws {
    try self.init(arguments: arguments)
  }

  /// The screen's reactor, when the screen is a ``HeadlessUI/View``.
  public var recordedReactor: (any Reactor)? {
    guard let view = screen as? any View else { return nil }
    func reactor<V: View>(of view: V) -> (any Reactor)? { view.reactor }
    return reactor(of: view)
  }

  /// No test can be emitted.
  public var testStoreReactor: String? { nil }

  /// No options.
  public static var options: [SampleOption] { [] }

  /// No commands beyond the standard ones.
  public var commands: [SampleCommand] { [] }

  /// Nothing to say before the first screen.
  public var startMessage: String? { nil }

  /// Nothing to release.
  public func finish() {}

  /// Nothing to release on an interrupt.
  public var interruptCleanup: (@Sendable () -> Void)? { nil }

  /// Runs the work already queued on the main thread, briefly.
  public func settle() {
    MainLoop.run(for: 0.01)
  }
}

/// Why a sample cannot start or go on; its message is printed for the user.
public struct SampleError: Error, CustomStringConvertible {
  /// What went wrong, for the user.
  public let message: String
  /// The process exit code to end with.
  public let exitCode: Int32
  /// Whether the usage line follows the message (for wrong arguments).
  public let showsUsage: Bool

  /// Creates an error with a message and an exit code (default 1);
  /// `showsUsage` prints the usage line after the message.
  public init(_ message: String, exitCode: Int32 = 1, showsUsage: Bool = false) {
    self.message = message
    self.exitCode = exitCode
    self.showsUsage = showsUsage
  }

  /// A wrong command-line argument: the message, then the usage line;
  /// exit code 2 (``SampleRunner/usageExitCode``).
  public static func usage(_ message: String) -> SampleError {
    SampleError(message, exitCode: SampleRunner.usageExitCode, showsUsage: true)
  }

  /// The message.
  public var description: String { message }
}
