import Streams
import TestSupport
import XCTest

/// An error of another type that describes itself as `TestError.boom` does.
private struct LookalikeError: Error, CustomStringConvertible {
  var description: String { "boom" }
}

/// `MaybeEvent` and `CompletableEvent` are `Equatable` as RxTest's are:
/// equal kinds, equal elements, and errors of the same type and description.
final class TraitEventEquatableTests: XCTestCase {
  // MARK: MaybeEvent

  func test_maybeEventSuccess_equalWhenTheElementsAreEqual() {
    XCTAssertTrue(MaybeEvent.success(1) == MaybeEvent.success(1))
    XCTAssertFalse(MaybeEvent.success(1) == MaybeEvent.success(2))
  }

  func test_maybeEventCompleted_equalsCompletedOnly() {
    XCTAssertTrue(MaybeEvent<Int>.completed == .completed)
    XCTAssertFalse(MaybeEvent<Int>.completed == .success(0))
    XCTAssertFalse(MaybeEvent<Int>.completed == .error(TestError.boom))
  }

  func test_maybeEventError_equalWhenTheErrorsHaveTheSameTypeAndDescription() {
    XCTAssertTrue(MaybeEvent<Int>.error(TestError.boom) == .error(TestError.boom))
    XCTAssertTrue(MaybeEvent<Int>.error(TestError.other(2)) == .error(TestError.other(2)))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.other(2)) == .error(TestError.other(3)))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.boom) == .error(LookalikeError()))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.boom) == .success(0))
  }

  func test_maybeEvents_compareInArrays() {
    let events: [MaybeEvent<String>] = [.success("a"), .completed, .error(TestError.boom)]
    XCTAssertTrue(events == [.success("a"), .completed, .error(TestError.boom)])
    XCTAssertFalse(events == [.success("a"), .completed, .error(TestError.other(1))])
  }

  func test_maybeSubscription_eventsCompareWithTheExpectedOnes() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    _ = Maybe<Int>.error(TestError.boom).subscribe { events.append($0) }
    XCTAssertTrue(events == [.success(1), .completed, .error(TestError.boom)])
  }

  // MARK: CompletableEvent

  func test_completableEventCompleted_equalsCompletedOnly() {
    XCTAssertTrue(CompletableEvent.completed == .completed)
    XCTAssertFalse(CompletableEvent.completed == .error(TestError.boom))
  }

  func test_completableEventError_equalWhenTheErrorsHaveTheSameTypeAndDescription() {
    XCTAssertTrue(CompletableEvent.error(TestError.boom) == .error(TestError.boom))
    XCTAssertFalse(CompletableEvent.error(TestError.boom) == .error(TestError.other(0)))
    XCTAssertFalse(CompletableEvent.error(TestError.boom) == .error(LookalikeError()))
  }

  func test_completableSubscription_eventsCompareWithTheExpectedOnes() {
    var events: [CompletableEvent] = []
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(TestError.other(7)).subscribe { events.append($0) }
    XCTAssertTrue(events == [.completed, .error(TestError.other(7))])
    XCTAssertTrue(events != [.completed, .completed])
  }
}
