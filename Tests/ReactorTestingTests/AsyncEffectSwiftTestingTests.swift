import ReactorCore
import Streams
import Testing

@testable import ReactorTesting

/// Async effects under a `TestStore` in Swift Testing, as TCA users write
/// their tests: a debounce on the test clock, cancellation, non-exhaustive
/// assertions.
@Suite struct AsyncEffectSwiftTestingTests {
  private func makeStore() -> TestStore<AsyncSearchReactor> {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    return TestStore(
      reactor: AsyncSearchReactor(clock: TestClock(scheduler: scheduler)), scheduler: scheduler)
  }

  @Test func debouncedSearchArrivesAfterThreeHundredMilliseconds() {
    let store = makeStore()
    store.send(.type("swift")) { $0.query = "swift" }
    store.advance(by: .milliseconds(300))
    store.receive { $0.results = ["swift!"] }
    store.finish()
  }

  @Test @MainActor func typingAgainCancelsTheFirstSearch() async {
    let store = makeStore()
    store.send(.type("s")) { $0.query = "s" }
    store.advance(by: .milliseconds(100))
    store.send(.type("sw")) { $0.query = "sw" }
    store.advance(by: .milliseconds(300))
    store.receive { $0.results = ["sw!"] }
    store.finish()
  }

  @Test func cancellingLeavesNothingInFlight() {
    let store = makeStore()
    store.send(.type("s")) { $0.query = "s" }
    store.send(.cancel)
    store.advance(by: .seconds(1))
    store.finish()
  }

  @Test func nonExhaustiveStoreChecksOnlyWhatIsMentioned() {
    let store = makeStore()
    store.exhaustivity = .off
    store.send(.type("s"))
    store.advance(by: .milliseconds(300))
    store.receive { $0.results = ["s!"] }
    store.send(.type("sw"))
    store.finish()
  }
}
