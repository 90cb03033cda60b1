import Foundation
import Observation
import ReactorCore
import ReactorObservation
import Streams
import TestSupport
import XCTest

@MainActor
final class ObservedReactorTests: ScreenTestCase {
  /// Which of the five tracked field reads (and the whole-state read) an
  /// action invalidates.
  private func invalidated(
    by action: ProfileReactor.Action, in observed: ObservedReactor<ProfileReactor>
  ) -> Set<String> {
    let fired = Fired()
    let reads: [(String, () -> Void)] = [
      ("name", { _ = observed.name }),
      ("age", { _ = observed.age }),
      ("isOn", { _ = observed.isOn }),
      ("tags", { _ = observed.tags }),
      ("avatar", { _ = observed.avatar }),
      ("state", { _ = observed.state }),
    ]
    for (field, read) in reads {
      withObservationTracking(read, onChange: { fired.insert(field) })
    }
    observed.send(action)
    return fired.names
  }

  func test_everyActionInvalidatesExactlyTheReadsOfTheFieldsItChanged() async {
    let observed = ObservedReactor(reactor: ProfileReactor())
    let table: [(ProfileReactor.Action, Set<String>)] = [
      (.rename("Bo"), ["name", "avatar", "state"]),
      (.rename("Bo"), ["avatar", "state"]),
      (.birthday, ["age", "avatar", "state"]),
      (.toggle, ["isOn", "avatar", "state"]),
      (.tag("swift"), ["tags", "avatar", "state"]),
      (.setAvatar([1, 2]), ["avatar", "state"]),
      (.binding(.set(\.age, 31)), ["avatar", "state"]),
      (.binding(.set(\.name, "Cy")), ["name", "avatar", "state"]),
    ]
    for (index, (action, expected)) in table.enumerated() {
      XCTAssertEqual(invalidated(by: action, in: observed), expected, "row \(index): \(action)")
    }
    XCTAssertEqual(observed.name, "Cy")
    XCTAssertEqual(observed.age, 31)
    XCTAssertEqual(observed.tags, ["swift"])
  }

  func test_aSynchronousActionSentOnTheMainThreadIsVisibleWhenSendReturns() async {
    let observed = ObservedReactor(reactor: ProfileReactor())
    observed.send(.rename("Bo"))
    XCTAssertEqual(observed.name, "Bo")
    XCTAssertEqual(observed.state.name, "Bo")
  }

  func test_aReactorThatAlreadyHasStateShowsIt() async {
    let reactor = ProfileReactor()
    reactor.action.onNext(.birthday)
    reactor.action.onNext(.tag("a"))
    let observed = ObservedReactor(reactor: reactor)
    XCTAssertEqual(observed.age, 31)
    XCTAssertEqual(observed.tags, ["a"])
  }

  /// A state queued for the main actor is dropped once
  /// the observed reactor (its binding) is gone.
  func test_aStateQueuedBeforeTheObservedReactorWasReleasedIsNeverApplied() async {
    let reactor = ProfileReactor()
    var observed: ObservedReactor<ProfileReactor>? = ObservedReactor(reactor: reactor)
    weak let released = observed
    var appliedAfterRelease = 0
    var isReleased = false
    observed?.didApplyState = { _ in if isReleased { appliedAfterRelease += 1 } }
    let action = reactor.action
    let sent = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      for _ in 0..<10 { action.onNext(.birthday) }
      sent.signal()
    }
    sent.wait()
    isReleased = true
    observed = nil
    await withCheckedContinuation { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }

    XCTAssertNil(released)
    XCTAssertEqual(appliedAfterRelease, 0)
    XCTAssertEqual(reactor.currentState.age, 40)
  }

  func test_statesPublishedOnAnotherThreadAreAppliedOnTheMainThreadInOrder() async {
    let observed = ObservedReactor(reactor: ProfileReactor())
    var applied: [Int] = []
    var allOnMain = true
    let done = expectation(description: "last state applied")
    observed.didApplyState = { state in
      allOnMain = allOnMain && Thread.isMainThread
      applied.append(state.age)
      if state.age == 130 { done.fulfill() }
    }
    let action = observed.reactor.action
    Thread.detachNewThread {
      for _ in 0..<100 { action.onNext(.birthday) }
    }
    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(applied, Array(31...130))
    XCTAssertTrue(allOnMain)
    XCTAssertEqual(observed.age, 130)
  }

  func test_bindingsReadTheFieldAndSendTheirAction() async {
    let observed = ObservedReactor(reactor: ProfileReactor())
    let name = observed.binding(get: \.name, send: { .rename($0) })
    XCTAssertEqual(name.wrappedValue, "Ann")
    name.wrappedValue = "Dee"
    XCTAssertEqual(observed.name, "Dee")
    XCTAssertEqual(name.wrappedValue, "Dee")

    let isOn = observed.binding(get: \.isOn, send: .toggle)
    isOn.wrappedValue = true
    XCTAssertTrue(observed.isOn)
    isOn.wrappedValue = true  // sends .toggle whatever is written
    XCTAssertFalse(observed.isOn)

    let age = observed.binding(\.age)
    age.wrappedValue = 44
    XCTAssertEqual(observed.age, 44)
  }

  func test_aBindingsReadIsTrackedLikeTheField() async {
    let observed = ObservedReactor(reactor: ProfileReactor())
    let name = observed.binding(get: \.name, send: { .rename($0) })
    let fired = Fired()
    withObservationTracking({ _ = name.wrappedValue }, onChange: { fired.insert("name") })
    observed.send(.birthday)
    XCTAssertEqual(fired.names, [])
    name.wrappedValue = "Eve"
    XCTAssertEqual(fired.names, ["name"])
  }

  func test_bindingActionsMatchTheirKeyPath() async {
    let write = BindingAction<ProfileReactor.State>.set(\.age, 5)
    var state = ProfileReactor.State()
    write.apply(to: &state)
    XCTAssertEqual(state.age, 5)
    switch ProfileReactor.Action.binding(write) {
    case .binding(\.name): XCTFail("matched the wrong field")
    case .binding(\.age): break
    default: XCTFail("did not match")
    }
    XCTAssertEqual(write.description, "set(\\State.age, 5)")
  }

  func test_theObservedReactorHoldsItsReactorAndItsSubscriptionDiesWithIt() async {
    weak var weakReactor: ProfileReactor?
    weak var weakObserved: ObservedReactor<ProfileReactor>?
    do {
      let observed = ObservedReactor(reactor: ProfileReactor())
      weakReactor = observed.reactor
      weakObserved = observed
      observed.send(.birthday)
      XCTAssertNotNil(weakReactor)
    }
    XCTAssertNil(weakObserved)
    XCTAssertNil(weakReactor)
  }
}

/// The names of the tracked reads that were invalidated (`onChange` is
/// `@Sendable`).
private final class Fired: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Set<String> = []

  func insert(_ name: String) {
    lock.lock()
    stored.insert(name)
    lock.unlock()
  }

  var names: Set<String> {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}
