import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

/// A fresh directory inside a fresh parent (so that tests can check that
/// nothing next to the directory is touched); `remove()` deletes both.
private struct Sandbox {
  let parent: URL
  let directory: URL

  init() throws {
    parent = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-files-tests-\(UUID().uuidString)", isDirectory: true)
    directory = parent.appendingPathComponent("files", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  func names() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  func text(_ name: String) -> String? {
    try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  func deleteOutside(_ name: String) throws {
    try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
  }

  func remove() { try? FileManager.default.removeItem(at: parent) }
}

private func item(_ sandbox: Sandbox, _ title: String, _ text: String) -> CellModel {
  .textFile(
    TxtFileDTO(
      fileURL: sandbox.directory.appendingPathComponent(title + ".txt").standardizedFileURL,
      title: title, subText: text))
}

private func main(_ items: [CellModel]) -> [TextFileSection] {
  [TextFileSection(header: "Main", items: items)]
}

// MARK: - The file manager

final class TextFileManagerTests: ScreenTestCase {
  private var sandbox: Sandbox!

  override func setUpWithError() throws { sandbox = try Sandbox() }
  override func tearDown() { sandbox.remove() }

  func test_createModifyAndRemoveChangeRealFilesOfTheDirectory() throws {
    let files = try TextFileManager(directory: sandbox.directory)

    let notes = try files.createTextFile(title: "notes", text: "first")
    XCTAssertEqual(sandbox.names(), ["notes.txt"])
    XCTAssertEqual(sandbox.text("notes.txt"), "first")

    let renamed = try files.modifyTextFile(notes, title: "ideas", text: "second")
    XCTAssertEqual(sandbox.names(), ["ideas.txt"])
    XCTAssertEqual(sandbox.text("ideas.txt"), "second")

    try files.removeTextFile(renamed)
    XCTAssertEqual(sandbox.names(), [])
  }

  func test_namesThatWouldLeaveTheDirectoryAreRefusedAndNothingOutsideIsTouched() throws {
    let files = try TextFileManager(directory: sandbox.directory)
    let outside = sandbox.parent.appendingPathComponent("victim.txt")
    try "keep me".write(to: outside, atomically: true, encoding: .utf8)
    let notes = try files.createTextFile(title: "notes", text: "text")

    for name in ["../victim", "a/b", "..", "/tmp/x", "sub\\dir", "", ".", "..hidden"] {
      XCTAssertThrowsError(try files.createTextFile(title: name, text: "x"), name) {
        XCTAssertEqual($0 as? TextFileError, .invalidName(name))
      }
      XCTAssertThrowsError(try files.modifyTextFile(notes, title: name, text: "x"), name) {
        XCTAssertEqual($0 as? TextFileError, .invalidName(name))
      }
    }
    XCTAssertThrowsError(try files.removeTextFile(outside)) {
      XCTAssertEqual($0 as? TextFileError, .invalidName("victim.txt"))
    }
    XCTAssertThrowsError(try files.modifyTextFile(outside, title: "stolen", text: "x")) {
      XCTAssertEqual($0 as? TextFileError, .invalidName("victim.txt"))
    }

    XCTAssertEqual(try String(contentsOf: outside, encoding: .utf8), "keep me")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: sandbox.parent.path).sorted(),
      ["files", "victim.txt"])
    XCTAssertEqual(sandbox.names(), ["notes.txt"])
    XCTAssertEqual(sandbox.text("notes.txt"), "text")
  }

  func test_takenNamesAndFilesGoneAreReported() throws {
    let files = try TextFileManager(directory: sandbox.directory)
    let notes = try files.createTextFile(title: "notes", text: "a")
    try files.createTextFile(title: "todo", text: "b")

    XCTAssertThrowsError(try files.createTextFile(title: "notes", text: "c")) {
      XCTAssertEqual($0 as? TextFileError, .alreadyExists("notes.txt"))
    }
    XCTAssertThrowsError(try files.modifyTextFile(notes, title: "todo", text: "c")) {
      XCTAssertEqual($0 as? TextFileError, .alreadyExists("todo.txt"))
    }
    try sandbox.deleteOutside("notes.txt")
    XCTAssertThrowsError(try files.removeTextFile(notes)) {
      XCTAssertEqual($0 as? TextFileError, .deletedOutside("notes.txt"))
    }
    XCTAssertEqual(sandbox.text("todo.txt"), "b")
  }
}

// MARK: - The reactor

final class TextFilesReactorTests: ScreenTestCase {
  private var sandbox: Sandbox!

