import CellReactorsSample
import ConfigSample
import CounterSample
import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TestSupport
import Testing
import TextFilesSample
import XCTest

/// The checked-in recordings (made by `swift run <sample> --record`).
let recordingsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Recordings")

/// A fresh directory for recordings, made on first use and removed by
/// `remove()`.
struct RecordingsDirectory: Sendable {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("sample-recordings-\(UUID().uuidString)", isDirectory: true)

  /// The path of `name` in the directory.
  func file(_ name: String) -> String {
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.appendingPathComponent(name).path
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs a sample's `main` with `arguments`, recording what it prints.
@MainActor
func runSample<S: Sample>(_ type: S.Type, _ arguments: [String]) -> (Int32, RecordingConsole) {
  let console = RecordingConsole()
  return (SampleRunner.main(type, arguments: arguments, console: console.console), console)
}

/// The blocks of a run's output (`> command` and the screen after it),
/// without what comes before the first (a start message) and the commands
/// that failed (`error: …`), which a replay does not show.
func screenBlocks(_ lines: [String]) -> [String] {
  lines.drop { !$0.hasPrefix("> ") }.joined(separator: "\n").components(separatedBy: "\n\n")
    .filter { $0.hasPrefix("> ") && !$0.contains("\nerror: ") }
}

/// A time whose scheduler is a test scheduler of one tick per millisecond.
func virtualTime() -> (SampleTime, TestScheduler) {
  let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
  return (SampleTime(scheduler: scheduler, clock: TestClock(scheduler: scheduler)), scheduler)
}

/// A sample whose reactor's action is not `Codable`.
@MainActor
final class OpaqueActionSample: Sample {
  /// A reactor whose action carries a token that is not `Codable`.
  final class TokenReactor: Reactor {
    struct Token {}
    enum Action { case use(Token) }
    struct State { var uses = 0 }
    let initialState = State()
  }

  static let name = "opaque"
  static let summary = "a reactor whose action is not Codable"
  let screen = ViewController()
  let reactor = TokenReactor()
  let scenario: [String] = []
  init(arguments: [String]) throws {}
  var recordedReactor: (any Reactor)? { reactor }
}

/// A sample whose screen is not a `View` and that names no reactor.
@MainActor
final class ReactorlessSample: Sample {
  static let name = "reactorless"
  static let summary = "a screen without a reactor"
  let screen = ViewController()
  let scenario: [String] = []
  init(arguments: [String]) throws {}
}

// MARK: - Recording and replaying through the runner

@MainActor
final class SampleRecordReplayTests: ScreenTestCase {
  private let directory = RecordingsDirectory()

  override func tearDown() {
    directory.remove()
    super.tearDown()
  }

  /// Records the scenario with `--record`, replays it with `--replay`, and
  /// checks that the replay shows the recorded screens, command by command,
  /// and says it matches.
  private func assertRoundTrip<S: Sample>(
    _ type: S.Type, actions: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    let path = directory.file("\(S.name).json")
    let (recordStatus, recorded) = runSample(S.self, ["--record", path])
    XCTAssertEqual(recordStatus, 0, recorded.errors.joined(separator: "\n"), file: file, line: line)
    XCTAssertEqual(recorded.errors, [], file: file, line: line)
    let screens = (try? Recording(contentsOf: URL(fileURLWithPath: path)))?.checkpoints.count
    XCTAssertEqual(
      recorded.output.last, "recorded \(actions) actions and \(screens ?? -1) screens to \(path)",
      file: file, line: line)

    let (replayStatus, replayed) = runSample(S.self, ["--replay", path])
    XCTAssertEqual(replayStatus, 0, replayed.errors.joined(separator: "\n"), file: file, line: line)
    XCTAssertEqual(replayed.errors, [], file: file, line: line)
    XCTAssertEqual(replayed.output.last, "replay matches the recording", file: file, line: line)
    XCTAssertEqual(
      replayed.output.first?.hasPrefix("replaying \(path): \(actions) actions over "), true,
      file: file, line: line)
    XCTAssertEqual(
      screenBlocks(Array(replayed.output.dropFirst())), screenBlocks(recorded.output),
      "the replay shows every recorded screen", file: file, line: line)
  }

  func test_sectionedList_recordsItsScenarioAndReplaysEveryScreen() async {
    assertRoundTrip(SectionedListApp.self, actions: 5)
  }

  func test_config_recordsItsScenarioAndReplaysEveryScreen() async {
    assertRoundTrip(ConfigApp.self, actions: 6)
  }

  func test_cellReactors_recordsItsScenarioAndReplaysEveryScreen() async {
    // Toggles sent by cells reach the screen's reactor and are recorded there.
    assertRoundTrip(CellReactorsApp.self, actions: 11)
  }

  func test_textFiles_recordsItsScenarioAndReplaysItInAnotherDirectory() async {
    assertRoundTrip(TextFilesApp.self, actions: 6)
  }

  func test_inbox_recordsItsScenarioAndReplaysEveryScreen() async {
    // Pushes, a presented compose, shared settings and a deep link: the
    // list's reactor holds the navigation, so its actions rebuild every
    // screen; the settings screen's changes to the shared settings are in
    // the recording, and the replay makes them again.
    assertRoundTrip(InboxApp.self, actions: 11)
  }

  func test_inbox_aSessionEndingInATypedComposeOverAMessageReplaysToIt() async throws {
    let path = directory.file("inbox-typed.json")
    let console = RecordingConsole(input: [
      "select 0 1", "tap Settings", "previews off", "back", "tap Compose", "type Hello there",
    ])
    let status = SampleRunner.main(
      InboxApp.self, arguments: ["--interactive", "--open", "3", "--record", path],
      console: console.console)
    XCTAssertEqual(status, 0, console.errors.joined(separator: "\n"))
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(recording.info["sample"], "inbox")

    let (replayStatus, replayed) = runSample(InboxApp.self, ["--replay", path])
    XCTAssertEqual(replayStatus, 0, replayed.errors.joined(separator: "\n"))
    XCTAssertEqual(replayed.output.last, "replay matches the recording")
    let last = screenBlocks(Array(replayed.output.dropFirst())).last ?? ""
    XCTAssertTrue(last.hasPrefix("> type Hello there\n# New message"), last)
    XCTAssertTrue(last.contains("<Hello there>"), last)
  }

  func test_anInteractiveSessionIsRecordedUpToQuit() async throws {
    let path = directory.file("typed.json")
    let console = RecordingConsole(input: ["select 0 1", "frob", "scroll 3", "quit", "select 0 4"])
    let status = SampleRunner.main(
      SectionedListApp.self, arguments: ["--interactive", "--record", path],
      console: console.console)
    XCTAssertEqual(status, 0)
    XCTAssertEqual(console.output.last, "recorded 1 action and 3 screens to \(path)")
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    XCTAssertEqual(recording.steps.map(\.action), [".select([0, 1])"])
    XCTAssertEqual(recording.checkpoints.map(\.label), ["start", "select 0 1", "scroll 3"])
    XCTAssertEqual(recording.info["sample"], "sectioned-list")

    let (status2, replayed) = runSample(SectionedListApp.self, ["--replay", path])
    XCTAssertEqual(status2, 0, replayed.errors.joined(separator: "\n"))
    XCTAssertEqual(
      screenBlocks(Array(replayed.output.dropFirst())).last?.hasPrefix("> scroll 3\n"), true,
      "a command that sent no action (scroll) is done again")
  }

  func test_aCraftedRecording_touchesNoDirectoryItNamesAndRunsNoCommandItNames() async throws {
    // A directory of the user's, which the recording names with --dir, and
    // a checkpoint labelled with a command that writes a file there.
    let victim = directory.url.appendingPathComponent("victim", isDirectory: true)
    try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: victim.appendingPathComponent("keep.txt"))
    let path = directory.file("text-files.json")
    let (recordStatus, recorded) = runSample(TextFilesApp.self, ["--record", path])
    XCTAssertEqual(recordStatus, 0, recorded.errors.joined(separator: "\n"))
    var recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    XCTAssertTrue(recording.steps.map(\.action).contains { $0.hasPrefix(".remove") })
    recording.info["arguments"] = #"["--dir", "\#(victim.path)"]"#
    var create = try XCTUnwrap(recording.checkpoints.last)
    (create.time, create.stepsBefore) = (recording.duration, recording.steps.count)
    (create.label, create.render) = ("create pwned owned", nil)
    recording.checkpoints.append(create)
    try recording.write(to: URL(fileURLWithPath: path))

    let (_, replayed) = runSample(TextFilesApp.self, ["--replay", path])
    XCTAssertEqual(
      replayed.output.first,
      "replaying without --dir \(victim.path): a replay takes no path from a recording")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: victim.path), ["keep.txt"],
      "the recorded removes and the labelled create stayed out of the named directory")
    XCTAssertEqual(
      try String(contentsOf: victim.appendingPathComponent("keep.txt"), encoding: .utf8),
      "keep me")
  }

  func test_anUnwritableRecordPath_isRefusedBeforeTheSessionStarts() async {
    let console = RecordingConsole(input: ["tap +", "tap +"])
    let status = SampleRunner.main(
      CounterApp.self, arguments: ["--interactive", "--record", "/nonexistent/typed.json"],
      console: console.console)
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors,
      [
        "counter: cannot write the recording /nonexistent/typed.json: its directory /nonexistent "
          + "does not exist"
      ])
    XCTAssertEqual(console.output, [], "no session was started, so none was lost")
  }

  func test_theRecordedArgumentsAreReplayed() async throws {
    let path = directory.file("counter-5.json")
    let (time, scheduler) = virtualTime()
    let app = try CounterApp(arguments: ["--value", "5", "--delay", "100"], time: time)
    let recorder = try SessionRecorder(app.reactor, scheduler: scheduler)
    recorder.checkpoint("start", render: app.screen.render())
    SampleRunner.execute("tap -", on: app, output: { _ in })
    recorder.checkpoint("tap -", render: app.screen.render())
    scheduler.advance(by: 150)
    app.settle()
    recorder.checkpoint("wait 0.15", render: app.screen.render())
    var recording = try recorder.stop()
    recording.info = ["sample": "counter", "arguments": #"["--value","5","--delay","100"]"#]
    try recording.write(to: URL(fileURLWithPath: path))

    let (status, replayed) = runSample(CounterApp.self, ["--replay", path])
    XCTAssertEqual(status, 0, replayed.errors.joined(separator: "\n"))
    XCTAssertEqual(
      Array(replayed.output.suffix(4)),
      ["> wait 0.15", "# Counter\n[-]  4  [+]", "", "replay matches the recording"])
  }
}

