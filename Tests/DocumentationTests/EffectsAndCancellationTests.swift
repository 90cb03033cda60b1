import Foundation
import HeadlessReactor
import ReactorTesting
import Synchronization
import XCTest

/// What EffectsAndCancellation.md says, beyond the tests it shows.
final class EffectsAndCancellationTests: XCTestCase {
  /// One tick per millisecond, made by the test (on its thread).
  private func makeScheduler() -> TestScheduler {
    TestScheduler(initialClock: 0, resolution: 0.001)
  }

  private func makeBookSearch(on scheduler: TestScheduler) -> BookSearchReactor {
    let clock = TestClock(scheduler: scheduler)
    return BookSearchReactor(catalog: StubCatalog(clock: clock), clock: clock)
  }

  // MARK: - Errors

  /// A catalog that fails at once, for `run` without `catch:`.
  private struct FailingCatalog: BookCatalog {
    struct Failure: Error, Equatable {}
    func search(_ query: String) async throws -> [String] { throw Failure() }
  }

  /// The article's reactor without its `catch:` handler.
  private final class UncaughtSearchReactor: Reactor {
    enum Action { case search(String) }
    enum Mutation { case setResults([String]) }
    struct State: Equatable { var results: [String] = [] }
    let initialState = State()
    let catalog: any BookCatalog
    init(catalog: any BookCatalog) { self.catalog = catalog }

    func mutate(action: Action) -> Observable<Mutation> {
      guard case .search(let query) = action else { return .empty() }
      return .run { [catalog] send in send(.setResults(try await catalog.search(query))) }
    }

    func reduce(state: State, mutation: Mutation) -> State {
      guard case .setResults(let results) = mutation else { return state }
      return State(results: results)
    }
  }

  func test_withoutCatchTheErrorIsTheMutationStreamsAndTheReactorKeepsWorking() {
    let store = TestStore(
      reactor: UncaughtSearchReactor(catalog: FailingCatalog()), scheduler: makeScheduler())
    store.send(.search("swift"))
    store.receiveError { XCTAssertEqual($0 as? FailingCatalog.Failure, FailingCatalog.Failure()) }
    store.send(.search("rx"))
    store.receiveError()
    store.finish()
  }

  func test_aCancelledEffectNeverReachesCatch() {
    let scheduler = makeScheduler()
    let store = TestStore(reactor: makeBookSearch(on: scheduler), scheduler: scheduler)
    store.send(.updateQuery("swift")) { $0.query = "swift" }
    store.advance(by: .milliseconds(300))
    store.receive { $0.isSearching = true }
    store.send(.cancelSearch) { $0.isSearching = false }
    store.advance(by: .seconds(5))
    XCTAssertNil(store.reactor.currentState.error)
    store.finish()
  }

  // MARK: - Scope

  func test_twoReactorsUsingTheSameIdentifierNeverCancelEachOther() {
    let scheduler = makeScheduler()
    let first = TestStore(reactor: makeBookSearch(on: scheduler), scheduler: scheduler)
    let second = TestStore(reactor: makeBookSearch(on: scheduler), scheduler: scheduler)

    first.send(.updateQuery("rx")) { $0.query = "rx" }
    second.send(.updateQuery("swift")) { $0.query = "swift" }
    second.send(.cancelSearch)
    scheduler.advance(by: .milliseconds(1300))
    first.receive { $0.isSearching = true }
    first.receive {
      $0.isSearching = false
      $0.results = ["Thinking in Rx"]
    }
    first.finish()
    second.finish()
  }

  func test_aReleasedReactorEndsItsSearch() {
    let scheduler = makeScheduler()
    let catalog = AnsweringCatalog(catalog: StubCatalog(clock: TestClock(scheduler: scheduler)))
    var reactor: BookSearchReactor? = BookSearchReactor(
      catalog: catalog, clock: TestClock(scheduler: scheduler))
    weak let released = reactor
    reactor?.action.onNext(.updateQuery("swift"))
    reactor = nil
    XCTAssertNil(released)
    // The debounce wakes and its first mutation finds the reactor gone: the
    // reactor's streams end, the effect's task is cancelled while the
    // catalog is asked, and nothing is left.
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(catalog.answers.withLock { $0 }, 0)
    XCTAssertFalse(scheduler.hasPendingWork)
    XCTAssertFalse(scheduler.effectExecutor.hasWork)
  }

  /// Counts the answers of `catalog` (a cancelled search has none).
  private final class AnsweringCatalog: BookCatalog {
    let catalog: StubCatalog
    let answers = Mutex(0)
    init(catalog: StubCatalog) { self.catalog = catalog }
    func search(_ query: String) async throws -> [String] {
      let titles = try await catalog.search(query)
      answers.withLock { $0 += 1 }
      return titles
    }
  }

  // MARK: - Plain Rx streams

  /// Answers `count` after a second on `scheduler`; counts its requests.
  private final class StubInbox: InboxService {
    let scheduler: TestScheduler
    let count: Int
    let requests = Mutex(0)
    init(scheduler: TestScheduler, count: Int) {
      self.scheduler = scheduler
      self.count = count
    }
    func unreadCount() -> Single<Int> {
      .deferred { [self] in
        requests.withLock { $0 += 1 }
        return Single.just(count).delay(.seconds(1), scheduler: scheduler)
      }
    }
  }

