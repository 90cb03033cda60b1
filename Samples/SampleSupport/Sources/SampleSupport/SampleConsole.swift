import Foundation

/// Where a sample run reads its commands and writes what it shows: the
/// process's standard streams (``standard``), or closures a test gives.
@MainActor
public struct SampleConsole {
  /// Reads the next line of input (without its newline), or `nil` at the
  /// end of the input.
  public var readLine: () -> String?
  /// Writes one line on standard output.
  public var write: (String) -> Void
  /// Writes one line on standard error.
  public var writeError: (String) -> Void
  /// Shows a prompt on standard output, without a newline, at once.
  public var prompt: (String) -> Void
  /// Whether the input is a terminal (a person typing): only then does an
  /// interactive run show a prompt before each command.
  public var isTerminal: Bool

  /// Creates a console from its parts.
  public init(
    readLine: @escaping () -> String?,
    write: @escaping (String) -> Void,
    writeError: @escaping (String) -> Void,
    prompt: @escaping (String) -> Void = { _ in },
    isTerminal: Bool = false
  ) {
    self.readLine = readLine
    self.write = write
    self.writeError = writeError
    self.prompt = prompt
    self.isTerminal = isTerminal
  }

  /// The process's standard input, output and error; ``isTerminal`` is
  /// `isatty(0)`, so a piped input (tests, scripts) gets no prompt. Each
  /// line is flushed as it is written, so that a program driving an
  /// interactive run through a pipe sees each screen at once.
  public static var standard: SampleConsole {
    SampleConsole(
      readLine: { Swift.readLine() },
      write: {
        print($0)
        fflush(nil)
      },
      writeError: { FileHandle.standardError.write(Data("\($0)\n".utf8)) },
      prompt: { text in
        print(text, terminator: "")
        fflush(nil)
      },
      isTerminal: isatty(0) != 0)
  }
}
