// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Streams
import XCTest

// RxTest's assertions over lists of events. Errors are equal when they have
// the same type and description (as ``Streams/Event``'s `==`).

/// Asserts that two lists of single events are equal (RxTest's): successes
/// with equal elements, failures with matching errors.
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>],
  file: StaticString = #filePath, line: UInt = #line
) {
  let matches =
    lhs.count == rhs.count
    && zip(lhs, rhs).allSatisfy { left, right in
      switch (left, right) {
      case (.success(let l), .success(let r)): return l == r
      case (.failure(let l), .failure(let r)): return errorsMatch(l, r)
      default: return false
      }
    }
  if !matches { XCTFail("\(lhs) is not equal to \(rhs)", file: file, line: line) }
}

/// Asserts that two lists of maybe events are equal (RxTest's).
public func XCTAssertEqual<Element: Equatable>(
  _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>],
  file: StaticString = #filePath, line: UInt = #line
) {
  if lhs != rhs { XCTFail("\(lhs) is not equal to \(rhs)", file: file, line: line) }
}

/// Asserts that two lists of completable events are equal (RxTest's).
public func XCTAssertEqual(
  _ lhs: [CompletableEvent], _ rhs: [CompletableEvent],
  file: StaticString = #filePath, line: UInt = #line
) {
  if lhs != rhs { XCTFail("\(lhs) is not equal to \(rhs)", file: file, line: line) }
}

/// Asserts that `stream` holds exactly `elements` as `.next` events, in
/// order, whatever their times (RxTest's); a `.completed` or `.error` in
/// `stream` fails the assertion.
public func XCTAssertRecordedElements<Element: Equatable>(
  _ stream: [Recorded<Event<Element>>], _ elements: [Element],
  file: StaticString = #filePath, line: UInt = #line
) {
  if let stop = stream.first(where: { $0.value.isStopEvent }) {
    XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
    return
  }
  let recorded = stream.compactMap(\.value.element)
  if recorded != elements {
    XCTFail("\(recorded) is not equal to \(elements)", file: file, line: line)
  }
}
