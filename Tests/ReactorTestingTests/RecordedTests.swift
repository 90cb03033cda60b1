import ReactorTesting
import Streams
import XCTest

final class RecordedTests: XCTestCase {
  func test_recordedNext_holdsTimeAndNextEvent() {
    let recorded: Recorded<Event<Int>> = .next(10, 1)
    XCTAssertEqual(recorded.time, 10)
    XCTAssertEqual(recorded.value, .next(1))
  }

  func test_recordedCompleted_holdsTimeAndCompletedEvent() {
    let recorded = Recorded<Event<Int>>.completed(20)
    XCTAssertEqual(recorded.time, 20)
    XCTAssertEqual(recorded.value, .completed)
  }

  func test_recordedCompleted_takesTheElementTypeExplicitly() {
    let recorded = Recorded.completed(20, String.self)
    XCTAssertEqual(recorded, Recorded(time: 20, value: Event<String>.completed))
  }

  func test_recordedError_holdsTimeAndErrorEvent() {
    let recorded = Recorded.error(30, SchedulerTestError.boom, Int.self)
    XCTAssertEqual(recorded.time, 30)
    XCTAssertEqual(recorded.value, .error(SchedulerTestError.boom))
  }

  func test_recorded_equalWhenTimeAndValueAreEqual() {
    XCTAssertEqual(Recorded.next(10, 1), Recorded(time: 10, value: Event.next(1)))
    XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(11, 1))
    XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(10, 2))
    XCTAssertNotEqual(Recorded.next(10, 1), Recorded.completed(10))
  }

  func test_recordedEvents_buildsAnArrayInOrder() {
    let events = Recorded.events(.next(1, "a"), .next(2, "b"), .completed(3))
    XCTAssertEqual(events, [.next(1, "a"), .next(2, "b"), .completed(3)])
  }

  func test_recorded_debugDescriptionIsValueAtTime() {
    XCTAssertEqual(Recorded.next(10, 1).debugDescription, "next(1) @ 10")
    XCTAssertEqual(Recorded<Event<Int>>.completed(20).debugDescription, "completed @ 20")
  }

  func test_subscription_descriptionShowsSubscribeAndUnsubscribe() {
    XCTAssertEqual(Subscription(200, 1000).debugDescription, "(subscribe: 200, unsubscribe: 1000)")
  }

  func test_subscription_stillActiveDescriptionShowsOnlySubscribe() {
    XCTAssertEqual(Subscription(200).debugDescription, "(subscribe: 200)")
    XCTAssertEqual(Subscription(200).unsubscribe, TestTime.max)
  }

  func test_subscription_equalityAndHashingUseBothTimes() {
    XCTAssertEqual(Subscription(200, 300), Subscription(200, 300))
    XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 400))
    XCTAssertNotEqual(Subscription(200), Subscription(200, 300))
    XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(3)]).count, 2)
  }
}
