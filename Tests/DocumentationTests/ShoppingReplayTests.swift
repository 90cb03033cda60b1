import HeadlessReactor
import ReactorTesting
import XCTest

final class ShoppingReplayTests: XCTestCase {
  func test_theRecordedSessionReplays() throws {
    let recording = try recordShopping(on: TestScheduler(initialClock: 0))

    let scheduler = TestScheduler(initialClock: 0)
    let reactor = CartReactor(scheduler: scheduler)
    try recording.replay(into: reactor, scheduler: scheduler)
    XCTAssertEqual(reactor.currentState.orders, 1)
  }

  func test_stepsBackAndForthThroughTheSession() throws {
    let recording = try recordShopping(on: TestScheduler(initialClock: 0))
    let travel = try TimeTravel(recording) {
      let scheduler = TestScheduler(initialClock: 0)
      return ReplayTarget(reactor: CartReactor(scheduler: scheduler), scheduler: scheduler)
    }
    travel.step(to: 2)  // after "Milk" and "Eggs"
    XCTAssertEqual(travel.currentState.items, ["Milk", "Eggs"])
    travel.stepForward()  // checked out; the order arrived a second later
    XCTAssertEqual(travel.currentState.orders, 1)
    travel.stepBack()  // a fresh cart, the first two actions replayed
    XCTAssertEqual(travel.currentState.orders, 0)
  }
}
