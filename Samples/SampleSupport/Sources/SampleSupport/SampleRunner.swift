import Foundation
import HeadlessReactor

/// Runs a ``Sample``: its scripted scenario, or commands typed by a user.
@MainActor
public enum SampleRunner {
  /// The exit code for wrong command-line arguments (an unknown argument,
  /// an option without its value, a value out of range): 2, as most
  /// command-line tools use.
  public nonisolated static let usageExitCode: Int32 = 2

  /// What a sample's executable does.
  ///
  /// - `--help` or `-h`: prints ``help(_:)`` on standard output; exit code 0.
  /// - An argument that is neither `--interactive` nor one of the sample's
  ///   ``Sample/options``, or an option without its value: prints
  ///   `<name>: unknown argument '<argument>'` and the usage line on
  ///   standard error; exit code ``usageExitCode``.
  /// - A sample that cannot start (``SampleError``): prints why on standard
  ///   error (and the usage line for a wrong argument); the error's exit
  ///   code.
  /// - Otherwise ``run(_:interactive:console:)``: the scenario, or with
  ///   `--interactive` commands read from standard input; exit code 0.
  ///   With `handlesInterrupt`, an interrupt (SIGINT, Ctrl-C) meanwhile
  ///   runs the sample's ``Sample/interruptCleanup`` and ends the process
  ///   with exit code ``interruptExitCode``.
  ///
  /// - Parameters:
  ///   - type: the sample.
  ///   - arguments: the command line, without the executable's name.
  ///   - console: where the run reads and writes.
  ///   - handlesInterrupt: whether to take over SIGINT for the whole
  ///     process during the run (an executable's `main`, not a test).
  /// - Returns: the process exit code.
  public static func main<S: Sample>(
    _ type: S.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    console: SampleConsole = .standard, handlesInterrupt: Bool = false
  ) -> Int32 {
    let interactive: Bool
    let rest: [String]
    switch parse(arguments, options: S.options) {
    case .help:
      console.write(help(S.self))
      return 0
    case .refused(let message):
      console.writeError("\(S.name): \(message)")
      console.writeError(usage(S.self))
      return usageExitCode
    case .run(let isInteractive, let sampleArguments):
      interactive = isInteractive
      rest = sampleArguments
    }
    let sample: S
    do {
      sample = try S(arguments: rest)
    } catch let error as SampleError {
      console.writeError("\(S.name): \(error.message)")
      if error.showsUsage { console.writeError(usage(S.self)) }
      return error.exitCode
    } catch {
      console.writeError("\(S.name): \(error)")
      return 1
    }
    let interruption = handlesInterrupt ? sample.interruptCleanup.map(onInterrupt) : nil
    defer { interruption?.cancel() }
    run(sample, interactive: interactive, console: console)
    return 0
  }

  /// The exit code after an interrupt (SIGINT): 130, 128 + the signal's
  /// number, as shells report a process that Ctrl-C ended.
  public nonisolated static let interruptExitCode: Int32 = 130

  /// Until the returned source is cancelled, SIGINT runs `cleanup` on a
  /// background thread (the main thread may be blocked reading input), then
  /// ends the process with ``interruptExitCode``.
  private static func onInterrupt(
    _ cleanup: @escaping @Sendable () -> Void
  ) -> any DispatchSourceSignal {
    // A signal source needs the signal's default action (ending the
    // process) turned off.
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler {
      cleanup()
      // Standard output needs no flush: the standard console flushes each
      // line (and `fflush(nil)` would wait for standard input's lock, which
      // the main thread holds while it waits for a line).
      _exit(interruptExitCode)
    }
    source.setCancelHandler { signal(SIGINT, SIG_DFL) }
    source.resume()
    return source
  }

  /// One run of a sample that has started: its ``Sample/startMessage``,
  /// then the scenario (``play(_:output:)``) or, when `interactive`, the
  /// commands read from the console (``interact(_:input:output:prompt:)``,
  /// with a `> ` prompt when the console is a terminal), then
  /// ``Sample/finish()``.
  public static func run(_ sample: Sample, interactive: Bool, console: SampleConsole) {
    defer { sample.finish() }
    if let message = sample.startMessage { console.write(message) }
    if interactive {
      interact(
        sample, input: console.readLine, output: console.write,
        prompt: console.isTerminal ? { console.prompt("> ") } : nil)
    } else {
      play(sample, output: console.write)
    }
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
  /// screen after each one; `prompt`, when given, runs before each read.
  public static func interact(
    _ sample: Sample, input: () -> String?, output: (String) -> Void,
    prompt: (() -> Void)? = nil
  ) {
    sample.settle()
    output(sample.screen.render())
    output("(type `help` for the commands)")
    while true {
      prompt?()
      guard let line = input(), execute(line, on: sample, output: output) else { return }
    }
  }

  /// Runs one command line and prints the screen after it, or, for a
  /// wrong command, one line saying what is wrong
  /// (`error: unknown command 'frob' (type 'help' for the list)`).
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
      return true
    }
    do {
      try command.run(Array(words.dropFirst()))
    } catch {
      output("error: \(error)")
      return true
    }
    sample.settle()
    output(sample.screen.render())
    return true
  }

  /// The list of commands, one per line with its usage.
  public static func help(for sample: Sample) -> String {
    let commands = sample.commands + SampleCommand.standard(for: sample)
    return table(
      "commands:",
      commands.map { ($0.usage, $0.summary) } + [("help", "this list"), ("quit", "leave")])
  }

  /// The usage line: `usage: <name> [--interactive] [<option>]...`.
  public static func usage<S: Sample>(_ type: S.Type) -> String {
    (["usage: \(S.name)", "[--interactive]"] + S.options.map { "[\($0.usage)]" })
      .joined(separator: " ")
  }

  /// What `--help` prints: the usage line, what the sample shows, its
  /// options and its commands (those of the sample made with no
  /// arguments).
  public static func help<S: Sample>(_ type: S.Type) -> String {
    let options =
      [("--interactive", "read commands from standard input instead of playing the scenario")]
      + S.options.map { ($0.usage, $0.summary) } + [("-h, --help", "print this help and exit")]
    var parts = [
      usage(S.self),
      S.summary,
      "Plays a scripted scenario, printing each command and then the screen;\n"
        + "with --interactive, reads the same commands from standard input.",
      table("options:", options),
    ]
    do {
      let sample = try S(arguments: [])
      defer { sample.finish() }
      parts.append(help(for: sample))
    } catch {
      parts.append("commands: (unavailable: \(error))")
    }
    return parts.joined(separator: "\n\n")
  }

  private static func table(_ title: String, _ rows: [(String, String)]) -> String {
    let width = (rows.map(\.0.count) + [16]).max() ?? 16
    return
      ([title]
      + rows.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 })
      .joined(separator: "\n")
  }

  private enum Parsed {
    case help
    case refused(String)
    case run(interactive: Bool, arguments: [String])
  }

  /// Sorts the command line into `--help`, `--interactive` and the
  /// sample's options (with their values); anything else is refused.
  private static func parse(_ arguments: [String], options: [SampleOption]) -> Parsed {
    var interactive = false
    var rest: [String] = []
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--help", "-h":
        return .help
      case "--interactive":
        interactive = true
      default:
        guard let option = options.first(where: { $0.name == word }) else {
          return .refused("unknown argument '\(word)'")
        }
        rest.append(word)
        if let value = option.value {
          guard let given = words.popFirst() else {
            return .refused("\(word) needs a value (\(word) \(value))")
          }
          rest.append(given)
        }
      }
    }
    return .run(interactive: interactive, arguments: rest)
  }
}
