import Testing
import XCTest

/// Where a test-store assertion was written.
public struct TestLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  /// The location of the caller's call site.
  public init(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Records a test failure in whichever runner is running the current test:
/// a Swift Testing issue inside a `@Test`, an XCTest failure otherwise.
package enum FailureReporting {
  package static func record(_ message: String, at location: TestLocation) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: String(describing: location.fileID),
          filePath: String(describing: location.filePath),
          line: Int(location.line),
          column: Int(location.column)))
    } else {
      XCTFail(message, file: location.filePath, line: location.line)
    }
  }
}

extension FailureReporting {
  /// Lists an assertion a non-exhaustive store skipped
  /// (`.off(showSkippedAssertions: true)`): a known issue inside a `@Test`
  /// (shown, not failing), a note on standard output under XCTest (which
  /// has no expected failures on Linux).
  static func recordSkipped(_ message: String, at location: TestLocation) {
    let sourceLocation = SourceLocation(
      fileID: String(describing: location.fileID),
      filePath: String(describing: location.filePath),
      line: Int(location.line),
      column: Int(location.column))
    if Test.current != nil {
      withKnownIssue {
        Issue.record(
          Comment(rawValue: "Skipped assertion: " + message), sourceLocation: sourceLocation)
      }
    } else {
      print("\(location.filePath):\(location.line): skipped assertion: \(message)")
    }
  }
}
