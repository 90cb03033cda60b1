// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

@MainActor
final class CounterScreenTests: XCTestCase {
  override func setUp() async throws { ViewWarning.failsTests = true }

  func test_tappingPlusShowsLoadingThenTheNewValue() async {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    XCTAssertEqual(screen.render(), "# Counter\n[-]\n0\n[+]")

    screen.increaseButton.tap()
    XCTAssertEqual(screen.render(), "# Counter\n[-]\n0\n[+] (disabled)\nLoading…")

    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(screen.render(), "# Counter\n[-]\n1\n[+]")
  }
}
