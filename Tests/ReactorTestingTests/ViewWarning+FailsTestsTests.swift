import Foundation
import HeadlessUI
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

/// With `ViewWarning.failsTests` on, a view warning is a
/// Swift Testing issue of the test that raised it.
@MainActor @Suite(.viewWarningsFailTests) struct ViewWarningFailsTestsSuite {
  @Test func theTraitTurnsTheSwitchOn() {
    #expect(ViewWarning.failsTests)
  }

  @Test(.enabled(if: FailureReportingChecks.areOn)) func aForgottenRegisterIsAnIssueOfTheTest() {
    let tableView = TableView()
    withKnownIssue("Expected: a deliberate forgotten register") {
      _ = tableView.dequeueReusableCell(
        withIdentifier: "Nowhere", for: IndexPath(row: 0, section: 0))
    } matching: { issue in
      issue.comments.map(\.rawValue).first?.hasPrefix(
        "View warning (ViewWarning.failsTests is on): unregisteredReuseIdentifier:") == true
    }
  }

  @Test func aCollectorInstalledByTheTestTakesTheWarningsOver() {
    let tableView = TableView()
    let previous = Hooks.viewWarning
    let collected = LockedList<ViewWarning>()
    Hooks.viewWarning = { warning in collected.append(warning) }
    defer { Hooks.viewWarning = previous }

    _ = tableView.dequeueReusableCell(withIdentifier: "Nowhere", for: IndexPath(row: 0, section: 0))

    #expect(collected.values.map(\.kind) == [.unregisteredReuseIdentifier])
  }
}

/// The same switch under XCTest: a warning becomes a failure of the running
/// test (captured here through `recordFailure` so that this test passes).
@MainActor
final class ViewWarningFailsTestsXCTests: XCTestCase {
  private let recorded = LockedList<String>()

  nonisolated override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    recorded.append(description)
  }

  func test_aForgottenRegisterFailsTheRunningTest() async {
    ViewWarning.failsTests = true
    let tableView = TableView()

    _ = tableView.dequeueReusableCell(withIdentifier: "Nowhere", for: IndexPath(row: 0, section: 0))

    let failures = recorded.values
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(
      failures.first?.hasPrefix(
        "View warning (ViewWarning.failsTests is on): unregisteredReuseIdentifier:"), true)
  }
}
