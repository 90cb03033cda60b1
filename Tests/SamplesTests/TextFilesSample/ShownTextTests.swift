import Foundation
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import TextFilesSample
import XCTest

final class ShownTextTests: XCTestCase {
  func test_controlCharactersAreEscapedAndEverythingElseIsKept() {
    XCTAssertEqual(ShownText.escaped("a\nb"), "a\\nb")
    XCTAssertEqual(ShownText.escaped("\r\n\t\0"), "\\r\\n\\t\\0")
    XCTAssertEqual(ShownText.escaped("back\\slash"), "back\\\\slash")
    XCTAssertEqual(ShownText.escaped("\u{1B}[2J\u{7F}\u{85}"), "\\u{1B}[2J\\u{7F}\\u{85}")
    XCTAssertEqual(ShownText.escaped("a\u{2028}b\u{2029}c"), "a\\u{2028}b\\u{2029}c")
    XCTAssertEqual(ShownText.escaped("evil\u{202E}txt.exe"), "evil\\u{202E}txt.exe")
    XCTAssertEqual(ShownText.escaped("Café 🇫🇷 👩‍👩‍👧 日本"), "Café 🇫🇷 👩‍👩‍👧 日本")
    XCTAssertEqual(ShownText.escaped(""), "")
  }
}
