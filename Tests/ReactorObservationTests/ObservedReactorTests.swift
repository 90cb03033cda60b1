import Dispatch
import Foundation
import Observation
import ReactorCore
import ReactorObservation
import Streams
import TestSupport
import Testing
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

/// Hosts a SwiftUI-style body: evaluates it under observation tracking and
/// evaluates it again only after something it read changed, as SwiftUI
/// does, counting the evaluations.
@MainActor
private final class Host {
  private let body: @MainActor () -> String
  /// Whether a tracked read was invalidated; set from `onChange`, which is
  /// `@Sendable`.
  private let dirty = Flag(isSet: true)
  private var shown = ""
  private(set) var evaluations = 0

  init(_ body: @escaping @MainActor () -> String) { self.body = body }

  /// What the body shows now.
  func render() -> String {
    guard dirty.take() else { return shown }
    evaluations += 1
    let dirty = self.dirty
    shown = withObservationTracking(body, onChange: { dirty.set() })
    return shown
  }
}

/// A profile screen written as a SwiftUI body over an ObservedReactor.
@MainActor
private func profileScreen(_ profile: ObservedReactor<ProfileReactor>) -> Host {
  Host {
    """
    # \(profile.name)
    Age: \(profile.age)
    Notifications: \(profile.isOn ? "[x]" : "[ ]")
    Tags: \(profile.tags.isEmpty ? "none" : profile.tags.joined(separator: ", "))
    """
  }
}

/// One user edit of the profile, and the field it changes.
enum ProfileEdit: String, Sendable, CaseIterable {
  case rename
  case birthday
  case toggle
  case tag

  var action: ProfileReactor.Action {
    switch self {
    case .rename: .rename("Bo")
    case .birthday: .birthday
    case .toggle: .toggle
    case .tag: .tag("swift")
    }
  }
}

/// Swift Testing versions of the ObservedReactor tests (ObservedReactorTests)
/// as screens: SwiftUI-style bodies hosted under observation tracking, what
/// they show after user edits, and which of them are evaluated again.
@MainActor @Suite struct ObservedReactorSuite {
  @Test func aProfileScreenShowsTheReactorsState() {
    let profile = ObservedReactor(reactor: ProfileReactor())

    #expect(
      profileScreen(profile).render() == """
        # Ann
        Age: 30
        Notifications: [ ]
        Tags: none
        """)
  }

  @Test func aReactorThatAlreadyHasStateShowsIt() {
    let reactor = ProfileReactor()
    reactor.action.onNext(.birthday)
    reactor.action.onNext(.tag("a"))

    let screen = profileScreen(ObservedReactor(reactor: reactor))

    #expect(screen.render() == "# Ann\nAge: 31\nNotifications: [ ]\nTags: a")
  }

  @Test func editsSentOnTheMainActorShowWhenSendReturns() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = profileScreen(profile)
    _ = screen.render()

    profile.send(.rename("Bo"))
    profile.send(.toggle)
    profile.send(.tag("swift"))
    profile.send(.tag("linux"))

    #expect(
      screen.render() == """
        # Bo
        Age: 30
        Notifications: [x]
        Tags: swift, linux
        """)
    #expect(screen.evaluations == 2)
  }

  @Test(arguments: ProfileEdit.allCases)
  func anEditEvaluatesAgainOnlyTheScreensReadingItsField(edit: ProfileEdit) {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screens: [ProfileEdit: Host] = [
      .rename: Host { "Name: \(profile.name)" },
      .birthday: Host { "Age: \(profile.age)" },
      .toggle: Host { profile.isOn ? "[x]" : "[ ]" },
      .tag: Host { profile.tags.joined(separator: ",") },
    ]
    for screen in screens.values { _ = screen.render() }

    profile.send(edit.action)
    for screen in screens.values { _ = screen.render() }

    let evaluatedAgain = Set(screens.filter { $0.value.evaluations == 2 }.keys)
    #expect(evaluatedAgain == [edit])
  }

  @Test func anEditThatLeavesAFieldEqualDoesNotEvaluateItsScreenAgain() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let name = Host { "Name: \(profile.name)" }
    let whole = Host { "State: \(profile.state.name), \(profile.state.age)" }
    _ = name.render()
    _ = whole.render()

    profile.send(.rename("Ann"))

    #expect(name.render() == "Name: Ann")
    #expect(name.evaluations == 1)
    #expect(whole.render() == "State: Ann, 30")
    #expect(whole.evaluations == 2)
  }

  @Test func aScreenReadingANonEquatableFieldIsEvaluatedAgainOnEveryEdit() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let avatar = Host { "\(profile.avatar.pixels.count) pixels" }
    _ = avatar.render()

    profile.send(.birthday)
    #expect(avatar.render() == "0 pixels")
    profile.send(.setAvatar([1, 2, 3]))

    #expect(avatar.render() == "3 pixels")
    #expect(avatar.evaluations == 3)
  }

  @Test func typingIntoANameBindingShowsOnTheScreen() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = profileScreen(profile)
    let name = profile.binding(get: \.name, send: { .rename($0) })
    #expect(name.wrappedValue == "Ann")

    for prefix in ["D", "De", "Dee"] { name.wrappedValue = prefix }

    #expect(screen.render().hasPrefix("# Dee\n"))
    #expect(profile.reactor.currentState.name == "Dee")
  }

  @Test func aToggleBindingSendsItsActionWhateverIsWritten() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = Host { "Notifications: \(profile.isOn ? "[x]" : "[ ]")" }
    let isOn = profile.binding(get: \.isOn, send: .toggle)

    isOn.wrappedValue = true
    #expect(screen.render() == "Notifications: [x]")
    isOn.wrappedValue = true

    #expect(screen.render() == "Notifications: [ ]")
  }

  @Test func aKeyPathBindingWritesTheFieldThroughTheReactor() {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = Host { "Age: \(profile.age)" }
    _ = screen.render()

    profile.binding(\.age).wrappedValue = 44

    #expect(screen.render() == "Age: 44")
    #expect(profile.reactor.currentState.age == 44)
  }

  @Test func anAsyncTestSeesEditsAcrossAwaits() async {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = profileScreen(profile)
    _ = screen.render()

    profile.send(.birthday)
    await Task.yield()
    profile.send(.tag("async"))

    #expect(screen.render() == "# Ann\nAge: 31\nNotifications: [ ]\nTags: async")
  }

  @Test func statesFromABackgroundThreadAreAppliedInOrderOnTheMainActor() async {
    let profile = ObservedReactor(reactor: ProfileReactor())
    let screen = profileScreen(profile)
    _ = screen.render()
    var applied: [Int] = []
    profile.didApplyState = { state in applied.append(state.age) }
    let action = profile.reactor.action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for _ in 0..<100 { action.onNext(.birthday) }
        action.onNext(.rename("Old Ann"))
        // Queued after the deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(applied == Array(31...130) + [130])
    #expect(
      screen.render() == """
        # Old Ann
        Age: 130
        Notifications: [ ]
        Tags: none
        """)
    #expect(screen.evaluations == 2)
  }
}
