// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import Testing

@MainActor @Suite(.viewWarningsFailTests)
struct CounterScreenSuite {
  @Test func tappingPlusShowsLoadingThenTheNewValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    #expect(screen.render() == "# Counter\n[-]\n0\n[+]")

    screen.increaseButton.tap()
    #expect(screen.render() == "# Counter\n[-]\n0\n[+] (disabled)\nLoading…")

    scheduler.advance(by: .seconds(1))
    #expect(screen.render() == "# Counter\n[-]\n1\n[+]")
  }
}
