import CellReactorsSample
import ConfigSample
import CounterSample
import Foundation
import HeadlessReactor
import InboxSample
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TestSupport
import TextFilesSample
import XCTest

/// A console whose input is a list of lines and whose output is recorded
/// (the samples' and the tour's tests): `log` holds everything in order,
/// prompts as `PROMPT <text>`.
@MainActor
final class RecordingConsole {
  var input: [String]
  var output: [String] = []
  var errors: [String] = []
  var log: [String] = []
  let isTerminal: Bool

  init(input: [String] = [], isTerminal: Bool = false) {
    self.input = input
    self.isTerminal = isTerminal
  }

  var console: SampleConsole {
    SampleConsole(
      readLine: { [self] in input.isEmpty ? nil : input.removeFirst() },
      write: { [self] in
        output.append($0)
        log.append($0)
      },
      writeError: { [self] in errors.append($0) },
      prompt: { [self] in log.append("PROMPT \($0)") },
      isTerminal: isTerminal)
  }
}

/// The options every sample takes after `--interactive`, in its usage line:
/// `--emit-test` for those that can write a test only.
private let recordReplay = " [--record <file>] [--replay <file> [--emit-test]]"
private let recordReplayNoTest = " [--record <file>] [--replay <file>]"

/// The usage line `--help` and a refused argument print for `type`: its
/// name, the options every sample takes, then its own options in order.
@MainActor
private func usage(of type: any Sample.Type) -> String {
  func emits<S: Sample>(_ type: S.Type) -> Bool { SampleRunner.emitsTests(type) }
  return "usage: \(type.name) [--interactive]\(emits(type) ? recordReplay : recordReplayNoTest)"
    + type.options.map { " [\($0.usage)]" }.joined()
}

/// Every sample's usage line (each sample of `everySample`, so that a
/// sample added to Package.swift's list is checked with no edit here).
@MainActor
private var usageLines: [(any Sample.Type, String)] {
  everySample.map { ($0, usage(of: $0)) }
}

/// The usage lines spelled out, to pin `usage(of:)` to the text users see.
@MainActor
private let spelledOutUsageLines: [(any Sample.Type, String)] = [
  (CellReactorsApp.self, "usage: cell-reactors [--interactive]\(recordReplayNoTest)"),
  (ConfigApp.self, "usage: config [--interactive]\(recordReplay)"),
  (
    CounterApp.self,
    "usage: counter [--interactive]\(recordReplay) [--delay <ms>] [--value <n>] [--observed]"
  ),
  (InboxApp.self, "usage: inbox [--interactive]\(recordReplay) [--open <id>]"),
  (
    RestaurantsApp.self,
    "usage: restaurants [--interactive]\(recordReplayNoTest) [--json <path>]"
  ),
  (SearchApp.self, "usage: search [--interactive]\(recordReplay)"),
  (SectionedListApp.self, "usage: sectioned-list [--interactive]\(recordReplay)"),
  (TextFilesApp.self, "usage: text-files [--interactive]\(recordReplayNoTest) [--dir <path>]"),
]

@MainActor
private func runMain(
  _ type: any Sample.Type, _ arguments: [String], _ console: RecordingConsole
) -> Int32 {
  func open<S: Sample>(_ type: S.Type) -> Int32 {
    SampleRunner.main(type, arguments: arguments, console: console.console)
  }
  return open(type)
}

/// The `text-files-*` directories in the temporary directory.
private func temporaryTextFilesDirectories() -> Set<String> {
  let names =
    (try? FileManager.default.contentsOfDirectory(
      atPath: FileManager.default.temporaryDirectory.path)) ?? []
  return Set(names.filter { $0.hasPrefix("text-files-") && !$0.hasPrefix("text-files-tests-") })
}

// MARK: - The command line