// MARK: - Samples that wait, recorded on virtual time

@MainActor
final class TimedSampleRecordingTests: ScreenTestCase {
  private let directory = RecordingsDirectory()

  override func tearDown() {
    directory.remove()
    super.tearDown()
  }

  /// Writes `recording` as `--record` would for sample `name`.
  private func write(_ recording: Recording, sample name: String) throws -> String {
    var recording = recording
    recording.info = ["sample": name, "arguments": "[]"]
    let path = directory.file("\(name).json")
    try recording.write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Replaying the recording at `path` with sample `S` matches it, and what
  /// the replay printed contains `text`.
  private func assertReplayMatches<S: Sample>(
    _ type: S.Type, _ path: String, showing text: String, line: UInt = #line
  ) {
    let (status, replayed) = runSample(type, ["--replay", path])
    XCTAssertEqual(status, 0, replayed.errors.joined(separator: "\n"), line: line)
    XCTAssertEqual(replayed.output.last, "replay matches the recording", line: line)
    let printed = replayed.output.joined(separator: "\n")
    XCTAssertTrue(printed.contains(text), printed, line: line)
  }

  func test_counter_aSessionOnVirtualTimeReplaysToTheSameScreen() async throws {
    let (time, scheduler) = virtualTime()
    let app = try CounterApp(arguments: [], time: time)
    let recorder = try SessionRecorder(app.reactor, scheduler: scheduler)
    let checkpoint = { (label: String) in
      app.settle()
      recorder.checkpoint(label, render: app.screen.render())
    }
    checkpoint("start")
    for (command, wait) in [("tap +", 400), ("tap +", 100), ("tap -", 500)] {
      SampleRunner.execute(command, on: app, output: { _ in })
      checkpoint(command)
      scheduler.advance(by: wait)
      checkpoint("wait \(Double(wait) / 1000)")
    }
    let path = try write(try recorder.stop(), sample: "counter")
    XCTAssertEqual(
      try Recording(contentsOf: URL(fileURLWithPath: path)).steps.count, 2,
      "the second tap came while loading: the button was disabled")

    let (status, replayed) = runSample(CounterApp.self, ["--replay", path])
    XCTAssertEqual(status, 0, replayed.errors.joined(separator: "\n"))
    XCTAssertEqual(
      Array(replayed.output.suffix(4)),
      ["> wait 0.5", "# Counter\n[-]  2  [+]", "", "replay matches the recording"])
  }

  func test_search_debounceAndPagesReplayOnVirtualTime() async throws {
    let (time, scheduler) = virtualTime()
    let app = try SearchApp(arguments: [], time: time)
    let screen = try XCTUnwrap(app.screen as? SearchViewController)
    let recorder = try SessionRecorder(app.reactor, scheduler: scheduler)
    recorder.checkpoint("start", render: screen.render())
    screen.searchField.type("rx")
    scheduler.advance(by: 400)
    recorder.checkpoint("type rx", render: screen.render())
    screen.loadMoreButton.tap()
    scheduler.advance(by: 100)
    recorder.checkpoint("tap Load more", render: screen.render())
    screen.searchField.type("nio")
    scheduler.advance(by: 200)
    screen.searchField.clear()
    screen.searchField.type("ssl")
    scheduler.advance(by: 500)
    recorder.checkpoint("type ssl", render: screen.render())
    let recording = try recorder.stop()
    XCTAssertEqual(
      recording.steps.map(\.action),
      [
        ".updateQuery(\"r\")", ".updateQuery(\"rx\")", ".loadNextPage",
        ".updateQuery(\"rxn\")", ".updateQuery(\"rxni\")", ".updateQuery(\"rxnio\")",
        ".updateQuery(\"\")", ".updateQuery(\"s\")", ".updateQuery(\"ss\")",
        ".updateQuery(\"ssl\")",
      ])
    let path = try write(recording, sample: "search")

    assertReplayMatches(SearchApp.self, path, showing: "<ssl>\n")
  }

  func test_restaurants_aRefreshOnVirtualTimeReplaysToTheSameScreen() async throws {
    let (time, scheduler) = virtualTime()
    let app = try RestaurantsApp(arguments: [], time: time)
    app.settle()
    let recorder = try SessionRecorder(app.reactor, scheduler: scheduler)
    recorder.checkpoint("start", render: app.screen.render())
    SampleRunner.execute("select 0 1", on: app, output: { _ in })
    recorder.checkpoint("select 0 1", render: app.screen.render())
    let refresh = try XCTUnwrap(
      app.screen.view.firstSubview(Button.self, where: { $0.currentTitle == "Refresh" }))
    refresh.tap()
    scheduler.advance(by: 2000)
    app.settle()
    recorder.checkpoint("tap Refresh", render: app.screen.render())
    let path = try write(try recorder.stop(), sample: "restaurants")

    assertReplayMatches(RestaurantsApp.self, path, showing: "B section")
  }
}

// MARK: - What cannot be recorded or replayed

@MainActor
final class SampleRecordingErrorTests: ScreenTestCase {
  private let directory = RecordingsDirectory()

