import Foundation
import HeadlessReactor
import ReactorTesting
import XCTest

/// What RecordAndReplay.md says, beyond the tests it shows.
final class RecordAndReplayTests: XCTestCase {
  func test_theRecordingIsWhatTheArticleSays() throws {
    let recording = try recordShopping(on: TestScheduler(initialClock: 0))
    XCTAssertEqual(
      recording.steps.map(\.action), [".add(\"Milk\")", ".add(\"Eggs\")", ".checkOut"])
    XCTAssertEqual(recording.steps.map(\.time), [0, 0, 2])
    XCTAssertEqual(recording.steps[2].states.map(\.isSynchronous), [true, false, false])
    XCTAssertEqual(recording.duration, 5)

    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("shopping-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    XCTAssertEqual(try saveAndLoad(recording, at: file), recording)
    let text = try String(contentsOf: file, encoding: .utf8)
    XCTAssertTrue(text.contains(Self.fileExcerpt), text)
    XCTAssertTrue(try Self.article().contains(Self.fileExcerpt))
  }

  /// The article's text.
  private static func article() throws -> String {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/HeadlessReactor/HeadlessReactor.docc")
    return try String(
      contentsOf: catalog.appendingPathComponent("RecordAndReplay.md"), encoding: .utf8)
  }

  /// The excerpt of the file the article shows (its `json` block).
  private static let fileExcerpt = """
        {
          "action" : ".checkOut",
          "encodedAction" : {
            "checkOut" : {

            }
          },
          "states" : [
            {
              "isSynchronous" : true,
              "lines" : [
                "items[0]: \\"Milk\\"",
                "items[1]: \\"Eggs\\"",
                "isCheckingOut: true",
                "orders: 0"
              ],
              "time" : 2
            },
    """

  func test_aChangedActionIsReportedAtItsStep() throws {
    var recording = try recordShopping(on: TestScheduler(initialClock: 0))
    let text = String(decoding: try recording.encoded(), as: UTF8.self)
      .replacingOccurrences(of: "\"Eggs\"", with: "\"Bread\"")
    recording = try Recording(json: Data(text.utf8))
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertThrowsError(
      try recording.replay(into: CartReactor(scheduler: scheduler), scheduler: scheduler)
    ) { error in
      XCTAssertEqual("\(error)", Self.divergence)
    }
    XCTAssertTrue(try Self.article().contains(Self.divergence))
  }

  /// The divergence the article shows (its `text` block).
  private static let divergence = """
    replay diverged at step 2 of 3 (.add("Eggs"), sent at 0.000 s): state 1 of 1 after it \
    differs (− recorded, + replayed):
      items[0]: "Milk"
    − items[1]: "Eggs"
    + items[1]: "Bread"
      isCheckingOut: false
      orders: 0
    """

  func test_theGeneratedTestIsWhatTheRecordingMakes() throws {
    let recording = try recordShopping(on: TestScheduler(initialClock: 0))
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("ShoppingSessionTests.swift")
    XCTAssertEqual(try shoppingTestSource(recording), try String(contentsOf: file, encoding: .utf8))
  }

  func test_theArticleIsInTheCatalogTopics() throws {
    let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/HeadlessReactor/HeadlessReactor.docc")
    let root = try String(
      contentsOf: catalog.appendingPathComponent("HeadlessReactor.md"), encoding: .utf8)
    XCTAssertTrue(root.contains("- <doc:RecordAndReplay>"))
  }
}
