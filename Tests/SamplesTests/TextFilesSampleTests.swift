import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

/// A fresh directory inside a fresh parent (so that tests can check that
/// nothing next to the directory is touched); `remove()` deletes both.
/// Their paths have symbolic links resolved, as the sample's directory has.
private struct Sandbox {
  let parent: URL
  let directory: URL

  init() throws {
    let made = FileManager.default.temporaryDirectory
      .appendingPathComponent("text-files-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(
      at: made.appendingPathComponent("files", isDirectory: true),
      withIntermediateDirectories: true)
    parent = made.resolvingSymlinksInPath()
    directory = parent.appendingPathComponent("files", isDirectory: true)
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

  /// A symbolic link `name` in the directory to `destination` (a path,
  /// relative to the directory or absolute).
  func link(_ name: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: directory.appendingPathComponent(name).path, withDestinationPath: destination)
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

  func test_linksLeadingOutsideTheDirectoryAreNeitherListedNorReadNorChanged() throws {
    let secret = sandbox.parent.appendingPathComponent("secret.txt")
    try "top secret".write(to: secret, atomically: true, encoding: .utf8)
    try sandbox.write("notes.txt", "mine")
    try sandbox.link("relative.txt", to: "../secret.txt")
    try sandbox.link("absolute.txt", to: secret.path)
    try sandbox.link("chained.txt", to: "relative.txt")
    let none = sandbox.parent.appendingPathComponent("none.txt")
    try sandbox.link("nowhere.txt", to: none.path)
    try sandbox.link("alias.txt", to: "notes.txt")  // inside: followed
    let files = try TextFileManager(directory: sandbox.directory)

    let listing = files.listTextFiles()
    XCTAssertEqual(
      listing.files.map(\.lastPathComponent), ["alias.txt", "notes.txt"])
    XCTAssertEqual(
      listing.outside, ["absolute.txt", "chained.txt", "nowhere.txt", "relative.txt"])
    XCTAssertEqual(files.fetchAllTextFilesURL(), listing.files)
    XCTAssertEqual(files.text(of: sandbox.directory.appendingPathComponent("alias.txt")), "mine")
    for name in ["relative.txt", "absolute.txt", "chained.txt"] {
      let link = sandbox.directory.appendingPathComponent(name)
      XCTAssertNil(files.text(of: link), name)
      XCTAssertThrowsError(try files.modifyTextFile(link, title: "stolen", text: "x"), name) {
        XCTAssertEqual($0 as? TextFileError, .outsideDirectory(name))
      }
      XCTAssertThrowsError(try files.removeTextFile(link), name) {
        XCTAssertEqual($0 as? TextFileError, .outsideDirectory(name))
      }
    }
    XCTAssertThrowsError(try files.createTextFile(title: "nowhere", text: "x")) {
      XCTAssertEqual($0 as? TextFileError, .alreadyExists("nowhere.txt"))
    }

    XCTAssertEqual(try String(contentsOf: secret, encoding: .utf8), "top secret")
    XCTAssertFalse(FileManager.default.fileExists(atPath: none.path))
  }

  func test_aSymbolicLinkGivenAsTheDirectoryIsFollowed() throws {
    let link = sandbox.parent.appendingPathComponent("link", isDirectory: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: sandbox.directory)
    try sandbox.write("notes.txt", "mine")
    try sandbox.link("escape.txt", to: "../../")

    let files = try TextFileManager(directory: link)

    XCTAssertEqual(files.directory.path, sandbox.directory.path)
    XCTAssertEqual(files.listTextFiles().files.map(\.lastPathComponent), ["notes.txt"])
    XCTAssertEqual(files.listTextFiles().outside, ["escape.txt"])
    XCTAssertEqual(files.text(of: link.appendingPathComponent("notes.txt")), "mine")
    try files.createTextFile(title: "todo", text: "new")
    XCTAssertEqual(sandbox.text("todo.txt"), "new")
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

// MARK: - Text from the file system, as shown

final class ShownTextTests: XCTestCase {
  func test_controlCharactersAreEscapedAndEverythingElseIsKept() {
    XCTAssertEqual(ShownText.escaped("a\nb"), "a\\nb")
    XCTAssertEqual(ShownText.escaped("\r\n\t\0"), "\\r\\n\\t\\0")
    XCTAssertEqual(ShownText.escaped("back\\slash"), "back\\\\slash")
    XCTAssertEqual(ShownText.escaped("\u{1B}[2J\u{7F}\u{85}"), "\\u{1B}[2J\\u{7F}\\u{85}")
    XCTAssertEqual(ShownText.escaped("a\u{2028}b\u{2029}c"), "a\\u{2028}b\\u{2029}c")
    XCTAssertEqual(ShownText.escaped("evil\u{202E}txt.exe"), "evil\\u{202E}txt.exe")
    XCTAssertEqual(ShownText.escaped("Café 🇫🇷 👩‍👩‍👧 日本"), "Café 🇫🇷 👩‍👩‍👧 日本")
    XCTAssertEqual(ShownText.escaped(""), "")
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

  func test_aLinkToAFileOutsideTheDirectoryIsNotShownAndTheStatusSaysSo() async throws {
    try "top secret".write(
      to: sandbox.parent.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
    try sandbox.link("evil.txt", to: "../secret.txt")
    try sandbox.write("notes.txt", "mine")
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    var output: [String] = []

    app.settle()
    assertRender(app.screen) {
      """
      # Text files
      1 file; not shown: evil.txt (it links outside the directory)
      == Main (1) ==
        notes | mine
      """
    }

    try sandbox.link("other.txt", to: sandbox.parent.appendingPathComponent("secret.txt").path)
    SampleRunner.execute("reload", on: app, output: { output.append($0) })
    XCTAssertEqual(
      output.last,
      "# Text files\nreloaded: 1 file; not shown: evil.txt, other.txt (they link outside the "
        + "directory)\n== Main (1) ==\n  notes | mine")
    XCTAssertFalse(output.joined().contains("top secret"))
  }

  func test_aSymbolicLinkGivenWithDirIsFollowed() async throws {
    let link = sandbox.parent.appendingPathComponent("link", isDirectory: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: sandbox.directory)
    try sandbox.write("notes.txt", "mine")
    let app = try TextFilesApp(arguments: ["--dir", link.path])
    var output: [String] = []

    XCTAssertEqual(app.startMessage, "working in \(sandbox.directory.path)")
    SampleRunner.execute("create todo ship it", on: app, output: { output.append($0) })

    XCTAssertEqual(
      output.last,
      "# Text files\ncreated todo.txt\n== Main (2) ==\n  todo | ship it\n  notes | mine")
    XCTAssertEqual(sandbox.names(), ["notes.txt", "todo.txt"])
  }

  /// A newline in a name would otherwise show as a row of its own.
  func test_controlCharactersInNamesAndTextsAreShownEscapedOnTheirRow() async throws {
    try sandbox.write("a\nb.txt", "x")
    try sandbox.write("tab\tand\u{1B}[31mred.txt", "line 1\nline 2\n")
    let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
    var output: [String] = []

    app.settle()
    assertRender(app.screen) {
      #"""
      # Text files
      2 files
      == Main (2) ==
        a\nb | x
        tab\tand\u{1B}[31mred | line 1\nline 2\n
      """#
    }

    SampleRunner.execute("remove 0", on: app, output: { output.append($0) })
    XCTAssertEqual(
      output.last,
      "# Text files\ndeleted a\\nb.txt\n== Main (1) ==\n"
        + "  tab\\tand\\u{1B}[31mred | line 1\\nline 2\\n")
    XCTAssertEqual(sandbox.names(), ["tab\tand\u{1B}[31mred.txt"])
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
