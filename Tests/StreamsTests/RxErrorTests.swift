import Foundation
import Streams
import TestSupport
import XCTest

final class RxErrorTests: XCTestCase {
  func test_rxError_descriptionsAreSentences() {
    XCTAssertEqual(
      RxError.timeout(dueTime: .seconds(2)).description,
      "Sequence timeout: no element within 2s.")
    XCTAssertEqual(
      RxError.disposed(object: "X").debugDescription, "Object `X` was already disposed.")
    XCTAssertEqual(RxError.noElements, RxError.noElements)
  }

  func test_rxErrorLocalizedDescriptionSaysWhatWasWrong() {
    XCTAssertEqual(
      RxError.noElements.localizedDescription, "Sequence doesn't contain any elements.")
    XCTAssertEqual(
      RxError.timeout(dueTime: .milliseconds(150)).localizedDescription,
      "Sequence timeout: no element within 150ms.")
    XCTAssertFalse(RxError.moreThanOneElement.localizedDescription.contains("could not be"))
  }
}
