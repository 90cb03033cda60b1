// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class CounterSynchronousTests: XCTestCase {
  func test_tappingMinusShowsTheNewValueAtOnce() {
    MainActor.assumeIsolated {
      let screen = CounterViewController()
      screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))

      screen.decreaseButton.tap()

      XCTAssertEqual(screen.render(), "# Counter\n[-]\n-1\n[+]")
    }
  }
}
