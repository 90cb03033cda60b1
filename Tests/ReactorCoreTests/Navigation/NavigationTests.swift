import Foundation
import ReactorCore
import ReactorTesting
import Streams
import XCTest

private enum Screen: Hashable, Codable, Sendable {
  case message(Int)
  case settings
  case compose
}

/// `Navigation` is a value: its operations change the copy they are called
/// on, and the user's events apply to whatever state they arrive in.
final class NavigationTests: XCTestCase {
  func test_aNewNavigation_isAtTheRootWithNothingPresented() {
    let navigation = Navigation<Screen>()

    XCTAssertEqual(navigation.path, [])
    XCTAssertNil(navigation.presented)
    XCTAssertNil(navigation.top)
    XCTAssertTrue(navigation.isAtRoot)
  }

  func test_pushAndPop_changeTheTopOfThePath() {
    var navigation = Navigation<Screen>()

    navigation.push(.message(1))
    navigation.push(.settings)
    XCTAssertEqual(navigation.path, [.message(1), .settings])
    XCTAssertEqual(navigation.top, .settings)

    navigation.pop()
    XCTAssertEqual(navigation.path, [.message(1)])
  }

  func test_popAtTheRoot_doesNothing() {
    var navigation = Navigation<Screen>(presented: .compose)

    navigation.pop()
    navigation.pop(count: 3)
    navigation.popToRoot()

    XCTAssertEqual(navigation, Navigation(presented: .compose))
  }

  func test_popCount_negativePopsNothingAndIsReported() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    var navigation = Navigation<Screen>(path: [.message(1), .settings])

    navigation.pop(count: -2)

    XCTAssertEqual(navigation.path, [.message(1), .settings])
    XCTAssertEqual(
      recorder.warnings,
      [ReactorWarning(.other, "Navigation<Screen>.pop(count: -2): a negative count pops nothing")])
  }

  func test_popCount_popsThatManyOrAll() {
    var navigation = Navigation<Screen>(path: [.message(1), .message(2), .settings])

    navigation.pop(count: 2)
    XCTAssertEqual(navigation.path, [.message(1)])

    navigation.pop(count: 0)
    XCTAssertEqual(navigation.path, [.message(1)])

    navigation.push(.settings)
    navigation.pop(count: 5)
    XCTAssertEqual(navigation.path, [])
  }

  func test_popToRoot_keepsWhatIsPresented() {
    var navigation = Navigation<Screen>(path: [.message(1), .settings], presented: .compose)

    navigation.popToRoot()

    XCTAssertEqual(navigation, Navigation(path: [], presented: .compose))
  }

  func test_presentReplacesThePresentedOneAndDismissRemovesIt() {
    var navigation = Navigation<Screen>(path: [.message(1)])

    navigation.present(.settings)
    navigation.present(.compose)
    XCTAssertEqual(navigation.presented, .compose)
    XCTAssertEqual(navigation.path, [.message(1)])

    navigation.dismiss()
    navigation.dismiss()
    XCTAssertNil(navigation.presented)
  }

  func test_poppedEvent_popsDownToItsDepth() {
    var navigation = Navigation<Screen>(path: [.message(1), .message(2), .settings])

    navigation.apply(.popped(depth: 2))
    XCTAssertEqual(navigation.path, [.message(1), .message(2)])

    navigation.apply(.popped(depth: 0))
    XCTAssertEqual(navigation.path, [])
  }

  /// A state that already popped further (a later action did) stays as it
  /// is: the user's back never pushes.
  func test_poppedEvent_deeperThanThePath_changesNothing() {
    var navigation = Navigation<Screen>(path: [.message(1)])

    navigation.apply(.popped(depth: 3))
    XCTAssertEqual(navigation.path, [.message(1)])

    navigation.apply(.popped(depth: -1))
    XCTAssertEqual(navigation.path, [])
  }

  func test_dismissedEvent_dismissesAndKeepsThePath() {
    var navigation = Navigation<Screen>(path: [.message(1)], presented: .compose)

    navigation.apply(.dismissed)

    XCTAssertEqual(navigation, Navigation(path: [.message(1)]))
  }

  func test_copiesAreIndependent() {
    let original = Navigation<Screen>(path: [.message(1)])
    var copy = original

    copy.push(.settings)
    copy.present(.compose)

    XCTAssertEqual(original, Navigation(path: [.message(1)]))
    XCTAssertNotEqual(copy, original)
  }

  func test_equalNavigations_hashAlike() {
    let one = Navigation<Screen>(path: [.message(1)], presented: .compose)
    var other = Navigation<Screen>()
    other.push(.message(1))
    other.present(.compose)

    XCTAssertEqual(Set([one, other]).count, 1)
  }

  func test_navigationAndEvents_roundTripThroughJSON() throws {
    let navigation = Navigation<Screen>(path: [.message(7), .settings], presented: .compose)
    let events: [NavigationEvent] = [.popped(depth: 2), .dismissed]

    let decoded = try JSONDecoder().decode(
      Navigation<Screen>.self, from: JSONEncoder().encode(navigation))
    let decodedEvents = try JSONDecoder().decode(
      [NavigationEvent].self, from: JSONEncoder().encode(events))

    XCTAssertEqual(decoded, navigation)
    XCTAssertEqual(decodedEvents, events)
  }

  func test_navigationOfSendableDestinations_crossesThreads() {
    let navigation = Navigation<Screen>(path: [.message(1)])
    let received = LockedNavigation()
    let done = DispatchSemaphore(value: 0)

    Thread.detachNewThread {
      var copy = navigation
      copy.push(.settings)
      received.set(copy)
      done.signal()
    }
    done.wait()

    XCTAssertEqual(received.value, Navigation(path: [.message(1), .settings]))
  }

  func test_aReducerAppliesTheUsersEvents() {
    let store = TestStore(
      reactor: NavigatingReactor(), scheduler: TestScheduler(initialClock: 0))

    store.send(.open(1)) { $0.navigation.path = [.message(1)] }
    store.send(.open(2)) { $0.navigation.path = [.message(1), .message(2)] }
    store.send(.navigation(.popped(depth: 0))) { $0.navigation.path = [] }
    store.send(.navigation(.dismissed))
    store.finish()
  }
}

/// A reactor owning a navigation: its reducer applies the user's events.
private final class NavigatingReactor: Reactor {
  enum Action: Equatable {
    case open(Int)
    case navigation(NavigationEvent)
  }

  struct State: Equatable {
    var navigation = Navigation<Screen>()
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .open(let id): state.navigation.push(.message(id))
    case .navigation(let event): state.navigation.apply(event)
    }
    return state
  }
}

/// A navigation handed from another thread.
private final class LockedNavigation: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: Navigation<Screen>?

  func set(_ navigation: Navigation<Screen>) {
    lock.lock()
    stored = navigation
    lock.unlock()
  }

  var value: Navigation<Screen>? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
