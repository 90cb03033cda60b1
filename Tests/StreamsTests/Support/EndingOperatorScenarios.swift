import ReactorTesting
import Streams
import TestSupport
import XCTest

// Scenarios every operator that emits only when its source ends
// (`ignoreElements`, `toArray`) passes, written once.

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
