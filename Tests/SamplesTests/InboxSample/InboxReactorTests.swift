import Foundation
import HeadlessReactor
import InboxSample
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class InboxReactorTests: XCTestCase {
  private func makeStore(
    navigation: Navigation<InboxDestination> = Navigation(),
    settings: Shared<InboxSettings> = Shared(InboxSettings())
  ) -> TestStore<InboxReactor> {
    TestStore(
      reactor: InboxReactor(settings: settings, navigation: navigation),
      scheduler: TestScheduler(initialClock: 0))
  }

  func test_openingAMessage_marksItReadAndPushesIt() {
    let store = makeStore()

    store.send(.open(id: 2)) {
      $0.messages[1].isRead = true
      $0.navigation.path = [.message(id: 2)]
    }
    store.finish()
    XCTAssertEqual(store.state.sections[0].header, "Inbox: 2 unread")
  }

  func test_theUsersBackAndDismiss_areApplied() {
    let store = makeStore(
      navigation: Navigation(path: [.message(id: 1), .settings], presented: .compose))

    store.send(.navigation(.dismissed)) { $0.navigation.presented = nil }
    store.send(.navigation(.popped(depth: 0))) { $0.navigation.path = [] }
    store.finish()
  }

  func test_aDeepLink_replacesTheWholeNavigationWithTheMessage() {
    let store = makeStore(navigation: Navigation(path: [.settings], presented: .compose))

    store.send(.deepLink(id: 3)) {
      $0.messages[2].isRead = true
      $0.navigation = Navigation(path: [.message(id: 3)])
    }
    store.send(.deepLink(id: 42))  // no such message: nothing changes
    store.finish()
  }

  func test_sending_addsTheMessageAndDismissesCompose_andAnEmptySubjectIsIgnored() {
    let store = makeStore(navigation: Navigation(presented: .compose))

    store.send(.send("  "))
    store.send(.send(" Hi ")) {
      $0.messages.append(
        Message(id: 5, sender: "Me", subject: "Hi", body: "Sent from the sample.", isRead: true))
      $0.navigation.presented = nil
    }
    store.finish()
  }

  func test_cancellingCompose_dismissesIt() {
    let store = makeStore(navigation: Navigation(path: [.message(id: 1)], presented: .compose))

    store.send(.cancelCompose) { $0.navigation.presented = nil }
    store.finish()
  }

  func test_settingsChangedOnTheSettingsScreen_reachTheList() {
    let settings = Shared(InboxSettings())
    let store = makeStore(settings: settings)
    let settingsScreen = SettingsReactor(settings: settings)

    settingsScreen.action.onNext(.setShowsPreviews(false))
    store.receive { $0.settings.showsPreviews = false }
    settingsScreen.action.onNext(.setSortOrder(.oldestFirst))
    store.receive { $0.settings.sortOrder = .oldestFirst }
    store.finish()

    XCTAssertEqual(
      store.state.sections[0].items.map(\.text),
      ["Ann: Welcome", "• Bob: Lunch?", "• Cy: Invoice", "• Dee: Offsite"])
    XCTAssertEqual(settingsScreen.currentState.settings, settings.value)
  }

  func test_compose_tellsItsPresenterHowItEnded() {
    let outcomes = LockedOutcomes()
    let reactor = ComposeReactor { outcomes.append($0) }

    reactor.action.onNext(.send)  // empty: nothing to send
    reactor.action.onNext(.updateSubject("Hello"))
    reactor.action.onNext(.send)
    reactor.action.onNext(.cancel)

    XCTAssertEqual(outcomes.values, [.sent("Hello"), .cancelled])
    XCTAssertEqual(reactor.currentState.subject, "Hello")
  }
}

/// Outcomes told by compose, from any thread.
private final class LockedOutcomes: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored: [ComposeReactor.Outcome] = []

  func append(_ outcome: ComposeReactor.Outcome) {
    lock.lock()
    stored.append(outcome)
    lock.unlock()
  }

  var values: [ComposeReactor.Outcome] {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }
}

/// Property-based tests of `InboxReactor` (`StatefulTest`): random actions, with
/// delays and debounces taking part, and the sample's own invariants after
/// every action and tick.
final class InboxReactorStatefulTests: XCTestCase {
  func test_inbox_navigationAlwaysShowsExistingMessagesAndOpenedOnesAreRead() {
    StatefulTest { _ in InboxReactor(settings: Shared(InboxSettings())) }
      .rule("open") { state, random in
        .open(id: state.messages.randomElement(using: &random)?.id ?? 1)
      }
      .rule("deep link") { _, random in .deepLink(id: Int.random(in: 0...12, using: &random)) }
      .rule("settings", when: { $0.navigation.presented == nil }) { _, _ in .openSettings }
      .rule("compose", when: { $0.navigation.presented == nil }) { _, _ in .compose }
      .rule("send", when: { $0.navigation.presented == .compose }) { _, random in
        .send(["Hi", "  ", "Lunch?", ""].randomElement(using: &random)!)
      }
      .rule("cancel", when: { $0.navigation.presented == .compose }) { _, _ in .cancelCompose }
      .rule(
        "back", when: { !$0.navigation.path.isEmpty && $0.navigation.presented == nil },
        { state, random in
          .navigation(
            .popped(depth: Int.random(in: 0..<state.navigation.path.count, using: &random)))
        }
      )
      .rule("swipe down", when: { $0.navigation.presented != nil }) { _, _ in
        .navigation(.dismissed)
      }
      .invariant("message ids are unique") { Set($0.messages.map(\.id)).count == $0.messages.count }
      .invariant("every shown message exists and is read") { state in
        state.navigation.path.allSatisfy { destination in
          guard case .message(let id) = destination else { return true }
          return state.message(id: id)?.isRead == true
        }
      }
      .invariant("the header counts the unread messages") { state in
        state.sections[0].header == "Inbox: \(state.messages.filter { !$0.isRead }.count) unread"
      }
      .invariant("a sent message has a subject") { state in
        state.messages.allSatisfy { !$0.subject.trimmingCharacters(in: .whitespaces).isEmpty }
      }
      .check(runs: 100, steps: 40, seed: 38)
  }
}
