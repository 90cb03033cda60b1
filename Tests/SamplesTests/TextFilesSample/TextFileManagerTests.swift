import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

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
