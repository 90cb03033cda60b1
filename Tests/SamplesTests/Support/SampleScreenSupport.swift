import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import XCTest

// The samples' screen scenarios are each written once (a static function of
// the sample's `…Screens` namespace, in the test file of the screen, its
// assertions reported by whichever framework runs it) and run by an XCTest
// class and a Swift Testing suite: each sample's view controller driven as a
// user would, on virtual time where the sample waits, read through
// `render()`. The two exit tests are Swift Testing's own (they run a child
// process). Here: what those scenarios share.

/// A scheduler whose tick is one millisecond.
func millisecondScheduler() -> TestScheduler {
  TestScheduler(initialClock: 0, resolution: 0.001)
}

/// A sample's screen scenarios: each case one scenario, written once in
/// `run()`, its assertions reported by whichever framework runs it (a
/// Swift Testing suite takes the cases as arguments; an XCTest test runs
/// them all through `runEach()`).
@MainActor
protocol ScreenScenario: CaseIterable, Sendable {
  func run() async throws
}

extension ScreenScenario {
  /// Runs every scenario in an XCTest test, each on its own: one that
  /// throws fails the test naming it, and the next still runs.
  static func runEach(file: StaticString = #filePath, line: UInt = #line) async {
    for scenario in allCases {
      do {
        try await scenario.run()
      } catch {
        XCTFail("\(scenario): \(error)", file: file, line: line)
      }
    }
  }
}
