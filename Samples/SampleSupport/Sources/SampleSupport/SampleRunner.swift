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
  /// - `--record <file>`: the same run, recording the actions of the
  ///   sample's ``Sample/recordedReactor`` and the screen after each
  ///   command, written to the file when the run ends (also after `quit`);
  ///   exit code 1 if the reactor cannot be recorded (its action type is
  ///   not `Codable`) or the file cannot be written.
  /// - `--replay <file>`: replays a recorded session on virtual time and
  ///   checks that it ends on the same screen (``replay(_:file:emitTest:console:)``);
  ///   with `--emit-test`, prints it as a `TestStore` test instead.
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
    let command: CommandLineRun
    switch parse(arguments, options: S.options) {
    case .help:
      console.write(help(S.self))
      return 0
    case .refused(let message):
      console.writeError("\(S.name): \(message)")
      console.writeError(usage(S.self))
      return usageExitCode
    case .run(let parsed):
      command = parsed
    }
    if let file = command.replay {
      return replay(S.self, file: file, emitTest: command.emitTest, console: console)
    }
    if let file = command.record {
      // Before the session, not after it: a typed session is not lost to
      // a path that cannot be written.
      do {
        try Recording.checkDestination(URL(fileURLWithPath: file))
      } catch {
        console.writeError("\(S.name): \(error)")
        return 1
      }
    }
    let sample: S
    switch make(S.self, arguments: command.arguments, time: .real, console: console) {
    case .success(let made): sample = made
    case .failure(let exit): return exit.code
    }
    let interruption = handlesInterrupt ? sample.interruptCleanup.map(onInterrupt) : nil
    defer { interruption?.cancel() }
    guard let file = command.record else {
      run(sample, interactive: command.interactive, console: console)
      return 0
    }
    return record(
      sample, arguments: command.arguments, to: file, interactive: command.interactive,
      console: console)
  }

  /// Why a sample could not be made: the exit code, its message printed.
  struct Exit: Error {
    let code: Int32
  }

  /// Makes the sample, or prints why it cannot start.
  static func make<S: Sample>(
    _ type: S.Type, arguments: [String], time: SampleTime, console: SampleConsole
  ) -> Result<S, Exit> {
    do {
      return .success(try S(arguments: arguments, time: time))
    } catch let error as SampleError {
      console.writeError("\(S.name): \(error.message)")
      if error.showsUsage { console.writeError(usage(S.self)) }
      return .failure(Exit(code: error.exitCode))
    } catch {
      console.writeError("\(S.name): \(error)")
      return .failure(Exit(code: 1))
    }
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
    run(sample, interactive: interactive, console: console, checkpoint: nil)
  }

  /// ``run(_:interactive:console:)``, calling `checkpoint` with each
  /// command and the screen it left (`start` first).
  static func run(
    _ sample: Sample, interactive: Bool, console: SampleConsole,
    checkpoint: ((String, String) -> Void)?
  ) {
    defer { sample.finish() }
    if let message = sample.startMessage { console.write(message) }
    if interactive {
      interact(
        sample, input: console.readLine, output: console.write,
        prompt: console.isTerminal ? { console.prompt("> ") } : nil, checkpoint: checkpoint)
    } else {
      play(sample, output: console.write, checkpoint: checkpoint)
    }
  }

  /// Plays the scenario: each command (`> command`), then the screen.
  public static func play(_ sample: Sample, output: (String) -> Void) {
    play(sample, output: output, checkpoint: nil)
  }

  static func play(
    _ sample: Sample, output: (String) -> Void, checkpoint: ((String, String) -> Void)?
  ) {
    sample.settle()
    output("> start")
    let screen = sample.screen.render()
    output(screen)
    checkpoint?("start", screen)
    for line in sample.scenario {
      output("")
      output("> \(line)")
      if case .screen(let screen) = perform(line, on: sample, output: output) {
        checkpoint?(line, screen)
      }
    }
  }

  /// Reads commands until `quit` or the end of the input, printing the
  /// screen after each one; `prompt`, when given, runs before each read.
  public static func interact(
    _ sample: Sample, input: () -> String?, output: (String) -> Void,
    prompt: (() -> Void)? = nil
  ) {
    interact(sample, input: input, output: output, prompt: prompt, checkpoint: nil)
  }

  static func interact(
    _ sample: Sample, input: () -> String?, output: (String) -> Void,
    prompt: (() -> Void)?, checkpoint: ((String, String) -> Void)?
  ) {
    sample.settle()
    let screen = sample.screen.render()
    output(screen)
    checkpoint?("start", screen)
    output("(type `help` for the commands)")
    while true {
      prompt?()
      guard let line = input() else { return }
      switch perform(line, on: sample, output: output) {
      case .quit: return
      case .screen(let screen): checkpoint?(line, screen)
      case .noScreen: break
      }
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
    perform(line, on: sample, output: output) != .quit
  }

  /// What a command line led to.
  enum Outcome: Equatable {
    /// `quit`.
    case quit
    /// A command ran; the screen it left.
    case screen(String)
    /// Nothing ran (an empty line, `help`, a wrong command).
    case noScreen
  }

  /// ``execute(_:on:output:)``, saying what the command led to.
  static func perform(_ line: String, on sample: Sample, output: (String) -> Void) -> Outcome {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first else { return .noScreen }
    switch name {
    case "quit", "exit":
      return .quit
    case "help":
      output(help(for: sample))
      return .noScreen
    default:
      break
    }
    let available = sample.commands + SampleCommand.standard(for: sample)
    guard let command = available.first(where: { $0.name == name }) else {
      output("error: \(SampleCommandError.unknown(name))")
      return .noScreen
    }
    do {
      try command.run(Array(words.dropFirst()))
    } catch {
      output("error: \(error)")
      return .noScreen
    }
    sample.settle()
    let screen = sample.screen.render()
    output(screen)
    return .screen(screen)
  }

  /// The list of commands, one per line with its usage.
  public static func help(for sample: Sample) -> String {
    let commands = sample.commands + SampleCommand.standard(for: sample)
    return table(
      "commands:",
      commands.map { ($0.usage, $0.summary) } + [("help", "this list"), ("quit", "leave")])
  }

  /// The usage line: `usage: <name> [--interactive] [--record <file>]
  /// [--replay <file> [--emit-test]] [<option>]...`, offering
  /// `--emit-test` only to a sample that can write a test
  /// (``emitsTests(_:)``).
  public static func usage<S: Sample>(_ type: S.Type) -> String {
    usage(S.self, emitsTests: emitsTests(S.self))
  }

  private static func usage<S: Sample>(_ type: S.Type, emitsTests: Bool) -> String {
    let replay = emitsTests ? "[--replay <file> [--emit-test]]" : "[--replay <file>]"
    return
      (["usage: \(S.name)", "[--interactive]", "[--record <file>]", replay]
      + S.options.map { "[\($0.usage)]" })
      .joined(separator: " ")
  }

  /// Whether `--replay <file> --emit-test` can write a test of `S`'s
  /// sessions: the sample made with no arguments names the Swift that
  /// makes its reactor in a test (``Sample/testStoreReactor``).
  public static func emitsTests<S: Sample>(_ type: S.Type) -> Bool {
    guard let sample = try? S(arguments: []) else { return false }
    defer { sample.finish() }
    return sample.testStoreReactor != nil
  }

  /// What `--help` prints: the usage line, what the sample shows, its
  /// options and its commands (those of the sample made with no
  /// arguments).
  public static func help<S: Sample>(_ type: S.Type) -> String {
    // One sample made, for its commands and whether it writes tests.
    let made = Result { try S(arguments: []) }
    let sample = try? made.get()
    defer { sample?.finish() }
    let emitsTests = sample?.testStoreReactor != nil
    let options =
      [
        ("--interactive", "read commands from standard input instead of playing the scenario"),
        ("--record <file>", "record the session (actions, times, screens) to a file"),
        (
          "--replay <file>",
          "replay a recorded session on virtual time; check it ends on the same screen"
        ),
      ]
      + (emitsTests
        ? [("--emit-test", "with --replay: print the session as a TestStore test instead")] : [])
      + S.options.map { ($0.usage, $0.summary) } + [("-h, --help", "print this help and exit")]
    var parts = [
      usage(S.self, emitsTests: emitsTests),
      S.summary,
      "Plays a scripted scenario, printing each command and then the screen;\n"
        + "with --interactive, reads the same commands from standard input.",
      table("options:", options),
    ]
    switch made {
    case .success(let sample): parts.append(help(for: sample))
    case .failure(let error): parts.append("commands: (unavailable: \(error))")
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

  /// A run the command line asks for.
  struct CommandLineRun {
    var interactive = false
    /// `--record <file>`.
    var record: String?
    /// `--replay <file>`.
    var replay: String?
    var emitTest = false
    /// The sample's own options, with their values.
    var arguments: [String] = []
  }

  private enum Parsed {
    case help
    case refused(String)
    case run(CommandLineRun)
  }

  /// Sorts the command line into `--help`, `--interactive`, `--record`,
  /// `--replay`, `--emit-test` and the sample's options (with their
  /// values); anything else, or a combination that makes no sense, is
  /// refused.
  private static func parse(_ arguments: [String], options: [SampleOption]) -> Parsed {
    var run = CommandLineRun()
    var words = arguments[...]
    while let word = words.popFirst() {
      switch word {
      case "--help", "-h":
        return .help
      case "--interactive":
        run.interactive = true
      case "--emit-test":
        run.emitTest = true
      case "--record", "--replay":
        guard let file = words.popFirst() else {
          return .refused("\(word) needs a value (\(word) <file>)")
        }
        if word == "--record" { run.record = file } else { run.replay = file }
      default:
        switch SampleOption.read(word, from: &words, among: options) {
        case .unknown:
          return .refused("unknown argument '\(word)'")
        case .missingValue(let message):
          return .refused(message)
        case .option(let value):
          run.arguments.append(word)
          if let value { run.arguments.append(value) }
        }
      }
    }
    if let refusal = refusal(of: run) { return .refused(refusal) }
    return .run(run)
  }

  /// Why a combination of options is refused, if it is.
  private static func refusal(of run: CommandLineRun) -> String? {
    if run.emitTest && run.replay == nil { return "--emit-test needs --replay <file>" }
    guard run.replay != nil else { return nil }
    if run.record != nil { return "--replay cannot be combined with --record" }
    if run.interactive { return "--replay cannot be combined with --interactive" }
    if let first = run.arguments.first {
      return "--replay takes the sample's arguments from the recording, not '\(first)'"
    }
    return nil
  }
}