@MainActor
final class SampleCommandLineTests: ScreenTestCase {
  func test_helpOfEverySamplePrintsItsUsageOptionsAndCommandsAndExitsWith0() async {
    let directoriesBefore = temporaryTextFilesDirectories()
    for (type, usage) in usageLines {
      for flag in ["--help", "-h"] {
        let console = RecordingConsole()
        XCTAssertEqual(runMain(type, [flag], console), 0, "\(type.name) \(flag)")
        XCTAssertEqual(console.output.count, 1, "\(type.name) \(flag)")
        let help = console.output.joined(separator: "\n")
        XCTAssertTrue(help.hasPrefix(usage + "\n\n" + type.summary + "\n"), help)
        XCTAssertTrue(help.contains("\n  --interactive "), help)
        for option in ["--record <file>", "--replay <file>"] {
          XCTAssertTrue(help.contains("\n  \(option) "), "\(type.name): \(option)")
        }
        // Offered only where it works: a sample that names its test reactor.
        XCTAssertEqual(
          help.contains("\n  --emit-test "), usage.contains("[--emit-test]"), "\(type.name)")
        XCTAssertTrue(help.contains("\n  -h, --help "), help)
        for option in type.options {
          XCTAssertTrue(help.contains("\n  \(option.usage) "), "\(type.name): \(option.usage)")
        }
        XCTAssertTrue(help.contains("\ncommands:\n"), help)
        for command in ["tap <button title>", "move <section> <row> <to section> <to row>", "quit"]
        {
          XCTAssertTrue(help.contains("\n  \(command) "), "\(type.name): \(command)")
        }
        XCTAssertEqual(console.errors, [], "\(type.name) \(flag)")
      }
    }
    XCTAssertEqual(
      temporaryTextFilesDirectories(), directoriesBefore,
      "the text-files sample made to list its commands leaves no directory")
  }

  func test_usageLinesAreTheSpelledOutOnes() async {
    for (type, spelledOut) in spelledOutUsageLines {
      XCTAssertEqual(usage(of: type), spelledOut, type.name)
    }
  }

  func test_helpListsTheSamplesOwnOptionsAndCommands() async {
    let restaurants = RecordingConsole()
    XCTAssertEqual(runMain(RestaurantsApp.self, ["--help"], restaurants), 0)
    XCTAssertTrue(restaurants.output[0].contains("\n  --json <path>  "))
    XCTAssertTrue(restaurants.output[0].contains("\ncommands:\n  reload "))

    let textFiles = RecordingConsole()
    XCTAssertEqual(runMain(TextFilesApp.self, ["-h"], textFiles), 0)
    XCTAssertTrue(textFiles.output[0].contains("\n  --dir <path>  "))
    XCTAssertTrue(textFiles.output[0].contains("\n  create <name> <text...>  "))

    let counter = RecordingConsole()
    XCTAssertEqual(runMain(CounterApp.self, ["--observed", "--help"], counter), 0)
    XCTAssertTrue(counter.output[0].contains("\n  --observed  "))
  }

  func test_unknownArgumentIsRefusedWithUsage() async {
    for (type, usage) in usageLines {
      for arguments in [["--frob"], ["--interactive", "frob"]] {
        let console = RecordingConsole(input: ["quit"])
        XCTAssertEqual(runMain(type, arguments, console), 2, "\(type.name) \(arguments)")
        XCTAssertEqual(
          console.errors, ["\(type.name): unknown argument '\(arguments.last!)'", usage],
          "\(type.name) \(arguments)")
        XCTAssertEqual(console.output, [], "\(type.name) \(arguments)")
      }
    }
  }

  func test_anOptionWithoutItsValueIsRefusedWithUsage() async {
    let console = RecordingConsole()
    XCTAssertEqual(runMain(RestaurantsApp.self, ["--json"], console), 2)
    XCTAssertEqual(
      console.errors,
      [
        "restaurants: --json needs a value (--json <path>)",
        "usage: restaurants [--interactive]\(recordReplayNoTest) [--json <path>]",
      ])
  }

  func test_aWrongValueIsRefusedWithUsage() async {
    let console = RecordingConsole()
    XCTAssertEqual(runMain(CounterApp.self, ["--delay", "soon"], console), 2)
    XCTAssertEqual(
      console.errors,
      [
        "counter: --delay needs milliseconds from 0 to 10000",
        "usage: counter [--interactive]\(recordReplay) [--delay <ms>] [--value <n>] [--observed]",
      ])
  }

  func test_optionsReachTheSample() async {
    let console = RecordingConsole(input: ["quit"])
    XCTAssertEqual(runMain(CounterApp.self, ["--value", "-3", "--interactive"], console), 0)
    XCTAssertEqual(console.output.first, "# Counter\n[-]  -3  [+]")
    XCTAssertEqual(console.errors, [])
  }
}

// MARK: - Commands

/// A sample whose rows can be dragged: a table of letters in two sections
/// whose data source allows moving every row.
@MainActor
private final class MovableListSample: Sample {
  static let name = "movable"
  static let summary = "rows that can be moved"

