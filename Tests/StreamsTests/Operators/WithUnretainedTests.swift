import ReactorTesting
import Streams
import TestSupport
import XCTest

private final class Owner {
  let factor: Int
  init(factor: Int) { self.factor = factor }
}

final class WithUnretainedTests: XCTestCase {
  func test_withUnretainedPairsEachElementWithTheObject() {
    let owner = Owner(factor: 10)
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.withUnretained(owner).map { object, element in object.factor * element }
    }
    XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(300)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_withUnretainedCompletesAtTheFirstElementAfterTheObjectIsReleased() {
    let scheduler = TestScheduler(initialClock: 0)
    var owner: Owner? = Owner(factor: 10)
    weak let released = owner
    scheduler.scheduleAt(220) { owner = nil }
    // Released while the subscription is still alive: it is not retained.
    var releasedWhileSubscribed = false
    scheduler.scheduleAt(225) { releasedWhileSubscribed = released == nil }
    let res = scheduler.run(hot: [.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)]) {
      $0.withUnretained(owner!).map { object, element in object.factor * element }
    }
    XCTAssertTrue(releasedWhileSubscribed)
    XCTAssertEqual(res.events, [.next(210, 10), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_withUnretainedResultSelectorBuildsTheElements() {
    let owner = Owner(factor: 3)
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.withUnretained(owner) { object, element in "\(object.factor)-\(element)" }
    }
    XCTAssertEqual(res.events, [.next(210, "3-1"), .error(220, TestError.boom)])
  }
}