  override func tearDown() {
    directory.remove()
    super.tearDown()
  }

  func test_aReactorWhoseActionIsNotCodable_cannotBeRecorded() async {
    let path = directory.file("opaque.json")
    let (status, console) = runSample(OpaqueActionSample.self, ["--record", path])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors,
      [
        "opaque: cannot record or replay OpaqueActionSample.TokenReactor: its action type "
          + "OpaqueActionSample.TokenReactor.Action is not Codable; conform it to Codable "
          + "(`extension OpaqueActionSample.TokenReactor.Action: Codable {}`, with Codable "
          + "payloads) so that its actions can be written to a file and read back"
      ])
    XCTAssertEqual(console.output, [], "nothing is played")
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  func test_aSampleWithoutAReactor_saysHowToNameOne() async {
    let (status, console) = runSample(ReactorlessSample.self, ["--record", directory.file("r")])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors,
      [
        "reactorless: this sample names no reactor to record: its screen is not a View bound "
          + "to one; give the sample a `recordedReactor` (`public var recordedReactor: "
          + "(any Reactor)? { reactor }`)"
      ])
  }

  func test_aCorruptOrMissingFile_isRefusedNamingIt() async throws {
    let corrupt = directory.file("corrupt.json")
    try Data("{ \"format\": ".utf8).write(to: URL(fileURLWithPath: corrupt))
    let (status, console) = runSample(CounterApp.self, ["--replay", corrupt])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors,
      [
        "counter: \(corrupt) is not a valid recording: it is not valid JSON: at line 1, "
          + "column 13 (byte 12): unexpected end of file"
      ])
    XCTAssertEqual(console.output, [])

