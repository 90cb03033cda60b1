import Foundation
import Streams
import XCTest

/// Errors read well through `localizedDescription`, which Foundation would
/// otherwise fill with "The operation could not be completed".
final class ErrorDescriptionTests: XCTestCase {
  func test_rxErrorLocalizedDescriptionSaysWhatWasWrong() {
    XCTAssertEqual(
      RxError.noElements.localizedDescription, "Sequence doesn't contain any elements.")
    XCTAssertEqual(
      RxError.timeout(dueTime: .milliseconds(150)).localizedDescription,
      "Sequence timeout: no element within 150ms.")
    XCTAssertFalse(RxError.moreThanOneElement.localizedDescription.contains("could not be"))
  }
}
