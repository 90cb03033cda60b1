import HeadlessUI
import Testing

@testable import ReactorTesting

/// `ScreenMonkey` inside Swift Testing, as the example uses it.
@MainActor @Suite struct ScreenMonkeySwiftTestingTests {
  @Test func aScreenThatKeepsItsInvariantPasses() {
    let failure = ScreenMonkey(seed: 7).run(
      events: 500, make: { NavigationController(rootViewController: MonkeyCounterScreen()) },
      invariant: { screen in !screen.render().contains("NaN") })
    #expect(failure == nil, "\(failure!)")
  }

  @Test func aFailureNamesWhatTheUserDid() throws {
    let failure = try #require(
      ScreenMonkey(seed: 3).run(
        events: 500, make: { NavigationController(rootViewController: MonkeyCounterScreen()) },
        invariant: { !$0.render().contains("broken") }))
    #expect(failure.events == ["tap Minus", "tap Minus", "tap Minus"])
    #expect(failure.seed == 3)
  }
}
