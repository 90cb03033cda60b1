import ReactorCore
import Streams
import TestSupport
import XCTest

/// Holds a shared number; its mutation function captures `tracked`, so the
/// test can see when the shared value lets that function go.
private final class TrackingHolderReactor: Reactor {
  enum Action: Equatable {
    case tick
  }

  enum Mutation: Equatable {
    case tick
    case setNumber(Int)
  }

  let number: Shared<Int>
  let tracked: Tracked
  let initialState: Int

  init(number: Shared<Int>, tracked: Tracked) {
    self.number = number
    self.tracked = tracked
    initialState = number.value
  }

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.tick)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(number) { [tracked] value in
      withExtendedLifetime(tracked) { .setNumber(value) }
    }
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    guard case .setNumber(let number) = mutation else { return state }
    return number
  }
}

/// No retain cycle between a shared value and its holders: a reactor
/// holding one is freed, the shared value is freed with its last holder,
/// and it drops a freed reactor's observer.
final class SharedLifetimeTests: XCTestCase {
  func test_reactorHoldingASharedValue_isFreed_whileTheSharedValueLivesOn() {
    let settings = Shared(Settings())
    weak var weakList: MessageListReactor?
    weak var weakScreen: SettingsScreenReactor?
    do {
      let list = MessageListReactor(settings: settings)
      let screen = SettingsScreenReactor(settings: settings)
      weakList = list
      weakScreen = screen
      let subscription = list.state.subscribe(onNext: { _ in })
      screen.action.onNext(.toggleUnreadOnly)
      XCTAssertTrue(list.currentState.settings.showsUnreadOnly)
      subscription.dispose()
    }

    XCTAssertNil(weakList)
    XCTAssertNil(weakScreen)
    settings.withLock { $0.pageSize = 1 }
    XCTAssertEqual(settings.value.pageSize, 1)
  }

  func test_sharedValue_isFreedWhenItsLastHolderIs() {
    weak var weakSettings: Shared<Settings>?
    weak var weakList: MessageListReactor?
    var screen: SettingsScreenReactor?
    do {
      let settings = Shared(Settings())
      weakSettings = settings
      let list = MessageListReactor(settings: settings)
      weakList = list
      screen = SettingsScreenReactor(settings: settings)
      // Both holders' streams are running and merging the changes.
      let subscription = list.state.subscribe(onNext: { _ in })
      screen?.action.onNext(.setPageSize(5))
      XCTAssertEqual(list.currentState.settings.pageSize, 5)
      subscription.dispose()
    }
    XCTAssertNil(weakList)
    XCTAssertNotNil(weakSettings, "the screen still holds it")

    screen = nil

    XCTAssertNil(weakSettings)
  }

  func test_sharedValueFreed_completesItsObservers() {
    var events: [String] = []
    var shared: Shared<Int>? = Shared(1)
    let subscription = shared!.changes.subscribe(
      onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })

    shared = nil

    XCTAssertEqual(events, ["next 1", "completed"])
    subscription.dispose()
  }

  func test_changesKeptAfterTheSharedValueWasFreed_completeAtOnce() {
    weak var weakShared: Shared<Int>?
    var shared: Shared<Int>? = Shared(1)
    let changes = shared!.changes
    weakShared = shared
    shared = nil
    XCTAssertNil(weakShared, "`changes` does not keep it alive")

    var events: [String] = []
    _ = changes.subscribe(
      onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })

    XCTAssertEqual(events, ["completed"])
  }

  func test_freedReactorsObserver_isDroppedByTheNextChange() {
    let number = Shared(0)
    weak var weakTracked: Tracked?
    weak var weakReactor: TrackingHolderReactor?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      let reactor = TrackingHolderReactor(number: number, tracked: tracked)
      weakReactor = reactor
      reactor.action.onNext(.tick)
      number.set(1)
      XCTAssertEqual(reactor.currentState, 1)
    }
    XCTAssertNil(weakReactor)
    XCTAssertNotNil(weakTracked, "its streams wait for the next change or the table's sweep")

    number.set(2)

    XCTAssertNil(weakTracked)
  }

  func test_subscriptionKeptAfterDisposal_keepsNothingAlive() {
    weak var weakTracked: Tracked?
    let shared = Shared(0)
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = shared.changes.subscribe(onNext: { _ in withExtendedLifetime(tracked) {} })
    }
    XCTAssertNotNil(weakTracked)

    subscription?.dispose()

    XCTAssertNil(weakTracked)
    XCTAssertNotNil(subscription)
  }
}