  final class Rows: TableViewDataSource {
    var sections = [["a", "b", "c"], ["d"]]

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(
      _ tableView: TableView, moveRowAt source: IndexPath, to destination: IndexPath
    ) {
      let row = sections[source.section].remove(at: source.row)
      sections[destination.section].insert(row, at: destination.row)
    }
  }

  let screen = ViewController()
  let table = TableView()
  let rows = Rows()
  private let window: Window
  let scenario = ["move 0 0 0 2", "frob", "move 0 0 1 1"]

  init(arguments: [String]) throws {
    screen.view.addSubview(table)
    table.register(TableViewCell.self, forCellReuseIdentifier: "row")
    table.dataSource = rows
    window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
  }
}

@MainActor
final class SampleCommandTests: ScreenTestCase {
  func test_aBadCommandInTheScenarioPrintsOneLineAndTheScenarioGoesOn() async throws {
    var lines: [String] = []
    SampleRunner.play(try MovableListSample(arguments: []), output: { lines.append($0) })
    XCTAssertEqual(
      lines,
      [
        "> start", "== Section 0 ==\n  a\n  b\n  c\n== Section 1 ==\n  d", "",
        "> move 0 0 0 2", "== Section 0 ==\n  b\n  c\n  a\n== Section 1 ==\n  d", "",
        "> frob", "error: unknown command 'frob' (type 'help' for the list)", "",
        "> move 0 0 1 1", "== Section 0 ==\n  c\n  a\n== Section 1 ==\n  d\n  b",
      ])
  }

  func test_aBadCommandTypedInteractivelyPrintsOneLineAndTheSampleGoesOn() async {
    let console = RecordingConsole(input: ["frob", "tap", "select 0 0"])
    XCTAssertEqual(runMain(SectionedListApp.self, ["--interactive"], console), 0)
    XCTAssertEqual(console.output[1], "(type `help` for the commands)")
    XCTAssertEqual(
      Array(console.output[2...3]),
      [
        "error: unknown command 'frob' (type 'help' for the list)",
        "error: usage: tap <button title>",
      ])
    XCTAssertTrue(console.output[4].contains("Selected: today0"))
    XCTAssertEqual(console.output.count, 5)
  }

  func test_aPromptIsShownBeforeEachCommandWhenTheInputIsATerminal() async {
    let console = RecordingConsole(input: ["frob", "quit"], isTerminal: true)
    XCTAssertEqual(runMain(CounterApp.self, ["--interactive"], console), 0)
    XCTAssertEqual(
      console.log,
      [
        "# Counter\n[-]  0  [+]", "(type `help` for the commands)", "PROMPT > ",
        "error: unknown command 'frob' (type 'help' for the list)", "PROMPT > ",
      ])
  }

  func test_noPromptIsShownWhenTheInputIsPiped() async {
    let console = RecordingConsole(input: ["frob"], isTerminal: false)
    XCTAssertEqual(runMain(CounterApp.self, ["--interactive"], console), 0)
    XCTAssertEqual(
      console.log,
      [
        "# Counter\n[-]  0  [+]", "(type `help` for the commands)",
        "error: unknown command 'frob' (type 'help' for the list)",
      ])
  }

  func test_moveSaysWhyItCannotMove() async throws {
    let app = try MovableListSample(arguments: [])
    let cases = [
      "move 0 0 2 0": "error: cannot move row 0 of section 0: there is no section 2 (there are 2)",
      "move 0 0 0 3":
        "error: cannot move row 0 of section 0 to row 3 of section 0 (rows 0 to 2 are possible there)",
      "move 0 0 1 2":
        "error: cannot move row 0 of section 0 to row 2 of section 1 (rows 0 to 1 are possible there)",
      "move 0 0 0 -1":
        "error: cannot move row 0 of section 0 to row -1 of section 0 (rows 0 to 2 are possible there)",
      "move 1 1 0 0": "error: there is no row 1 in section 1 (it has 1)",
      "move 0 0 1": "error: usage: move <section> <row> <to section> <to row>",
    ]
    assertEachCommandPrintsItsError(cases, on: app)
    XCTAssertEqual(app.rows.sections, [["a", "b", "c"], ["d"]])
  }

  func test_moveInAListThatDoesNotAllowItSaysSo() async throws {
    let app = try SectionedListApp()
    var lines: [String] = []
    SampleRunner.execute("move 0 0 0 1", on: app, output: { lines.append($0) })
    XCTAssertEqual(
      lines, ["error: cannot move row 0 of section 0: this list does not allow moving it"])

    lines = []
    let texts = try TextFilesApp()
    defer { texts.finish() }
    SampleRunner.execute("create a first", on: texts, output: { _ in })
    SampleRunner.execute("create b second", on: texts, output: { _ in })
    SampleRunner.execute("move 0 0 0 1", on: texts, output: { lines.append($0) })
    XCTAssertEqual(
      lines, ["error: cannot move row 0 of section 0: this list does not allow moving it"])
  }
}

