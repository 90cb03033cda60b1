import Foundation
import HeadlessReactor
import TestSupport
import XCTest

/// The Swift code of the DocC catalog's articles compiles as written (each
/// block is in a file of this target, in Swift 6 language mode, with no
/// diagnostics), stays in sync, and does what the articles say.
final class DocumentationBlocksTests: ScreenTestCase {
  private static let targetFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  private static let catalog = targetFolder.appendingPathComponent(
    "../../Sources/HeadlessReactor/HeadlessReactor.docc")

  func test_everySwiftBlockOfEveryArticleIsInAFileOfThisTarget() throws {
    let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path)
      .filter { $0.hasSuffix(".md") }
    XCTAssertTrue(articles.contains("GettingStarted.md"))
    XCTAssertTrue(articles.contains("EffectsAndCancellation.md"))
    // The articles that took over the README's sections keep their code
    // where the README's was compiled (Tests/ReadmeTests).
    let readmeFolder = Self.targetFolder.appendingPathComponent("../ReadmeTests")
    let files = try [Self.targetFolder, readmeFolder].flatMap { folder in
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("BlocksTests.swift") }
        .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
    }
    var blockCount = 0
    for article in articles {
      let text = try String(
        contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
      let blocks = text.components(separatedBy: "```swift\n").dropFirst().map {
        String($0.components(separatedBy: "```").first ?? "")
      }
      blockCount += blocks.count
      for block in blocks {
        XCTAssertTrue(
          files.contains { $0.contains(block) },
          "\(article): block not found verbatim in Tests/DocumentationTests or ReadmeTests:\n"
            + block)
      }
    }
    XCTAssertGreaterThanOrEqual(blockCount, 13)
  }

  /// The screens printed in the articles (```text blocks) are the ones the
  /// tests of this target assert.
  func test_everyRenderedScreenOfTheArticlesIsAsserted() throws {
    let text = try String(
      contentsOf: Self.catalog.appendingPathComponent("GettingStarted.md"), encoding: .utf8)
    let screens = text.components(separatedBy: "```text\n").dropFirst().map {
      String($0.components(separatedBy: "```").first ?? "").trimmingCharacters(in: .newlines)
    }
    XCTAssertGreaterThanOrEqual(screens.count, 2)
    let tests = try [
      "CounterScreenTests.swift", "GroceriesScreenTests.swift", "GettingStartedTests.swift",
    ].map { try String(contentsOf: Self.targetFolder.appendingPathComponent($0), encoding: .utf8) }
    for screen in screens {
      let asString = screen.replacingOccurrences(of: "\n", with: "\\n")
      let indented = screen.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "      " + $0 }.joined(separator: "\n")
      XCTAssertTrue(
        tests.contains { $0.contains("\"\(asString)\"") || $0.contains(indented) },
        "screen not asserted by a test:\n\(screen)")
    }
  }
}
