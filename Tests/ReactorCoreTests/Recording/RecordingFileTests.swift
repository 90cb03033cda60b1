import Foundation
import ReactorCore
import XCTest

final class RecordingFileTests: XCTestCase {
  func test_aRecordingWrittenToAFileReadsBackEqual() throws {
    let recording = try recordedCounterSession()
    let (url, cleanUp) = temporaryFile("session.json")
    defer { cleanUp() }
    try recording.write(to: url)
    XCTAssertEqual(try Recording(contentsOf: url), recording)
  }

  func test_theFileIsVersionedJSONWithTheActionsNested() throws {
    let text = String(decoding: try recordedCounterSession().encoded(), as: UTF8.self)
    XCTAssertTrue(text.contains(#""format" : "HeadlessReactor.Recording""#), text)
    XCTAssertTrue(text.contains(#""version" : 1"#), text)
    XCTAssertTrue(text.contains(#""encodedAction" : {"#), text)
    XCTAssertTrue(text.contains(#""rename" : {"#), text)
  }

  func test_aMissingFile_isCannotReadNamingTheFile() {
    let path = "/nonexistent/recording.json"
    XCTAssertThrowsError(try Recording(contentsOf: URL(fileURLWithPath: path))) { error in
      guard case .cannotRead(let file, _) = error as? RecordingError else {
        return XCTFail("\(error)")
      }
      XCTAssertEqual(file, path)
      XCTAssertTrue("\(error)".hasPrefix("cannot read the recording \(path): "), "\(error)")
    }
  }

  func test_corruptFiles_sayWhatIsWrong() throws {
    let valid = String(decoding: try recordedCounterSession().encoded(), as: UTF8.self)
    let cases: [(String, String)] = [
      (
        "{ not json",
        "f.json is not a valid recording: it is not valid JSON: at line 1, column 3 (byte 2): "
          + "unexpected character"
      ),
      ("[1, 2]", "f.json is not a valid recording: it is not a JSON object"),
      (
        #"{"name": "x"}"#,
        "f.json is not a valid recording: it is not a recording (its \"format\" is not "
          + "\"HeadlessReactor.Recording\")"
      ),
      (
        #"{"format": "HeadlessReactor.Recording"}"#,
        "f.json is not a valid recording: its \"version\" is missing"
      ),
      (
        valid.replacingOccurrences(of: #""time" : 0.5"#, with: #""time" : "late""#),
        "f.json is not a valid recording: steps[1].time is not a number"
      ),
      (
        valid.replacingOccurrences(of: #""reactorType" : "DelayedCounter","#, with: ""),
        "f.json is not a valid recording: \"reactorType\" is missing"
      ),
    ]
    for (text, message) in cases {
      XCTAssertThrowsError(try Recording(json: Data(text.utf8), file: "f.json")) {
        XCTAssertEqual("\($0)", message)
      }
    }
  }

  func test_aLaterFormatVersion_isRefusedNamingBothVersions() throws {
    let text = String(decoding: try recordedCounterSession().encoded(), as: UTF8.self)
      .replacingOccurrences(of: #""version" : 1"#, with: #""version" : 7"#)
    XCTAssertThrowsError(try Recording(json: Data(text.utf8), file: "new.json")) {
      XCTAssertEqual(
        $0 as? RecordingError, .unsupportedVersion(file: "new.json", version: 7, supported: 1))
      XCTAssertEqual(
        "\($0)",
        "new.json is a recording of format version 7; this version of HeadlessReactor reads "
          + "versions up to 1")
    }
  }

  func test_writingWhereNoFileCanBe_isCannotWrite() throws {
    let recording = try recordedCounterSession()
    let url = URL(fileURLWithPath: "/nonexistent/dir/session.json")
    XCTAssertThrowsError(try recording.write(to: url)) {
      guard case .cannotWrite(let file, _) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertEqual(file, url.path)
    }
  }
}
