import ReactorTesting
import Streams
import TestSupport
import XCTest

// Scenarios several operators pass, each written once.

// MARK: Operators that emit only when their source ends (`ignoreElements`, `toArray`)

/// An element at 210, then an error at 250: `apply`'s sequence forwards
/// the error at once, without the element, and unsubscribes.
func assertAnErrorIsForwardedWithoutTheElements<Output: ObservableConvertibleType>(
  file: StaticString = #filePath, line: UInt = #line,
  _ apply: @escaping (TestableObservable<Int>) -> Output
) where Output.Element: Equatable {
  let res = runOverHot([.next(210, 1), .error(250, TestError.boom)]) { xs, _ in apply(xs) }
  XCTAssertEqual(res.events, [.error(250, TestError.boom)], file: file, line: line)
  XCTAssertEqual(res.subscriptions, [Subscription(200, 250)], file: file, line: line)
}

/// An element at 210, completion at 350, disposal at 300: `apply`'s
/// sequence emits nothing and unsubscribes at the disposal.
func assertDisposalBeforeCompletionEmitsNothing<Output: ObservableConvertibleType>(
  file: StaticString = #filePath, line: UInt = #line,
  _ apply: @escaping (TestableObservable<Int>) -> Output
) where Output.Element: Equatable {
  let res = runOverHot([.next(210, 1), .completed(350)], disposed: 300) { xs, _ in apply(xs) }
  XCTAssertEqual(res.events, [], file: file, line: line)
  XCTAssertEqual(res.subscriptions, [Subscription(200, 300)], file: file, line: line)
}

// MARK: Operators that call a closure per element (`filter`, `map`)

/// Elements at 230, 270 and 330, completion at 400, disposal at 300,
/// through `apply`'s operator, whose closure (`counted` marks each call)
/// lets each element through unchanged: the first two are delivered, the
/// source is unsubscribed at the disposal and the closure was called twice.
func assertDisposalStopsCallingTheClosure(
  file: StaticString = #filePath, line: UInt = #line,
  _ apply: @escaping (TestableObservable<Int>, _ counted: CallCounter) -> Observable<Int>
) {
  let calls = CallCounter()
  let res = runOverHot(
    [.next(230, 2), .next(270, 4), .next(330, 6), .completed(400)], disposed: 300
  ) { xs, _ in apply(xs, calls) }
  XCTAssertEqual(res.events, [.next(230, 2), .next(270, 4)], file: file, line: line)
  XCTAssertEqual(res.subscriptions, [Subscription(200, 300)], file: file, line: line)
  XCTAssertEqual(calls.count, 2, file: file, line: line)
}

// MARK: Operators that hold an element for a time (`debounce`, `delay`)

/// Elements at 210 and 290, disposal at 300, through `apply`'s operator,
/// which holds each element for 20 ticks: the first is delivered at 230,
/// the second, still held at the disposal, never is, and the source is
/// unsubscribed at the disposal.
func assertDisposalCancelsTheHeldElement<Output: ObservableConvertibleType>(
  file: StaticString = #filePath, line: UInt = #line,
  _ apply: @escaping (TestableObservable<Int>, TestScheduler) -> Output
) where Output.Element == Int {
  let res = runOverHot([.next(210, 1), .next(290, 2)], disposed: 300, apply)
  XCTAssertEqual(res.events, [.next(230, 1)], file: file, line: line)
  XCTAssertEqual(res.subscriptions, [Subscription(200, 300)], file: file, line: line)
}

/// Elements at 210 and 390, an error at 400, through `apply`'s operator,
/// which holds each element for 20 ticks: the first is delivered at 230,
/// the error at once at 400, and the second, still held, never is.
func assertAnErrorDropsTheHeldElement<Output: ObservableConvertibleType>(
  file: StaticString = #filePath, line: UInt = #line,
  _ apply: @escaping (TestableObservable<Int>, TestScheduler) -> Output
) where Output.Element == Int {
  let res = runOverHot([.next(210, 1), .next(390, 5), .error(400, TestError.boom)], apply)
  XCTAssertEqual(res.events, [.next(230, 1), .error(400, TestError.boom)], file: file, line: line)
  XCTAssertEqual(res.subscriptions, [Subscription(200, 400)], file: file, line: line)
}
