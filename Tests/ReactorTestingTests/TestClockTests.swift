import ReactorCore
import Streams
import Testing
import XCTest

@testable import ReactorTesting

/// `Observable.run` effects under a `TestStore`, on virtual time: a
/// debounce written with async/await, cancellation by identifier, errors,
/// and what an exhaustive store says about effects still running.
final class AsyncEffectTestStoreTests: XCTestCase {
  private func makeStore(
    search: @escaping @Sendable (String) async throws -> [String] = { ["\($0)!"] }
  ) -> (TestStore<AsyncSearchReactor>, TestScheduler) {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = AsyncSearchReactor(clock: TestClock(scheduler: scheduler), search: search)
    return (TestStore(reactor: reactor, scheduler: scheduler), scheduler)
  }

  func test_anAsyncDebounceFiresWhenVirtualTimeReachesItAndNotBefore() {
    let (store, _) = makeStore()

    store.send(.type("a")) { $0.query = "a" }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive { $0.results = ["a!"] }
    store.finish()
  }

  func test_aNewQueryCancelsTheSearchInFlight() {
    let (store, _) = makeStore()

    store.send(.type("a")) { $0.query = "a" }
    store.advance(by: .milliseconds(200))
    store.send(.type("ab")) { $0.query = "ab" }
    store.advance(by: .milliseconds(299))
    store.advance(by: .milliseconds(1))
    store.receive { $0.results = ["ab!"] }
    store.advance(by: .seconds(5))
    store.finish()
  }

  func test_cancelByIdentifierEndsTheEffectAndNothingArrives() {
    let (store, _) = makeStore()

    store.send(.type("a")) { $0.query = "a" }
    store.send(.cancel)
    store.advance(by: .seconds(1))
    store.finish()
  }

  func test_anErrorThrownByARunEffectIsTheMutationStreamsError() {
    let (store, _) = makeStore()

    store.send(.fail)
    store.receiveError { XCTAssertEqual($0 as? AsyncSearchReactor.Failure, .init()) }
    store.finish()
  }

  func test_anEffectStillRunningAtTheEndFailsAnExhaustiveTestNamingItsAction() {
    let (store, _) = makeStore()
    let log = FailureLog()
    log.capture(store)

    store.send(.type("a")) { $0.query = "a" }
    store.finish()

    XCTAssertEqual(log.messages.count, 1)
    XCTAssertTrue(
      log.messages.first?.contains(
        "still in flight at the end of the test, started by: "
          + ".type(\"a\")") ?? false, "\(log.messages)")
  }

  func test_twoReactorsUsingTheSameIdentifierDoNotCancelEachOther() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let first = TestStore(
      reactor: AsyncSearchReactor(clock: TestClock(scheduler: scheduler)), scheduler: scheduler)
    let second = TestStore(
      reactor: AsyncSearchReactor(clock: TestClock(scheduler: scheduler)), scheduler: scheduler)

    first.send(.type("one")) { $0.query = "one" }
    second.send(.type("two")) { $0.query = "two" }
    second.send(.cancel)
    scheduler.advance(by: .milliseconds(300))
    first.receive { $0.results = ["one!"] }
    first.finish()
    second.finish()
  }

  // MARK: - Non-exhaustive

  func test_offAssertsOnlyWhatTheClosureMentionsAndSkipsTheRest() {
    let (store, _) = makeStore()
    store.exhaustivity = .off
    let log = FailureLog()
    log.capture(store)

    store.send(.type("a"))
    store.advance(by: .milliseconds(300))
    store.send(.type("b")) { $0.results = ["a!"] }
    store.finish()

    XCTAssertEqual(log.messages, [])
  }

  func test_offReceiveTakesTheFirstMatchingStateSkippingEarlierOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
    store.exhaustivity = .off
    let log = FailureLog()
    log.capture(store)

    store.send(.increase)
    store.advance(by: .seconds(1))
    store.receive { $0.isLoading = false }
    store.finish()

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(store.state.value, 1)
  }

  func test_offWithShowSkippedAssertionsListsWhatItSkipped() {
    let (store, _) = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    let log = FailureLog()
    log.capture(store)
    var skipped: [String] = []
    store.skippedHandler = { message, _ in skipped.append(message) }

    store.send(.type("a"))
    store.advance(by: .milliseconds(300))
    store.send(.type("b"))
    store.finish()

    XCTAssertEqual(log.messages, [])
    XCTAssertEqual(skipped.count, 2, "\(skipped)")
    XCTAssertTrue(skipped[0].hasPrefix("Must handle 1 received state before sending .type(\"b\")"))
    XCTAssertTrue(skipped[1].contains("still in flight at the end of the test"))
  }

  func test_exhaustivityDefaultsToOn() {
    let (store, _) = makeStore()
    XCTAssertEqual(store.exhaustivity, .on)
    XCTAssertEqual(Exhaustivity.off, .off(showSkippedAssertions: false))
  }
}

private struct PollID: Hashable, Sendable {}
private struct PageID: Hashable, Sendable {}

/// The clock used as swift-clocks' `TestClock` is: made alone, advanced by
/// durations.
final class TestClockTests: XCTestCase {
  func test_aClockMadeAloneDrivesAStoreOnItsScheduler() {
    let clock = TestClock()
    let store = TestStore(reactor: AsyncSearchReactor(clock: clock), scheduler: clock.scheduler)

    store.send(.type("a")) { $0.query = "a" }
    clock.advance(by: .milliseconds(299))
    XCTAssertEqual(clock.now, .init(offset: .milliseconds(299)))
    clock.advance(by: .milliseconds(1))
    store.receive { $0.results = ["a!"] }
    store.finish()
  }

  func test_runMovesTimeUntilEverySleepEnded() {
    let clock = TestClock()
    let store = TestStore(reactor: AsyncSearchReactor(clock: clock), scheduler: clock.scheduler)
    store.send(.type("a")) { $0.query = "a" }
    clock.run()
    store.receive { $0.results = ["a!"] }
    XCTAssertEqual(clock.now, .init(offset: .milliseconds(300)))
    store.finish()
  }

  func test_cancelTakesIdsOfOneTypeOrMixed() {
    enum CancelID: Hashable, Sendable { case search, page }
    _ = Observable<Int>.cancel(ids: [CancelID.search, CancelID.page])
    let ids: [any Hashable & Sendable] = [CancelID.search, "page"]
    _ = Observable<Int>.cancel(ids: ids)
    // A heterogeneous literal, as TCA users write it.
    let both: Observable<Int> = .cancel(ids: [PollID(), PageID()])
    _ = both
  }

  func test_anAsyncBridgeMergedInTransformWaitsForTheStoresScheduler() {
    // Started when the store starts the reactor's streams: on the store's
    // scheduler, not the global executor, so `receive` never races it.
    final class TickingReactor: Reactor {
      enum Action { case none }
      enum Mutation { case tick }
      struct State: Equatable { var ticks = 0 }
      let initialState = State()
      let clock: TestClock
      init(clock: TestClock) { self.clock = clock }
      func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        .merge(
          mutation,
          Observable.task { [clock] in
            try await clock.sleep(for: .milliseconds(500))
            return .tick
          })
      }
      func reduce(state: State, mutation: Mutation) -> State { State(ticks: state.ticks + 1) }
    }
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let store = TestStore(
      reactor: TickingReactor(clock: TestClock(scheduler: scheduler)), scheduler: scheduler)
    store.advance(by: .milliseconds(499))
    store.advance(by: .milliseconds(1))
    store.receive { $0.ticks = 1 }
    store.finish()
  }
}

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