// MARK: - text-files' directory

@MainActor
final class TextFilesDirectoryTests: ScreenTestCase {
  func test_aTemporaryDirectoryIsNamedAtStartAndRemovedOnExit() async throws {
    var existedDuringTheRun = false
    var path = ""
    let recorder = RecordingConsole()
    var console = recorder.console
    var commands = ["create notes hello", "quit"]
    console.readLine = {
      existedDuringTheRun = FileManager.default.fileExists(atPath: path + "/notes.txt")
      return commands.isEmpty ? nil : commands.removeFirst()
    }
    console.write = { line in
      if path.isEmpty, line.hasPrefix("working in ") {
        path = String(line.dropFirst("working in ".count).prefix { $0 != " " })
      }
      recorder.output.append(line)
    }

    XCTAssertEqual(
      SampleRunner.main(TextFilesApp.self, arguments: ["--interactive"], console: console), 0)

    XCTAssertEqual(
      recorder.output.first, "working in \(path) (a temporary directory, removed on exit)")
    XCTAssertTrue(URL(fileURLWithPath: path).lastPathComponent.hasPrefix("text-files-"))
    XCTAssertTrue(existedDuringTheRun)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }

  func test_theScenarioAlsoRemovesItsTemporaryDirectory() async throws {
    let before = temporaryTextFilesDirectories()
    let console = RecordingConsole()
    XCTAssertEqual(runMain(TextFilesApp.self, [], console), 0)
    XCTAssertTrue(console.output[0].hasPrefix("working in "))
    XCTAssertEqual(console.output[1], "> start")
    XCTAssertEqual(temporaryTextFilesDirectories(), before)
  }

  func test_aDirectoryGivenWithDirIsNamedAndKept() async throws {
    let parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-files-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: parent) }
    let directory = parent.appendingPathComponent("mine").standardizedFileURL
    let console = RecordingConsole()

    XCTAssertEqual(runMain(TextFilesApp.self, ["--dir", directory.path], console), 0)

    XCTAssertEqual(console.output.first, "working in \(directory.path)")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: directory.path), ["todo.txt"])
  }
}

// MARK: - The executables

/// The real executables, built next to the test runner, as a user runs them.
final class SampleExecutableTests: ScreenTestCase {
  private struct Run {
    let status: Int32
    let output: String
    let errors: String
  }