    let missing = directory.file("missing.json")
    let (missingStatus, missingConsole) = runSample(CounterApp.self, ["--replay", missing])
    XCTAssertEqual(missingStatus, 1)
    XCTAssertEqual(missingConsole.errors.count, 1)
    XCTAssertTrue(
      missingConsole.errors[0].hasPrefix("counter: cannot read the recording \(missing): "),
      missingConsole.errors[0])
  }

  func test_aRecordingOfAnotherSample_isRefused() async {
    let search = recordingsFolder.appendingPathComponent("search-session.json").path
    let (status, console) = runSample(CounterApp.self, ["--replay", search])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors, ["counter: \(search) is a recording of the search sample, not of counter"])
  }

  func test_craftedRecordingsAreRefusedWithAReasonNeverATrap() async throws {
    // D1: a checkpoint after the last step, whose screen differs (it trapped
    // in the replay's divergence); D2/D3: times past what a test or the
    // replay's clock can count (they trapped converting them).
    let original = try Recording(
      contentsOf: recordingsFolder.appendingPathComponent("counter-session.json"))
    var lateCheckpoint = original
    lateCheckpoint.checkpoints[lateCheckpoint.checkpoints.count - 1].stepsBefore = 99
    lateCheckpoint.checkpoints[lateCheckpoint.checkpoints.count - 1].render = "another screen"
    var farStep = original
    farStep.steps[0].time = 1.7e20
    var longSession = original
    longSession.duration = 9.3e15
    let cases: [(Recording, String)] = [
      (lateCheckpoint, "checkpoints[\(original.checkpoints.count - 1)].stepsBefore is 99"),
      (farStep, "steps[0].time is 1.7e+20"),
      (longSession, "duration is 9.3e+15"),
    ]
    for (index, (recording, reason)) in cases.enumerated() {
      let path = directory.file("crafted-\(index).json")
      let data = try JSONEncoder().encode(recording)
      try data.write(to: URL(fileURLWithPath: path))
      for arguments in [["--replay", path], ["--replay", path, "--emit-test"]] {
        let (status, console) = runSample(CounterApp.self, arguments)
        XCTAssertEqual(status, 1, "\(arguments)")
        XCTAssertEqual(console.errors.count, 1, "\(arguments)")
        let message = console.errors.first ?? ""
        XCTAssertTrue(
          message.hasPrefix("counter: \(path) is not a valid recording: \(reason)"), message)
      }
    }
  }

  func test_aTamperedRecording_divergesAtTheStepItChanged() async throws {
    let original = recordingsFolder.appendingPathComponent("counter-session.json")
    let text = try String(contentsOf: original, encoding: .utf8)
      .replacingOccurrences(of: "\"decrease\"", with: "\"increase\"")
    let tampered = directory.file("tampered.json")
    try text.write(toFile: tampered, atomically: true, encoding: .utf8)

    let (status, console) = runSample(CounterApp.self, ["--replay", tampered])
    XCTAssertEqual(status, 1)
    XCTAssertNotEqual(console.output.last, "replay matches the recording")
    let message = console.errors.joined(separator: "\n")
    XCTAssertTrue(
      message.hasPrefix("counter: replay diverged at step 3 of 3 (.decrease, sent at "), message)
    XCTAssertTrue(
      message.hasSuffix(
        "): state 2 of 3 after it differs (− recorded, + replayed):\n− value: 1\n+ value: 3\n"
          + "  isLoading: true"), message)
  }

  func test_recordAndReplayCombinationsThatMakeNoSenseAreRefused() async {
    let cases: [([String], String)] = [
      (["--replay", "f", "--interactive"], "--replay cannot be combined with --interactive"),
      (["--record", "a", "--replay", "b"], "--replay cannot be combined with --record"),
      (["--emit-test"], "--emit-test needs --replay <file>"),
      (
        ["--replay", "f", "--value", "3"],
        "--replay takes the sample's arguments from the recording, not '--value'"
      ),
      (["--record"], "--record needs a value (--record <file>)"),
    ]
    for (arguments, message) in cases {
      let (status, console) = runSample(CounterApp.self, arguments)
      XCTAssertEqual(status, 2, "\(arguments)")
      XCTAssertEqual(console.errors.first, "counter: \(message)", "\(arguments)")
    }
  }
}

