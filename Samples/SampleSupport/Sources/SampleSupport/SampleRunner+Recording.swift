import Foundation
import HeadlessReactor
import ReactorTestSource

// `--record <file>` and `--replay <file> [--emit-test]`, for every sample.
extension SampleRunner {
  /// Runs `sample` as ``run(_:interactive:console:)`` does, recording the
  /// actions of its ``Sample/recordedReactor`` (with their times and the
  /// states that followed) and the screen after each command, and writes
  /// the recording to `file` when the run ends.
  ///
  /// - Returns: 0, or 1 (why printed on standard error) when the sample
  ///   has no reactor to record, its action type is not `Codable`, or the
  ///   file cannot be written.
  static func record<S: Sample>(
    _ sample: S, arguments: [String], to file: String, interactive: Bool,
    console: SampleConsole
  ) -> Int32 {
    let recorder: AnyRecorder
    do {
      recorder = try AnyRecorder(sample)
    } catch {
      sample.finish()
      console.writeError("\(S.name): \(error)")
      return 1
    }
    run(sample, interactive: interactive, console: console, checkpoint: recorder.checkpoint)
    do {
      var recording = try recorder.stop()
      recording.info["sample"] = S.name
      recording.info["arguments"] = encode(arguments)
      try recording.write(to: URL(fileURLWithPath: file))
      console.write("")
      console.write(
        "recorded \(count(recording.steps.count, "action")) and "
          + "\(count(recording.checkpoints.count, "screen")) to \(file)")
      return 0
    } catch {
      console.writeError("\(S.name): \(error)")
      return 1
    }
  }

  /// Replays the session recorded in `file` into a new sample made with the
  /// recorded arguments on virtual time (``Sample/init(arguments:time:)``):
  /// each action at its recorded time, each command's screen printed as
  /// the recorded run printed it (a command that sent no action, such as
  /// `scroll`, is done again), then checks every state and screen against
  /// the recording.
  ///
  /// With `emitTest`, prints instead a `TestStore` test of the session
  /// (``Recording/testStoreSource(checking:scheduler:reactorSource:imports:typeName:testName:framework:note:declaresClock:)``),
  /// named after the file, which makes its reactor with
  /// ``Sample/testStoreReactor``.
  ///
  /// - Returns: 0 when the replay matches (`replay matches the recording`
  ///   is the last line), 1 when it diverges (the first difference, with
  ///   a line diff, on standard error) or the file is not a recording of
  ///   this sample.
  public static func replay<S: Sample>(
    _ type: S.Type, file: String, emitTest: Bool, console: SampleConsole
  ) -> Int32 {
    let recording: Recording
    do {
      recording = try Recording(contentsOf: URL(fileURLWithPath: file))
    } catch {
      console.writeError("\(S.name): \(error)")
      return 1
    }
    guard recording.info["sample"] == S.name else {
      let other = recording.info["sample"].map { "of the \($0) sample" } ?? "not of a sample"
      console.writeError("\(S.name): \(file) is a recording \(other), not of \(S.name)")
      return 1
    }
    let scheduler = HistoricalScheduler()
    let (arguments, dropped) = withoutPaths(decode(recording.info["arguments"]), of: S.self)
    if !dropped.isEmpty {
      console.write(
        "replaying without \(dropped.joined(separator: " ")): a replay takes no path from a "
          + "recording")
    }
    let sample: S
    switch make(S.self, arguments: arguments, time: .virtual(scheduler), console: console) {
    case .success(let made): sample = made
    case .failure(let exit): return exit.code
    }
    defer { sample.finish() }
    sample.settle()
    guard let reactor = sample.recordedReactor else {
      console.writeError("\(S.name): \(noReactor(S.self))")
      return 1
    }
    func open<R: Reactor>(_ reactor: R) -> Int32 {
      if emitTest {
        return emit(
          recording, of: reactor, sample: sample, file: file, scheduler: scheduler, console: console
        )
      }
      do {
        let replay = try Replay(checking: recording, into: reactor, scheduler: scheduler)
        return play(replay, sample: sample, file: file, console: console)
      } catch {
        console.writeError("\(S.name): \(error)")
        return 1
      }
    }
    return open(reactor)
  }

  /// Plays `replay`, printing each recorded command and the screen after
  /// it, then compares.
  private static func play<S: Sample, R: Reactor>(
    _ replay: Replay<R, HistoricalSchedulerTimeConverter>, sample: S, file: String,
    console: SampleConsole
  ) -> Int32 {
    let recording = replay.recording
    console.write(
      "replaying \(file): \(count(recording.steps.count, "action")) over "
        + String(format: "%.3f s", recording.duration))
    var actionsSinceScreen = 0
    while let event = replay.playNext() {
      guard case .checkpoint(let index) = event else {
        actionsSinceScreen += 1
        continue
      }
      let label = recording.checkpoints[index].label
      // A command that sent no action and changed no shared value changed
      // only the view (`scroll`): do it again, if it is a view command. No
      // other command is run from a recording, whose labels anyone may have
      // written (a sample's command may touch files); waiting is the
      // replay's own business.
      if index > 0, actionsSinceScreen == 0, !changesSharedValue(recording, before: index),
        redoable(label, on: sample)
      {
        _ = perform(label, on: sample, output: { _ in })
      }
      actionsSinceScreen = 0
      sample.settle()
      let screen = sample.screen.render()
      if index > 0 { console.write("") }
      console.write("> \(label)")
      console.write(screen)
      replay.checkRender(screen)
    }
    replay.playToEnd()
    sample.settle()
    // The end: the last recorded screen, compared once more after the
    // recording's last moments.
    replay.checkRender(sample.screen.render())
    if let divergence = replay.divergence {
      console.writeError("\(S.name): \(divergence)")
      return 1
    }
    console.write("")
    console.write("replay matches the recording")
    return 0
  }

