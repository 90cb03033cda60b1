import Streams
import TestSupport
import XCTest

final class EventTests: XCTestCase {
  func test_event_elementIsTheValueOfNextOnly() {
    XCTAssertEqual(Event.next(1).element, 1)
    XCTAssertNil(Event<Int>.completed.element)
    XCTAssertNil(Event<Int>.error(TestError.boom).element)
  }

  func test_event_errorIsTheErrorOfErrorOnly() {
    XCTAssertEqual(Event<Int>.error(TestError.boom).error as? TestError, .boom)
    XCTAssertNil(Event.next(1).error)
    XCTAssertNil(Event<Int>.completed.error)
  }

  func test_event_isStopEventForErrorAndCompletedOnly() {
    XCTAssertFalse(Event.next(1).isStopEvent)
    XCTAssertTrue(Event<Int>.completed.isStopEvent)
    XCTAssertTrue(Event<Int>.error(TestError.boom).isStopEvent)
  }

  func test_event_isCompletedForCompletedOnly() {
    XCTAssertTrue(Event<Int>.completed.isCompleted)
    XCTAssertFalse(Event.next(1).isCompleted)
    XCTAssertFalse(Event<Int>.error(TestError.boom).isCompleted)
  }

  func test_event_equatableComparesKindAndElement() {
    XCTAssertEqual(Event.next(1), Event.next(1))
    XCTAssertNotEqual(Event.next(1), Event.next(2))
    XCTAssertEqual(Event<Int>.completed, Event<Int>.completed)
    XCTAssertNotEqual(Event.next(1), Event<Int>.completed)
    XCTAssertNotEqual(Event<Int>.completed, Event<Int>.error(TestError.boom))
  }

  func test_event_errorsAreEqualWhenTypeAndDescriptionMatch() {
    XCTAssertEqual(Event<Int>.error(TestError.boom), Event<Int>.error(TestError.boom))
    XCTAssertNotEqual(Event<Int>.error(TestError.boom), Event<Int>.error(TestError.other(1)))
    XCTAssertNotEqual(Event<Int>.error(TestError.boom), Event<Int>.error(RxError.noElements))
  }

  func test_event_mapTransformsTheElementAndKeepsStopEvents() {
    XCTAssertEqual(Event.next(2).map { $0 * 10 }, .next(20))
    XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
    XCTAssertEqual(Event<Int>.error(TestError.boom).map { $0 * 10 }, .error(TestError.boom))
  }

  func test_event_mapTurnsAThrownErrorIntoAnErrorEvent() {
    let mapped: Event<Int> = Event.next(2).map { _ in throw TestError.other(2) }
    XCTAssertEqual(mapped, .error(TestError.other(2)))
  }

  func test_event_debugDescriptionNamesKindAndPayload() {
    XCTAssertEqual(Event.next(3).debugDescription, "next(3)")
    XCTAssertEqual(Event<Int>.completed.debugDescription, "completed")
    XCTAssertEqual(Event<Int>.error(TestError.boom).debugDescription, "error(boom)")
  }
}
