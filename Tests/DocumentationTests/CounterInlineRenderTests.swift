// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

@MainActor
final class CounterInlineRenderTests: XCTestCase {
  override func setUp() async throws { ViewWarning.failsTests = true }

  func test_tappingPlusShowsLoading() async {
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()

    screen.increaseButton.tap()

    assertRender(screen) {
      """
      # Counter
      [-]
      0
      [+] (disabled)
      Loading…
      """
    }
  }
}
