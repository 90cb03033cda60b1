import Foundation
import HeadlessReactor

/// Runs a ``Sample``: its scripted scenario, or commands typed by a user.
@MainActor
public enum SampleRunner {
  /// What a sample's executable does: with `--interactive` it reads
  /// commands from standard input, otherwise it plays the scenario. A
  /// sample that cannot start prints why on standard error and the process
  /// ends with the error's exit code.
  ///
  /// - Returns: the process exit code.
  public static func main<S: Sample>(
    _ type: S.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> Int32 {
    let interactive = arguments.contains("--interactive")
    let rest = arguments.filter { $0 != "--interactive" }
    let sample: S
    do {
      sample = try S(arguments: rest)
    } catch let error as SampleError {
      FileHandle.standardError.write(Data("\(S.name): \(error.message)\n".utf8))
      return error.exitCode
    } catch {
      FileHandle.standardError.write(Data("\(S.name): \(error)\n".utf8))
      return 1
    }
    if interactive {
      interact(sample, input: { readLine() }, output: { print($0) })
    } else {
      play(sample, output: { print($0) })
    }
    return 0
  }

  /// Plays the scenario: each command (`> command`), then the screen.
  public static func play(_ sample: Sample, output: (String) -> Void) {
    sample.settle()
    output("> start")
    output(sample.screen.render())
    for line in sample.scenario {
      output("")
      output("> \(line)")
      _ = execute(line, on: sample, output: output)
    }
  }

  /// Reads commands until `quit` or the end of the input, printing the
  /// screen after each one.
  public static func interact(
    _ sample: Sample, input: () -> String?, output: (String) -> Void
  ) {
    sample.settle()
    output(sample.screen.render())
    output("(type `help` for the commands)")
    while let line = input() {
      guard execute(line, on: sample, output: output) else { return }
    }
  }

  /// Runs one command line and prints the screen after it (or, for a wrong
  /// command, what is wrong and the list of commands).
  ///
  /// - Returns: `false` for `quit`, `true` otherwise.
  @discardableResult
  public static func execute(_ line: String, on sample: Sample, output: (String) -> Void)
    -> Bool
  {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return true }
    switch name {
    case "quit", "exit":
      return false
    case "help":
      output(help(for: sample))
      return true
    default:
      break
    }
    let available = sample.commands + SampleCommand.standard(for: sample)
    guard let command = available.first(where: { $0.name == name }) else {
      output("error: \(SampleCommandError.unknown(name))")
      output(help(for: sample))
      return true
    }
    do {
      try command.run(Array(words.dropFirst()))
    } catch {
      output("error: \(error)")
      output(help(for: sample))
      return true
    }
    sample.settle()
    output(sample.screen.render())
    return true
  }

  /// The list of commands, one per line with its usage.
  public static func help(for sample: Sample) -> String {
    let commands = sample.commands + SampleCommand.standard(for: sample)
    var lines = ["commands:"]
    let width = (commands.map(\.usage.count) + [16]).max() ?? 16
    for command in commands {
      lines.append(
        "  " + command.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0)
          + command.summary)
    }
    lines.append(
      "  " + "help".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "this list")
    lines.append("  " + "quit".padding(toLength: width + 2, withPad: " ", startingAt: 0) + "leave")
    return lines.joined(separator: "\n")
  }
}