// MARK: - Recordings become tests

@MainActor
final class RecordingToTestTests: ScreenTestCase {
  /// Regenerates a checked-in generated test from its checked-in recording
  /// (`swift run <sample> --replay <recording> --emit-test`) and compares.
  private func assertRegenerates<S: Sample>(
    _ type: S.Type, recording name: String, test testFile: String,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let recording = recordingsFolder.appendingPathComponent(name)
    let (status, console) = runSample(
      S.self, ["--replay", recording.path, "--emit-test"])
    XCTAssertEqual(status, 0, console.errors.joined(separator: "\n"), file: file, line: line)
    let source = (console.output.joined(separator: "\n") + "\n").replacingOccurrences(
      of: recording.path, with: "Tests/SamplesTests/Recordings/\(name)")
    let generated = recordingsFolder.deletingLastPathComponent()
      .appendingPathComponent("Generated/\(testFile)")
    XCTAssertEqual(
      source, try String(contentsOf: generated, encoding: .utf8),
      "\(testFile) is what --emit-test makes of \(name); regenerate it", file: file, line: line)
  }

  func test_theCheckedInCounterTestIsWhatTheRecordingMakes() async throws {
    try assertRegenerates(
      CounterApp.self, recording: "counter-session.json", test: "CounterSessionTests.swift")
  }