  private func makeInbox(count: Int = 7) -> (TestStore<InboxReactor>, StubInbox) {
    let scheduler = TestScheduler(initialClock: 0)
    let service = StubInbox(scheduler: scheduler, count: count)
    let reactor = InboxReactor(service: service, scheduler: scheduler)
    return (TestStore(reactor: reactor, scheduler: scheduler), service)
  }

  func test_pollingAsksEveryThirtySecondsUntilTheScreenLeaves() {
    let (store, service) = makeInbox()
    store.send(.startPolling)
    store.advance(by: .seconds(31))
    store.receive { $0.unread = 7 }
    store.advance(by: .seconds(30))
    store.receive()
    store.send(.leave)
    store.advance(by: .seconds(300))
    XCTAssertEqual(service.requests.withLock { $0 }, 2)
    store.finish()
  }

  func test_startingToPollAgainRestartsTheTimer() {
    let (store, service) = makeInbox()
    store.send(.startPolling)
    store.advance(by: .seconds(20))
    store.send(.startPolling)
    store.advance(by: .seconds(20))
    XCTAssertEqual(service.requests.withLock { $0 }, 0)
    store.advance(by: .seconds(11))
    store.receive { $0.unread = 7 }
    store.send(.leave)
    store.finish()
  }

  func test_aNewRefreshReplacesTheRequestInFlight() {
    let (store, service) = makeInbox()
    store.send(.refresh)
    store.send(.refresh)
    store.advance(by: .seconds(5))
    store.receive { $0.unread = 7 }
    XCTAssertEqual(service.requests.withLock { $0 }, 2)
    store.finish()
  }

  func test_aBannerHidesThreeSecondsAfterTheLatestOne() {
    let (store, _) = makeInbox()
    store.send(.showBanner("Sent")) { $0.banner = "Sent" }
    store.advance(by: .seconds(2))
    store.send(.showBanner("Archived")) { $0.banner = "Archived" }
    store.advance(by: .seconds(2))
    store.advance(by: .seconds(1))
    store.receive { $0.banner = nil }
    store.finish()
  }

  func test_leavingStopsPollingRefreshAndBannerAtOnce() {
    let (store, service) = makeInbox()
    store.send(.startPolling)
    store.send(.refresh)
    store.send(.showBanner("Sent")) { $0.banner = "Sent" }
    store.send(.leave)
    store.advance(by: .seconds(300))
    XCTAssertEqual(service.requests.withLock { $0 }, 1, "the refresh asked, then was cancelled")
    XCTAssertEqual(store.state.banner, "Sent")
    store.finish()
  }

  // MARK: - Testing

  /// Like the article's reactor, but sleeping with `Task.sleep`: real time.
  private final class RealTimeReactor: Reactor {
    enum Action { case start }
    enum Mutation { case finish }
    struct State: Equatable { var isFinished = false }
    let initialState = State()

    func mutate(action: Action) -> Observable<Mutation> {
      .run { send in
        try await Task.sleep(for: .milliseconds(50))
        send(.finish)
      }
    }

    func reduce(state: State, mutation: Mutation) -> State { State(isFinished: true) }
  }

  func test_anEffectSleepingOnRealTimeIgnoresVirtualTime() {
    let scheduler = makeScheduler()
    let store = TestStore(reactor: RealTimeReactor(), scheduler: scheduler)
    store.send(.start)
    store.advance(by: .seconds(60))
    XCTAssertEqual(store.reactor.inFlightActions.count, 1, "still sleeping, in real time")
    // Once the real 50 ms passed, its task waits for the test to drive the
    // store: the next `receive` runs it.
    let deadline = Date().addingTimeInterval(10)
    while !scheduler.effectExecutor.hasWork && Date() < deadline { usleep(1000) }
    store.receive { $0.isFinished = true }
    store.finish()
  }

  /// Outside a store, an effect runs on the executor of the scheduler last
  /// made or advanced on the thread: another test's, stored in an XCTest
  /// instance made before this test ran, would take it.
  func test_outsideAStoreAnEffectRunsOnTheSchedulerLastMadeOrAdvancedHere() {
    let mine = makeScheduler()
    let clock = TestClock(scheduler: mine)
    let reactor = BookSearchReactor(catalog: StubCatalog(clock: clock), clock: clock)
    let states = reactor.state.subscribe()
    defer { states.dispose() }

    let another = makeScheduler()
    reactor.action.onNext(.updateQuery("rx"))
    mine.advance(by: .seconds(2))
    XCTAssertFalse(reactor.currentState.isSearching, "the effect waits on another's executor")
    XCTAssertTrue(another.effectExecutor.hasWork)

    reactor.action.onNext(.updateQuery("swift"))  // after mine.advance: on mine
    mine.advance(by: .seconds(2))
    XCTAssertEqual(
      reactor.currentState.results, ["Swift in Depth", "The Swift Programming Language"])
  }

  func test_offMatchesEveryPayloadOfOffInASwitch() {
    func isOff(_ exhaustivity: Exhaustivity) -> Bool {
      switch exhaustivity {
      case .on: false
      case .off: true
      }
    }
    XCTAssertTrue(isOff(.off))
    XCTAssertTrue(isOff(.off(showSkippedAssertions: true)))
    XCTAssertNotEqual(Exhaustivity.off(showSkippedAssertions: true), .off)
  }
}
