import ReactorTesting
import Streams
import XCTest

/// An error to compare in trait events.
private enum AssertionTestError: Error, CustomStringConvertible {
  case boom
  case other(Int)

  var description: String {
    switch self {
    case .boom: return "boom"
    case .other(let code): return "other(\(code))"
    }
  }
}

/// An error of another type that describes itself as `AssertionTestError.boom`.
private struct LookalikeError: Error, CustomStringConvertible {
  var description: String { "boom" }
}

/// RxTest's assertions: `XCTAssertEqual` over lists of `SingleEvent`,
/// `MaybeEvent` and `CompletableEvent`, and `XCTAssertRecordedElements`.
/// A failing assertion is captured (``FailureCapturingTestCase``).
final class XCTestRxAssertionsTests: FailureCapturingTestCase {
  /// `failures` are equality failures (`failed - [`), one at each of
  /// `lines`, in order.
  private func assertEqualityFailures(
    _ failures: [RecordedFailure], at lines: [Int], line: UInt = #line
  ) {
    XCTAssertEqual(failures.map(\.line), lines, line: line)
    XCTAssertTrue(
      failures.allSatisfy { $0.description.hasPrefix("failed - [") },
      "\(failures.map(\.description))", line: line)
  }

  // MARK: [SingleEvent]

  func test_singleEvents_equalListsPass() {
    let failures = capturingFailures {
      XCTAssertEqual([SingleEvent<Int>.success(1), .success(2)], [.success(1), .success(2)])
      XCTAssertEqual(
        [SingleEvent<Int>.failure(AssertionTestError.other(3))],
        [.failure(AssertionTestError.other(3))])
      XCTAssertEqual([SingleEvent<Int>](), [])
    }
    XCTAssertEqual(failures, [])
  }

  func test_singleEvents_fromASubscriptionPass() {
    var events: [SingleEvent<String>] = []
    _ = Single.just("a").subscribe { events.append($0) }
    _ = Single<String>.error(AssertionTestError.boom).subscribe { events.append($0) }
    XCTAssertEqual(events, [.success("a"), .failure(AssertionTestError.boom)])
  }

  func test_singleEvents_differingListsFailAtTheAssertionsLine() {
    let one: [SingleEvent<Int>] = [.success(1)]
    let boom: [SingleEvent<Int>] = [.failure(AssertionTestError.boom)]
    let other: [SingleEvent<Int>] = [.failure(AssertionTestError.other(1))]
    let lookalike: [SingleEvent<Int>] = [.failure(LookalikeError())]
    var lines: [Int] = []
    let failures = capturingFailures {
      XCTAssertEqual(one, [.success(2)])
      lines.append(#line - 1)
      XCTAssertEqual(boom, other)
      lines.append(#line - 1)
      XCTAssertEqual(boom, lookalike)
      lines.append(#line - 1)
      XCTAssertEqual(one, boom)
      lines.append(#line - 1)
      XCTAssertEqual(one, [.success(1), .success(1)])
      lines.append(#line - 1)
    }
    XCTAssertEqual(failures.map(\.file), Array(repeating: #filePath, count: lines.count))
    assertEqualityFailures(failures, at: lines)
  }

  // MARK: [MaybeEvent]

  func test_maybeEvents_equalListsPass() {
    let failures = capturingFailures {
      XCTAssertEqual(
        [MaybeEvent<Int>.success(1), .completed, .error(AssertionTestError.boom)],
        [.success(1), .completed, .error(AssertionTestError.boom)])
    }
    XCTAssertEqual(failures, [])
  }

  func test_maybeEvents_fromASubscriptionPass() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    XCTAssertEqual(events, [.success(1), .completed])
  }

  func test_maybeEvents_differingListsFailAtTheAssertionsLine() {
    let boom: [MaybeEvent<Int>] = [.error(AssertionTestError.boom)]
    let other: [MaybeEvent<Int>] = [.error(AssertionTestError.other(2))]
    let lookalike: [MaybeEvent<Int>] = [.error(LookalikeError())]
    var lines: [Int] = []
    let failures = capturingFailures {
      XCTAssertEqual([MaybeEvent<Int>.success(1)], [.completed])
      lines.append(#line - 1)
      XCTAssertEqual(boom, other)
      lines.append(#line - 1)
      XCTAssertEqual(boom, lookalike)
      lines.append(#line - 1)
    }
    assertEqualityFailures(failures, at: lines)
  }

  // MARK: [CompletableEvent]

  func test_completableEvents_equalListsPass() {
    let failures = capturingFailures {
      XCTAssertEqual(
        [CompletableEvent.completed, .error(AssertionTestError.boom)],
        [.completed, .error(AssertionTestError.boom)])
    }
    XCTAssertEqual(failures, [])
  }

  func test_completableEvents_fromASubscriptionPass() {
    var events: [CompletableEvent] = []
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(AssertionTestError.other(5)).subscribe { events.append($0) }
    XCTAssertEqual(events, [.completed, .error(AssertionTestError.other(5))])
  }

  func test_completableEvents_differingListsFailAtTheAssertionsLine() {
    var lines: [Int] = []
    let failures = capturingFailures {
      XCTAssertEqual([CompletableEvent.completed], [.error(AssertionTestError.boom)])
      lines.append(#line - 1)
      XCTAssertEqual([CompletableEvent.completed], [])
      lines.append(#line - 1)
    }
    assertEqualityFailures(failures, at: lines)
  }

  // MARK: XCTAssertRecordedElements

  func test_recordedElements_passForTheElementsInOrderWhateverTheirTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let res = scheduler.start { xs.map { $0 * 10 } }
    let failures = capturingFailures {
      XCTAssertRecordedElements(res.events, [10, 20, 30])
      XCTAssertRecordedElements([.next(5, "a"), .next(5, "b")], ["a", "b"])
      XCTAssertRecordedElements([Recorded<Event<Int>>](), [])
    }
    XCTAssertEqual(failures, [])
  }

  func test_recordedElements_differentElementsFailWithBothLists() {
    var line = 0
    let failures = capturingFailures {
      XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 3])
      line = #line - 1
    }
    XCTAssertEqual(
      failures,
      [
        RecordedFailure(
          description: "failed - [1, 2] is not equal to [1, 3]", file: #filePath, line: line)
      ])
  }

  func test_recordedElements_missingOrExtraElementsFail() {
    var lines: [Int] = []
    let failures = capturingFailures {
      XCTAssertRecordedElements([.next(210, 1)], [1, 2])
      lines.append(#line - 1)
      XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1])
      lines.append(#line - 1)
    }
    XCTAssertEqual(failures.map(\.line), lines)
    XCTAssertEqual(
      failures.map(\.description),
      ["failed - [1] is not equal to [1, 2]", "failed - [1, 2] is not equal to [1]"])
  }

  func test_recordedElements_aStopEventFailsEvenWhenTheElementsMatch() {
    var lines: [Int] = []
    let failures = capturingFailures {
      XCTAssertRecordedElements([.next(210, 1), .completed(300)], [1])
      lines.append(#line - 1)
      XCTAssertRecordedElements([.next(210, 1), .error(250, AssertionTestError.boom)], [1])
      lines.append(#line - 1)
    }
    XCTAssertEqual(failures.map(\.line), lines)
    XCTAssertEqual(
      failures.map(\.description),
      [
        "failed - A non-next stop event has been emitted: completed @ 300",
        "failed - A non-next stop event has been emitted: error(boom) @ 250",
      ])
  }
}
