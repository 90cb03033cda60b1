import Foundation

/// The samples tour (`swift run tour`): every sample's scripted scenario in
/// turn, each under a header naming it.
@MainActor
public enum SampleTour {
  /// The executable's name.
  public static let name = "tour"

  /// The usage line (the tour takes no arguments but `--help`).
  public static let usage = "usage: tour"

  /// What the tour's executable does.
  ///
  /// - `--help` or `-h`: prints ``help(_:)`` on standard output; exit code 0.
  /// - Any other argument: prints `tour: unknown argument '<argument>'` and
  ///   the usage line on standard error; exit code
  ///   ``SampleRunner/usageExitCode`` (2), as the samples do.
  /// - No argument: ``run(_:console:)``.
  ///
  /// - Returns: the process exit code.
  public static func main(
    _ samples: [any Sample.Type], arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    console: SampleConsole = .standard
  ) -> Int32 {
    // In order, as the samples read theirs: `--help` wins over what
    // follows it, not over what precedes it.
    if let argument = arguments.first {
      guard argument == "--help" || argument == "-h" else {
        console.writeError("\(name): unknown argument '\(argument)'")
        console.writeError(usage)
        return SampleRunner.usageExitCode
      }
      console.write(help(samples))
      return 0
    }
    return run(samples, console: console)
  }

  /// Plays each sample's scenario under a `== name: summary ==` header.
  ///
  /// - Returns: 0, or 1 when a sample could not start (why is printed on
  ///   standard error and the tour goes on).
  public static func run(_ samples: [any Sample.Type], console: SampleConsole) -> Int32 {
    var failures = 0
    for (index, type) in samples.enumerated() {
      if index > 0 { console.write("") }
      console.write("== \(type.name): \(type.summary) ==")
      do {
        SampleRunner.run(try type.init(arguments: []), interactive: false, console: console)
      } catch {
        console.writeError("\(type.name): \(error)")
        failures += 1
      }
    }
    return failures == 0 ? 0 : 1
  }

  /// What `--help` prints: the usage line, what the tour does, its option
  /// and the samples it plays.
  public static func help(_ samples: [any Sample.Type]) -> String {
    let width = (samples.map { $0.name.count } + [10]).max() ?? 10
    let list = samples.map {
      "  " + $0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.summary
    }
    return [
      usage,
      "Plays every sample's scripted scenario in turn, each under a header naming it;\n"
        + "run a sample on its own (swift run <sample> --interactive) to type its commands.",
      "options:\n  -h, --help    print this help and exit",
      (["samples:"] + list).joined(separator: "\n"),
    ].joined(separator: "\n\n")
  }
}
