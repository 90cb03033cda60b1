// swift-format-ignore-file
// A code block of README.md, verbatim (formatted as the README shows it):
// ReadmeBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class CounterPropertyTests: XCTestCase {
  func test_counter_stepsByOneAndStopsLoading() {
    StatefulTest { scheduler in CounterReactor(scheduler: scheduler) }
      .rule("increase", weight: 2) { _, _ in .increase }
      .rule("decrease", when: { !$0.isLoading }) { _, _ in .decrease }
      .invariant("never far from zero") { abs($0.value) <= 50 }
      .check(runs: 100, steps: 50, seed: 1, ticksBetweenActions: 0...2)
  }
}
