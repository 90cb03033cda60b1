import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

/// The README's counter screen does what the README says.
@MainActor
final class ReadmeScreensTests: ScreenTestCase {
  func test_counterScreenShowsTheValueAfterATap() async {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    screen.loadViewIfNeeded()
    XCTAssertEqual(screen.render(), "0\n[+]")

    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))

    XCTAssertEqual(screen.render(), "1\n[+]")
  }

  func test_choresKeepTheirCellReactorsAndHearTheirToggles() async {
    let reactor = ChoresReactor()
    reactor.action.onNext(.load([Chore(id: 1, title: "dishes"), Chore(id: 2, title: "laundry")]))
    let dishes = reactor.currentState.chores[identity: 1]!
    dishes.action.onNext(.toggle)
    XCTAssertEqual(reactor.currentState.doneCount, 1)
    XCTAssertEqual(reactor.currentState.sections[0].model, "1 done")
    reactor.action.onNext(.load(reactor.currentState.chores.models + [Chore(id: 3, title: "bins")]))
    XCTAssertTrue(reactor.currentState.chores[identity: 1] === dishes)
    XCTAssertEqual(reactor.currentState.chores.count, 3)
  }

  func test_watchingTheValueFiresWhenItChangesOnly() async {
    let counter = ObservedReactor(
      reactor: CounterReactor(scheduler: TestScheduler(initialClock: 0)))
    let fired = ReadmeFlag()
    watchValue(of: counter, onChange: { fired.set() })
    counter.send(.increase)  // only isLoading changes now
    XCTAssertFalse(fired.isSet)
    counter.send(.decrease)
    XCTAssertTrue(fired.isSet)
  }
}

final class ReadmeFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  func set() {
    lock.lock()
    value = true
    lock.unlock()
  }
  var isSet: Bool {
    lock.lock()
    defer { lock.unlock() }
    return value
  }
}
