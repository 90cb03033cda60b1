import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import Testing
import TextFilesSample
import XCTest

@MainActor
private func aBadOrTakenNameOnlyChangesTheStatusWith(title: String, status: String) throws {
  let sandbox = try Sandbox()
  defer { sandbox.remove() }
  let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
  app.reactor.action.onNext(.create(title: "notes", text: "x"))

  app.reactor.action.onNext(.create(title: title, text: "again"))

  expectTrue(app.screen.render() == "# Text files\n\(status)\n== Main (1) ==\n  notes | x")
  expectTrue(sandbox.names() == ["notes.txt"])
}

/// The TextFiles sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum TextFilesScreenScenario: String, ScreenScenario {
  case createModifyAndRemoveShowTheFilesAndTheStatus, aBadOrTakenNameOnlyChangesTheStatus

  func run() async throws {
    switch self {
    case .createModifyAndRemoveShowTheFilesAndTheStatus:
      let sandbox = try Sandbox()
      defer { sandbox.remove() }
      let app = try TextFilesApp(arguments: ["--dir", sandbox.directory.path])
      let screen = try unwrap(app.screen as? MainViewController)
      assertRender(screen) {
        """
        # Text files
        0 files
        == Main (0) ==
        """
      }

      app.reactor.action.onNext(.create(title: "notes", text: "hello world"))
      app.reactor.action.onNext(.create(title: "todo", text: "ship it"))
      assertRender(screen) {
        """
        # Text files
        created todo.txt
        == Main (2) ==
          todo | ship it
          notes | hello world
        """
      }
      app.reactor.action.onNext(.modify(index: 1, title: "ideas", text: "many"))
      assertRender(screen) {
        """
        # Text files
        renamed notes.txt to ideas.txt
        == Main (2) ==
          ideas | many
          todo | ship it
        """
      }
      app.reactor.action.onNext(.remove(index: 1))

      assertRender(screen) {
        """
        # Text files
        deleted todo.txt
        == Main (1) ==
          ideas | many
        """
      }
      expectTrue(sandbox.names() == ["ideas.txt"])
    case .aBadOrTakenNameOnlyChangesTheStatus:
      for (title, status) in [
        ("../escape", "'../escape' is not a valid file name (no '/', no '..', not empty)"),
        ("notes", "notes.txt exists already"),
      ] {
        try aBadOrTakenNameOnlyChangesTheStatusWith(title: title, status: status)
      }
    }
  }
}

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
    XCTAssertEqual(
      printed("modify x", on: app), ["error: usage: modify <index> <new name> <text...>"])

    XCTAssertEqual(
      printed("rename 0", on: app), ["error: unknown command 'rename' (type 'help' for the list)"])

    XCTAssertEqual(printed("create solo", on: app), ["error: usage: create <name> <text...>"])

    XCTAssertEqual(
      printed("create ok fine", on: app),
      ["# Text files\ncreated ok.txt\n== Main (1) ==\n  ok | fine"])
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