  func test_theCheckedInSearchTestIsWhatTheRecordingMakes() async throws {
    try assertRegenerates(
      SearchApp.self, recording: "search-session.json", test: "SearchSessionTests.swift")
  }

  func test_theCheckedInInboxTestIsWhatTheRecordingMakes() async throws {
    // The settings the list merges are in the recording, with the changes
    // the settings screen made: the test declares them and makes them.
    try assertRegenerates(
      InboxApp.self, recording: "inbox-session.json", test: "InboxSessionTests.swift")
  }

  func test_aSampleWithoutATestStoreReactor_cannotEmitATest() async throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("cells.json")
    XCTAssertEqual(runSample(CellReactorsApp.self, ["--record", path]).0, 0)
    let (status, console) = runSample(CellReactorsApp.self, ["--replay", path, "--emit-test"])
    XCTAssertEqual(status, 1)
    XCTAssertEqual(
      console.errors,
      [
        "cell-reactors: --emit-test is not offered by this sample (see --help): a test cannot "
          + "make its reactor (the sample names no `testStoreReactor`)"
      ])
  }
}

/// The counter session recorded with `swift run counter --record`, replayed
/// into a counter screen made here, on a test scheduler.
@MainActor
@Suite struct SampleRecordingSuite {
  private let session: Recording

