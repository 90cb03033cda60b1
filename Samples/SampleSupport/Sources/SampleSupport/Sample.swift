import HeadlessReactor

/// A sample app: a screen, the commands a user can give it, and a scripted
/// scenario made of those commands.
///
/// ``SampleRunner`` plays the scenario (printing each command and then the
/// screen) or, with `--interactive`, reads commands from standard input.
/// The standard commands (``SampleCommand/standard(for:)``: `help`, `quit`,
/// `tap`, `type`, `clear`, `toggle`, `select`, `delete`, `move`, `scroll`,
/// `wait`) work on any screen; a sample adds its own in ``commands``.
@MainActor
public protocol Sample: AnyObject {
  /// The executable's name (`swift run <name>`).
  static var name: String { get }

  /// One line saying what the sample shows.
  static var summary: String { get }

  /// Creates the sample from its command-line arguments (without the
  /// executable's name and `--interactive`).
  ///
  /// - Throws: ``SampleError`` with a message for the user when the
  ///   arguments or the sample's resources are wrong.
  init(arguments: [String]) throws

  /// The screen shown: what ``SampleRunner`` renders after each command.
  var screen: ViewController { get }

  /// The commands played by default, in order.
  var scenario: [String] { get }

  /// Commands of this sample beyond the standard ones.
  var commands: [SampleCommand] { get }

  /// Waits until the screen has settled after a command (delays, debounces,
  /// requests in flight), running the main loop meanwhile.
  func settle()
}

extension Sample {
  /// No commands beyond the standard ones.
  public var commands: [SampleCommand] { [] }

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

  /// Creates an error with a message and an exit code (default 1).
  public init(_ message: String, exitCode: Int32 = 1) {
    self.message = message
    self.exitCode = exitCode
  }

  /// The message.
  public var description: String { message }
}
