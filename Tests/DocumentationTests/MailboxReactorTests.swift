// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/SharedState.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class MailboxReactorTests: XCTestCase {
  func test_unreadOnly_setOnTheSettingsScreen_hidesReadMessages() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(AppSettings())
    let settingsScreen = SettingsReactor(settings: settings)
    let store = TestStore(reactor: MailboxReactor(settings: settings), scheduler: scheduler)
    let read = MailboxReactor.Message(subject: "Lunch?", isRead: true)

    store.send(.receive(read)) { $0.messages = [read] }
    settingsScreen.action.onNext(.toggleUnreadOnly)
    store.receive { $0.settings.showsUnreadOnly = true }
    XCTAssertEqual(store.state.visibleSubjects, [])
    store.finish()
  }
}