  override func setUpWithError() throws { sandbox = try Sandbox() }
  override func tearDown() { sandbox.remove() }

  private func makeStore() throws -> TestStore<TextFilesReactor> {
    let manager = RxDataSourceManager(
      txtFileManager: try TextFileManager(directory: sandbox.directory))
    return TestStore(
      reactor: TextFilesReactor(manager: manager), scheduler: TestScheduler(initialClock: 0))
  }

  func test_theFilesAlreadyThereAreShownAtStart() throws {
    try sandbox.write("b.txt", "bee")
    try sandbox.write("a.txt", "ay")
    try sandbox.write("ignored.md", "not a text file")

    let store = try makeStore()

    XCTAssertEqual(
      store.state.sections, main([item(sandbox, "a", "ay"), item(sandbox, "b", "bee")]))
    XCTAssertEqual(store.state.status, "2 files")
  }

  func test_createModifyRemoveAndReload() throws {
    let store = try makeStore()

    store.send(.create(title: "notes", text: "hello")) {
      $0.sections = main([item(self.sandbox, "notes", "hello")])
      $0.status = "created notes.txt"
    }
    store.send(.create(title: "todo", text: "write tests")) {
      $0.sections = main([
        item(self.sandbox, "todo", "write tests"), item(self.sandbox, "notes", "hello"),
      ])
      $0.status = "created todo.txt"
    }
    store.send(.modify(index: 1, title: "ideas", text: "many")) {
      $0.sections = main([
        item(self.sandbox, "ideas", "many"), item(self.sandbox, "todo", "write tests"),
      ])
      $0.status = "renamed notes.txt to ideas.txt"
    }
    store.send(.modify(index: 0, title: "ideas", text: "more")) {
      $0.sections = main([
        item(self.sandbox, "ideas", "more"), item(self.sandbox, "todo", "write tests"),
      ])
      $0.status = "rewrote ideas.txt"
    }
    store.send(.remove(index: 1)) {
      $0.sections = main([item(self.sandbox, "ideas", "more")])
      $0.status = "deleted todo.txt"
    }
    store.send(.reload) { $0.status = "reloaded: 1 file" }
    store.finish()

    XCTAssertEqual(sandbox.names(), ["ideas.txt"])
    XCTAssertEqual(sandbox.text("ideas.txt"), "more")
  }

  func test_badNamesAndIndicesOnlyChangeTheStatus() throws {
    let store = try makeStore()
    store.send(.create(title: "notes", text: "x")) {
      $0.sections = main([item(self.sandbox, "notes", "x")])
      $0.status = "created notes.txt"
    }

    store.send(.create(title: "../escape", text: "x")) {
      $0.status = "'../escape' is not a valid file name (no '/', no '..', not empty)"
    }
    store.send(.create(title: "notes", text: "again")) { $0.status = "notes.txt exists already" }
    store.send(.modify(index: 5, title: "a", text: "b")) { $0.status = "there is no file 5" }
    store.send(.remove(index: 1)) { $0.status = "there is no file 1" }
    store.finish()
    XCTAssertEqual(sandbox.names(), ["notes.txt"])
  }

