import HeadlessReactor
import ReactorTesting
import XCTest

/// What SharedState.md says about its screens, beyond the test it shows.
final class SharedStateTests: XCTestCase {
  func test_screensMadeTogether_shareOneValue() {
    let screens = makeScreens()
    screens.inbox.action.onNext(.receive(.init(subject: "Lunch?", isRead: true)))
    screens.inbox.action.onNext(.receive(.init(subject: "Invoice", isRead: false)))

    screens.settings.action.onNext(.toggleUnreadOnly)
    screens.settings.action.onNext(.setSignature("Ann"))

    let expected = AppSettings(showsUnreadOnly: true, signature: "Ann")
    XCTAssertEqual(screens.settings.currentState.settings, expected)
    XCTAssertEqual(screens.inbox.currentState.settings, expected)
    XCTAssertEqual(screens.inbox.currentState.visibleSubjects, ["Invoice"])
  }

  func test_sharedValueGoesWithItsLastHolder() {
    weak var weakSettings: Shared<AppSettings>?
    weak var weakInbox: MailboxReactor?
    do {
      let screens = makeScreens()
      weakSettings = screens.inbox.settings
      weakInbox = screens.inbox
      // As a bound view would: the inbox's streams run.
      let shown = screens.inbox.state.subscribe(onNext: { _ in })
      screens.settings.action.onNext(.toggleUnreadOnly)
      XCTAssertTrue(screens.inbox.currentState.settings.showsUnreadOnly)
      shown.dispose()
    }
    XCTAssertNil(weakInbox)
    XCTAssertNil(weakSettings)
  }

  func test_changeMadeOnAnotherThread_isReceived() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(AppSettings())
    let store = TestStore(reactor: MailboxReactor(settings: settings), scheduler: scheduler)

    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      settings.withLock { $0.signature = "Sent from a thread" }
      done.signal()
    }
    done.wait()

    store.receive { $0.settings.signature = "Sent from a thread" }
    store.finish()
  }
}
