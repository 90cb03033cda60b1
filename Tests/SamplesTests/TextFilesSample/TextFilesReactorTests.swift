import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

private func item(_ sandbox: Sandbox, _ title: String, _ text: String) -> CellModel {
  .textFile(
    TxtFileDTO(
      fileURL: sandbox.directory.appendingPathComponent(title + ".txt").standardizedFileURL,
      title: title, subText: text))
}

private func main(_ items: [CellModel]) -> [TextFileSection] {
  [TextFileSection(header: "Main", items: items)]
}

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

  /// Creates notes.txt with `text` in an empty folder.
  private func createNotes(
    _ store: TestStore<TextFilesReactor>, _ text: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    store.send(
      .create(title: "notes", text: text),
      assert: {
        $0.sections = main([item(self.sandbox, "notes", text)])
        $0.status = "created notes.txt"
      }, filePath: file, line: line)
  }

  /// Creates notes.txt ("x") then todo.txt ("y"), which the list shows
  /// newest first.
  private func createNotesAndTodo(
    _ store: TestStore<TextFilesReactor>, file: StaticString = #filePath, line: UInt = #line
  ) {
    createNotes(store, "x", file: file, line: line)
    store.send(
      .create(title: "todo", text: "y"),
      assert: {
        $0.sections = main([item(self.sandbox, "todo", "y"), item(self.sandbox, "notes", "x")])
        $0.status = "created todo.txt"
      }, filePath: file, line: line)
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

    createNotes(store, "hello")
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
    createNotes(store, "x")

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
    createNotesAndTodo(store)
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
    createNotesAndTodo(store)
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