  func test_aFileDeletedOutsideIsReportedOnReloadAndLeavesTheList() throws {
    let store = try makeStore()
    store.send(.create(title: "notes", text: "x")) {
      $0.sections = main([item(self.sandbox, "notes", "x")])
      $0.status = "created notes.txt"
    }
    store.send(.create(title: "todo", text: "y")) {
      $0.sections = main([item(self.sandbox, "todo", "y"), item(self.sandbox, "notes", "x")])
      $0.status = "created todo.txt"
    }
    try sandbox.deleteOutside("notes.txt")
    try sandbox.write("added.txt", "from outside")

    store.send(.reload) {
      $0.sections = main([
        item(self.sandbox, "todo", "y"), item(self.sandbox, "added", "from outside"),
      ])
      $0.status = "notes.txt was deleted outside the sample"
    }
    store.finish()
  }

  func test_modifyingOrRemovingAFileDeletedOutsideReportsItAndKeepsTheListConsistent() throws {
    let store = try makeStore()
    store.send(.create(title: "notes", text: "x")) {
      $0.sections = main([item(self.sandbox, "notes", "x")])
      $0.status = "created notes.txt"
    }
    store.send(.create(title: "todo", text: "y")) {
      $0.sections = main([item(self.sandbox, "todo", "y"), item(self.sandbox, "notes", "x")])
      $0.status = "created todo.txt"
    }
    try sandbox.deleteOutside("notes.txt")

    store.send(.modify(index: 1, title: "renamed", text: "z")) {
      $0.sections = main([item(self.sandbox, "todo", "y")])
      $0.status = "notes.txt was deleted outside the sample"
    }
    try sandbox.deleteOutside("todo.txt")
    store.send(.remove(index: 0)) {
      $0.sections = main([])
      $0.status = "todo.txt was deleted outside the sample"
    }
    store.finish()
    XCTAssertEqual(sandbox.names(), [], "nothing was created by the failed modify")
  }
}

// MARK: - The screen

@MainActor
final class TextFilesScreenTests: ScreenTestCase {
  private var sandbox: Sandbox!

  override func setUp() async throws { sandbox = try Sandbox() }
  override func tearDown() async throws { sandbox.remove() }

  /// A collection view, as UIKit's, animates items its own way: the
  /// batches record `.automatic`; the configuration is kept on the data
  /// source (as in RxDataSources, for source compatibility).
  func test_commandsAreAppliedAsAnimatedBatches() async throws {
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    let screen = try XCTUnwrap(app.screen as? MainViewController)
    var output: [String] = []
    XCTAssertEqual(
      screen.collectionViewDataSource.animationConfiguration,
      AnimationConfiguration(insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left))

    SampleRunner.execute("create notes hello world", on: app, output: { output.append($0) })
    SampleRunner.execute("create todo ship it", on: app, output: { output.append($0) })

    XCTAssertEqual(
      output.last,
      "# Text files\ncreated todo.txt\n== Main (2) ==\n  todo | ship it\n  notes | hello world")
    XCTAssertEqual(
      screen.mainCollectionView.appliedUpdates.last,
      .batch([.insertRows([IndexPath(item: 0, section: 0)], animation: .automatic)]))

    SampleRunner.execute("modify 0 todo ship it today", on: app, output: { output.append($0) })
    XCTAssertEqual(
      screen.mainCollectionView.appliedUpdates.last,
      .batch([.reloadRows([IndexPath(item: 0, section: 0)], animation: .automatic)]))

    SampleRunner.execute("remove 1", on: app, output: { output.append($0) })
    XCTAssertEqual(
      output.last, "# Text files\ndeleted notes.txt\n== Main (1) ==\n  todo | ship it today")
    XCTAssertEqual(
      screen.mainCollectionView.appliedUpdates.last,
      .batch([.deleteRows([IndexPath(item: 1, section: 0)], animation: .automatic)]))
    XCTAssertEqual(sandbox.names(), ["todo.txt"])
  }

