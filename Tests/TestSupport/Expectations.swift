import ReactorTesting

// Assertions for a scenario that both test frameworks run, written once:
// each failure is recorded at the caller by whichever framework runs the
// test (a Swift Testing issue inside a `@Test`, an XCTest failure
// otherwise), as the package's own assertions are.

/// Expects `actual` to equal `expected`.
public func expectEqual<T: Equatable>(
  _ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard actual != expected else { return }
  fail("(\(actual)) is not equal to (\(expected))", message(), fileID, filePath, line, column)
}

/// Expects `condition` to hold.
public func expectTrue(
  _ condition: Bool, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard !condition else { return }
  fail("expected true", message(), fileID, filePath, line, column)
}

/// The value of `optional`, or a failure (and a thrown error) when it is
/// `nil`.
public func unwrap<T>(
  _ optional: T?, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) throws -> T {
  if let optional { return optional }
  fail("expected a \(T.self), found nil", message(), fileID, filePath, line, column)
  throw UnwrapError()
}

/// What ``unwrap(_:_:fileID:filePath:line:column:)`` throws after
/// recording its failure.
public struct UnwrapError: Error {}

/// Expects `condition` not to hold.
public func expectFalse(
  _ condition: Bool, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard condition else { return }
  fail("expected false", message(), fileID, filePath, line, column)
}

/// Expects `value` to be `nil`.
public func expectNil<T>(
  _ value: T?, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard let value else { return }
  fail("(\(value)) is not nil", message(), fileID, filePath, line, column)
}

/// Expects `value` not to be `nil`.
public func expectNotNil<T>(
  _ value: T?, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard value == nil else { return }
  fail("expected a \(T.self), found nil", message(), fileID, filePath, line, column)
}

/// Expects `lower <= upper`.
public func expectLessThanOrEqual<T: Comparable>(
  _ lower: T, _ upper: T, _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) {
  guard lower > upper else { return }
  fail("(\(lower)) is greater than (\(upper))", message(), fileID, filePath, line, column)
}

/// Records `failure`, followed by the caller's `note` if any, at the
/// caller's location.
private func fail(
  _ failure: String, _ note: String, _ fileID: StaticString, _ filePath: StaticString,
  _ line: UInt, _ column: UInt
) {
  FailureReporting.record(
    failure + (note.isEmpty ? "" : " - \(note)"),
    at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
