import XCTest

/// A test case that can capture the XCTest failures of a block instead of
/// failing: swift-corelibs-xctest has neither `XCTExpectFailure` nor
/// `record(_: XCTIssue)`, so the failures are taken in an override of
/// `recordFailure(withDescription:inFile:atLine:expected:)`. Outside
/// ``capturingFailures(_:)`` the test's own assertions fail as usual.
class FailureCapturingTestCase: XCTestCase {
  /// One captured failure.
  struct RecordedFailure: Equatable {
    let description: String
    let file: String
    let line: Int
  }

  private var isCapturing = false
  private var recorded: [RecordedFailure] = []

  override func recordFailure(
    withDescription description: String,
    inFile filePath: String,
    atLine lineNumber: Int,
    expected: Bool
  ) {
    guard isCapturing else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      return
    }
    recorded.append(RecordedFailure(description: description, file: filePath, line: lineNumber))
  }

  /// Runs `body` with XCTest failures captured, and returns them.
  func capturingFailures(_ body: () -> Void) -> [RecordedFailure] {
    isCapturing = true
    body()
    isCapturing = false
    defer { recorded = [] }
    return recorded
  }
}