  func test_aFileDeletedBehindTheSamplesBackIsReportedOnTheScreen() async throws {
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    var output: [String] = []
    SampleRunner.execute("create notes hello", on: app, output: { output.append($0) })
    try sandbox.deleteOutside("notes.txt")

    SampleRunner.execute("modify 0 other text", on: app, output: { output.append($0) })

    XCTAssertEqual(
      output.last, "# Text files\nnotes.txt was deleted outside the sample\n== Main (0) ==")
    XCTAssertEqual(sandbox.names(), [])
  }

  func test_finishKeepsADirectoryGivenWithDir() async throws {
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    SampleRunner.execute("create notes text", on: app, output: { _ in })
    XCTAssertFalse(app.isTemporary)
    XCTAssertEqual(app.startMessage, "working in \(sandbox.directory.standardizedFileURL.path)")
    app.finish()
    XCTAssertEqual(sandbox.names(), ["notes.txt"])
  }

  func test_badCommandsPrintAOneLineErrorAndTheSampleGoesOn() async throws {
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    var output: [String] = []

    XCTAssertTrue(SampleRunner.execute("modify x", on: app, output: { output.append($0) }))
    XCTAssertEqual(output, ["error: usage: modify <index> <new name> <text...>"])

    output = []
    SampleRunner.execute("rename 0", on: app, output: { output.append($0) })
    XCTAssertEqual(output, ["error: unknown command 'rename' (type 'help' for the list)"])

    output = []
    SampleRunner.execute("create solo", on: app, output: { output.append($0) })
    XCTAssertEqual(output, ["error: usage: create <name> <text...>"])

    output = []
    SampleRunner.execute("create ok fine", on: app, output: { output.append($0) })
    XCTAssertEqual(output, ["# Text files\ncreated ok.txt\n== Main (1) ==\n  ok | fine"])
  }

  func test_withoutDirAFreshTemporaryDirectoryIsUsedAndFinishRemovesIt() async throws {
    let app = try TextFilesApp()
    defer { try? FileManager.default.removeItem(at: app.directory) }

    XCTAssertTrue(app.directory.lastPathComponent.hasPrefix("text-files-"))
    XCTAssertTrue(app.isTemporary)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: app.directory.path), [])
    SampleRunner.execute("create notes text", on: app, output: { _ in })
    app.finish()
    XCTAssertFalse(FileManager.default.fileExists(atPath: app.directory.path))
    XCTAssertThrowsError(try TextFilesApp(arguments: ["--directory", "x"])) {
      XCTAssertEqual(($0 as? SampleError)?.exitCode, 2)
    }
  }
}

// MARK: - The scenario

@MainActor
final class TextFilesScenarioTests: ScreenTestCase {
  func test_scenarioShowsEveryStep() async throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var lines: [String] = []

    SampleRunner.play(
      try TextFilesApp(arguments: ["--dir", sandbox.directory.path]),
      output: { lines.append($0) })

    XCTAssertEqual(
      lines.joined(separator: "\n"),
      """
      > start
      # Text files
      0 files
      == Main (0) ==

      > create groceries milk, eggs
      # Text files
      created groceries.txt
      == Main (1) ==
        groceries | milk, eggs

      > create todo write the sample
      # Text files
      created todo.txt
      == Main (2) ==
        todo | write the sample
        groceries | milk, eggs

      > modify 1 shopping milk, eggs, bread
      # Text files
      renamed groceries.txt to shopping.txt
      == Main (2) ==
        shopping | milk, eggs, bread
        todo | write the sample

      > create ../escape nope
      # Text files
      '../escape' is not a valid file name (no '/', no '..', not empty)
      == Main (2) ==
        shopping | milk, eggs, bread
        todo | write the sample

      > remove 0
      # Text files
      deleted shopping.txt
      == Main (1) ==
        todo | write the sample

      > reload
      # Text files
      reloaded: 1 file
      == Main (1) ==
        todo | write the sample
      """)
    XCTAssertEqual(sandbox.names(), ["todo.txt"])
  }
}