  init() throws {
    session = try Recording(
      contentsOf: recordingsFolder.appendingPathComponent("counter-session.json"))
  }

  /// A counter screen on a millisecond scheduler, as the sample made it.
  private func counterTarget() -> ReplayTarget<
    CounterViewReactor, TestSchedulerVirtualTimeConverter
  > {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = CounterViewReactor(scheduler: scheduler, delay: .milliseconds(300))
    let screen = CounterViewController()
    screen.reactor = reactor
    return ReplayTarget(reactor: reactor, scheduler: scheduler, render: { screen.render() })
  }

  @Test func replayingIntoTheScreenReproducesEveryRecordedScreen() throws {
    let target = counterTarget()
    try session.replay(into: target.reactor, scheduler: target.scheduler, render: target.render)
    #expect(target.render?() == "# Counter\n[-]  1  [+]")
  }

  @Test func aRecordedScreenThatDiffers_isReportedAtItsCheckpoint() throws {
    var tampered = session
    tampered.checkpoints[2].render = "# Counter\n[-]  7  [+]"
    let target = counterTarget()
    let error = #expect(throws: RecordingError.self) {
      try tampered.replay(into: target.reactor, scheduler: target.scheduler, render: target.render)
    }
    guard case .diverged(let divergence) = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(divergence.kind == .render)
    #expect(divergence.step == 1)
    #expect(divergence.detail.hasPrefix("the screen at `wait 0.5` ("))
    #expect(divergence.recorded == ["# Counter", "[-]  7  [+]"])
    #expect(divergence.replayed == ["# Counter", "[-]  1  [+]"])
  }

  @Test func timeTravelStepsBackAndForthThroughTheSession() throws {
    let travel = try TimeTravel(session, make: counterTarget)
    #expect(travel.count == 3)
    var values: [String?] = []
    repeat {
      #expect(travel.currentRender == travel.recordedRender, "position \(travel.position)")
      #expect(Recording.stateLines(of: travel.currentState) == travel.recordedState)
      values.append(travel.currentRender?.components(separatedBy: "  ")[1])
    } while travel.stepForward()
    #expect(values == ["0", "1", "2", "1"])

    #expect(travel.stepBack())
    #expect(travel.position == 2)
    #expect(travel.currentState == CounterViewReactor.State(value: 2))
    #expect(travel.currentRender == travel.recordedRender)
    #expect(travel.replayCount == 2, "stepping back replays from the start")
    travel.step(to: 0)
    #expect(travel.currentRender == "# Counter\n[-]  0  [+]")
    #expect(travel.divergence == nil)
  }

  @Test func aSampleRecordedThroughTheRunnerReplaysThroughIt() throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("config.json")
    let (recordStatus, _) = runSample(ConfigApp.self, ["--record", path])
    #expect(recordStatus == 0)
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    #expect(recording.reactorType == "ConfigViewReactor")
    #expect(recording.checkpoints.map(\.label).contains("scroll 14"))

    let (status, console) = runSample(ConfigApp.self, ["--replay", path])
    #expect(status == 0, "\(console.errors)")
    #expect(console.output.last == "replay matches the recording")
  }

  @Test func theInboxScenarioRecordedThroughTheRunnerReplaysToItsLastScreen() throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("inbox.json")
    let (recordStatus, recorded) = runSample(InboxApp.self, ["--record", path])
    #expect(recordStatus == 0, "\(recorded.errors)")
    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    #expect(recording.reactorType == "InboxReactor")
    #expect(recording.steps.contains { $0.action.hasPrefix(".navigation(") })

    let (status, replayed) = runSample(InboxApp.self, ["--replay", path])
    #expect(status == 0, "\(replayed.errors)")
    #expect(replayed.output.last == "replay matches the recording")
  }
}