  /// The executable `name`, built next to the test runner.
  private func executableURL(_ name: String) throws -> URL {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw XCTSkip("the \(name) executable is not built next to the tests")
    }
    return executable
  }

  private func run(_ name: String, _ arguments: [String], input: String = "") throws -> Run {
    let executable = try executableURL(name)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let output = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(status: process.terminationStatus, output: output, errors: errors)
  }

  func test_everyExecutableAnswersHelpAndRefusesAnUnknownArgument() throws {
    let names = [
      "cell-reactors", "config", "counter", "restaurants", "search", "sectioned-list", "text-files",
    ]
    for name in names {
      let help = try run(name, ["--help"])
      XCTAssertEqual(help.status, 0, name)
      XCTAssertTrue(help.output.hasPrefix("usage: \(name) [--interactive]"), help.output)
      XCTAssertTrue(help.output.contains("\ncommands:\n"), name)
      XCTAssertEqual(help.errors, "", name)

      let refused = try run(name, ["--frob"])
      XCTAssertEqual(refused.status, 2, name)
      XCTAssertEqual(refused.output, "", name)
      XCTAssertTrue(
        refused.errors.hasPrefix(
          "\(name): unknown argument '--frob'\nusage: \(name) [--interactive]"),
        refused.errors)
      XCTAssertEqual(refused.errors.filter { $0 == "\n" }.count, 2, refused.errors)
    }
  }

  func test_theTourAnswersHelpAndRefusesAnUnknownArgument() throws {
    let help = try run("tour", ["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.output.hasPrefix("usage: tour\n\n"), help.output)
    XCTAssertTrue(help.output.contains("\nsamples:\n  sectioned-list "), help.output)
    XCTAssertFalse(help.output.contains("> start"), "--help plays nothing: \(help.output)")
    XCTAssertEqual(help.errors, "")

    let refused = try run("tour", ["--frob"])
    XCTAssertEqual(refused.status, 2)
    XCTAssertEqual(refused.output, "")
    XCTAssertEqual(refused.errors, "tour: unknown argument '--frob'\nusage: tour\n")
  }

  func test_textFilesRemovesItsTemporaryDirectoryWhenInterrupted() throws {
    let executable = try executableURL("text-files")
    let process = Process()
    process.executableURL = executable
    process.arguments = ["--interactive"]
    let (stdin, stdout) = (Pipe(), Pipe())
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first line names the directory; the sample then waits for a
    // command (the input stays open).
    var output = Data()
    while !output.contains(UInt8(ascii: "\n")) {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      output.append(chunk)
    }
    let first = String(decoding: output, as: UTF8.self).prefix { $0 != "\n" }
    XCTAssertTrue(first.hasPrefix("working in "), String(first))
    let path = String(first.dropFirst("working in ".count).prefix { $0 != " " })
    XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)

    // The sample's signal source is armed asynchronously after it starts: an
    // interrupt that arrives first is ignored, as a second Ctrl-C would not
    // be. Interrupt until it ends (never wait on a process that may not).
    let deadline = Date().addingTimeInterval(20)
    while process.isRunning && Date() < deadline {
      process.interrupt()
      Thread.sleep(forTimeInterval: 0.05)
    }
    if process.isRunning {
      process.terminate()
      XCTFail("text-files did not end on SIGINT")
    }
    process.waitUntilExit()
    try stdin.fileHandleForWriting.close()

    XCTAssertEqual(process.terminationReason, .exit)
    XCTAssertEqual(process.terminationStatus, 130)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path), path)
  }

  func test_anExecutableReplaysACheckedInRecordingAndEmitsItsTest() throws {
    let recording = recordingsFolder.appendingPathComponent("counter-session.json").path
    let replay = try run("counter", ["--replay", recording])
    XCTAssertEqual(replay.status, 0, replay.errors)
    XCTAssertEqual(replay.errors, "")
    XCTAssertTrue(replay.output.hasSuffix("\n\nreplay matches the recording\n"), replay.output)

    let emitted = try run("counter", ["--replay", recording, "--emit-test"])
    XCTAssertEqual(emitted.status, 0, emitted.errors)
    XCTAssertTrue(emitted.output.contains("@Test func replaysTheRecordedSession()"))
    XCTAssertTrue(emitted.output.contains("store.send(.increase) {\n"), emitted.output)
  }

  func test_anExecutableRecordsASessionThatItReplays() throws {
    let directory = RecordingsDirectory()
    defer { directory.remove() }
    let path = directory.file("list.json")
    let record = try run("sectioned-list", ["--record", path])
    XCTAssertEqual(record.status, 0, record.errors)
    XCTAssertTrue(record.output.hasSuffix(" to \(path)\n"), record.output)
    let replay = try run("sectioned-list", ["--replay", path])
    XCTAssertEqual(replay.status, 0, replay.errors)
    XCTAssertTrue(replay.output.hasSuffix("\nreplay matches the recording\n"), replay.output)
  }

  func test_aPipedInteractiveRunShowsNoPromptAndOneLineErrors() throws {
    let result = try run("cell-reactors", ["--interactive"], input: "frob\ntype Milk\nquit\n")
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.errors, "")
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.first, "# Tasks")
    XCTAssertFalse(result.output.contains("> "), result.output)
    XCTAssertTrue(
      lines.contains("error: unknown command 'frob' (type 'help' for the list)"), result.output)
    XCTAssertFalse(result.output.contains("commands:"), result.output)
    XCTAssertTrue(result.output.contains("<Milk>"), result.output)
  }

  func test_textFilesRemovesItsTemporaryDirectoryWhenItEnds() throws {
    let result = try run("text-files", ["--interactive"], input: "create notes hi\n")
    XCTAssertEqual(result.status, 0)
    let first = try XCTUnwrap(result.output.split(separator: "\n").first)
    XCTAssertTrue(first.hasPrefix("working in "), String(first))
    XCTAssertTrue(first.hasSuffix(" (a temporary directory, removed on exit)"), String(first))
    let path = first.dropFirst("working in ".count).prefix { $0 != " " }
    XCTAssertTrue(result.output.contains("created notes.txt"), result.output)
    XCTAssertFalse(FileManager.default.fileExists(atPath: String(path)))
  }
}
