import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

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