  /// Prints the session as a `TestStore` test.
  private static func emit<S: Sample, R: Reactor>(
    _ recording: Recording, of reactor: R, sample: S, file: String,
    scheduler: HistoricalScheduler, console: SampleConsole
  ) -> Int32 {
    guard let reactorSource = sample.testStoreReactor else {
      console.writeError(
        "\(S.name): --emit-test is not offered by this sample (see --help): a test cannot make "
          + "its reactor (the sample names no `testStoreReactor`)")
      return 1
    }
    let module = String(String(reflecting: R.self).prefix { $0 != "." })
    do {
      let source = try recording.testStoreSource(
        checking: reactor, scheduler: scheduler, reactorSource: reactorSource,
        imports: [module], typeName: typeName(forFile: file),
        note: "swift run \(S.name) --replay \(file) --emit-test")
      console.write(String(source.dropLast()))
      return 0
    } catch {
      console.writeError("\(S.name): \(error)")
      return 1
    }
  }

  /// Whether a shared value was changed between checkpoint `index` and
  /// the one before it (the replay made the change again).
  private static func changesSharedValue(_ recording: Recording, before index: Int) -> Bool {
    let (previous, checkpoint) = (recording.checkpoints[index - 1], recording.checkpoints[index])
    return recording.sharedValues.contains { shared in
      shared.changes.contains {
        $0.stepsBefore == checkpoint.stepsBefore && $0.time > previous.time
          && $0.time <= checkpoint.time
      }
    }
  }

  /// `counter-session.json` → `CounterSessionTests`.
  static func typeName(forFile file: String) -> String {
    let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    let words = base.split { !$0.isLetter && !$0.isNumber }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    guard let first = name.first, first.isLetter else { return "Recorded\(name)Tests" }
    return name + "Tests"
  }

  private static func noReactor<S: Sample>(_ type: S.Type) -> String {
    "this sample names no reactor to record: its screen is not a View bound to one; "
      + "give the sample a `recordedReactor` (`public var recordedReactor: (any Reactor)? "
      + "{ reactor }`)"
  }

  private static func firstWord(_ line: String) -> String {
    String(line.split(whereSeparator: \.isWhitespace).first ?? "")
  }

  /// Whether a replay may do `label` again: a view command
  /// (``SampleCommand/isViewCommand``: `scroll`, `tap`, …), never `wait`,
  /// `quit` or a command that works on anything else (files).
  private static func redoable(_ label: String, on sample: Sample) -> Bool {
    let name = firstWord(label)
    return (sample.commands + SampleCommand.standard(for: sample)).contains {
      $0.name == name && $0.isViewCommand
    }
  }

  /// `arguments` without the options whose value is a path (and their
  /// values), and what was dropped, as written (`--dir /x`).
  static func withoutPaths<S: Sample>(
    _ arguments: [String], of type: S.Type
  ) -> (kept: [String], dropped: [String]) {
    var kept: [String] = []
    var dropped: [String] = []
    var words = arguments[...]
    while let word = words.popFirst() {
      guard let option = S.options.first(where: { $0.name == word && $0.isPath }) else {
        kept.append(word)
        continue
      }
      let value = option.value == nil ? nil : words.popFirst()
      dropped.append(([word] + (value.map { [$0] } ?? [])).joined(separator: " "))
    }
    return (kept, dropped)
  }

  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// The arguments as JSON text, for the recording's `info`.
  private static func encode(_ arguments: [String]) -> String {
    let data = (try? JSONEncoder().encode(arguments)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  private static func decode(_ text: String?) -> [String] {
    guard let text else { return [] }
    return (try? JSONDecoder().decode([String].self, from: Data(text.utf8))) ?? []
  }

  /// A ``SessionRecorder`` of a sample's reactor, whatever its type.
  @MainActor
  private struct AnyRecorder {
    let checkpoint: (String, String) -> Void
    let stop: () throws(RecordingError) -> Recording

    init<S: Sample>(_ sample: S) throws {
      guard let reactor = sample.recordedReactor else {
        throw SampleError(noReactor(S.self))
      }
      func open<R: Reactor>(_ reactor: R) throws(RecordingError) -> AnyRecorder {
        let recorder = try SessionRecorder(checking: reactor)
        return AnyRecorder(
          checkpoint: { recorder.checkpoint($0, render: $1) },
          stop: { () throws(RecordingError) in try recorder.stop() })
      }
      self = try open(reactor)
    }

    private init(
      checkpoint: @escaping (String, String) -> Void,
      stop: @escaping () throws(RecordingError) -> Recording
    ) {
      self.checkpoint = checkpoint
      self.stop = stop
    }
  }
}
