import HeadlessUI
import ReactorTesting
import XCTest

/// With no configuration, a failing `assertRender` under XCTest is an
/// XCTest failure at the line of the call (captured here by overriding
/// `recordFailure`, as swift-corelibs-xctest has no `XCTExpectFailure`).
@MainActor
final class AssertRenderXCTestReportingTests: FailureCapturingTestCase {
  func test_mismatchUnderXCTest_isAFailureAtTheCall() async {
    let screen = makeCounterScreen(value: 2)
    let line = #line + 2
    let failures = capturingFailures {
      assertRender(screen, record: false) { "# Counter\n[-]  0  [+]" }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.file, #filePath)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertTrue(
      failures.first?.description.contains("− [-]  0  [+]\n+ [-]  2  [+]") == true,
      failures.first?.description ?? "")
  }
}
