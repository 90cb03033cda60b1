import Foundation
import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// Recordings that no recorder writes (crafted or damaged files, or
/// recordings changed in code) are refused with a reason, never trusted:
/// every index, time and type name is checked before it is used.
final class RecordingChecksTests: XCTestCase {
  private func assertCorrupt(
    _ recording: Recording, _ reason: String, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let data = try recording.encoded()
    XCTAssertThrowsError(try Recording(json: data, file: "f.json"), file: file, line: line) {
      XCTAssertEqual("\($0)", "f.json is not a valid recording: \(reason)", file: file, line: line)
    }
    // Made in code, it is refused by the replay before it is played.
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try Replay(recording, into: DelayedCounter(scheduler: scheduler), scheduler: scheduler),
      file: file, line: line
    ) {
      XCTAssertEqual(
        "\($0)", "<recording> is not a valid recording: \(reason)", file: file, line: line)
    }
  }

  func test_aCheckpointAfterTheLastStep_isCorruptNotATrap() throws {
    var recording = try recordedCounterSession()
    recording.checkpoints[1].stepsBefore = 9
    recording.checkpoints[1].render = "a screen that differs"
    try assertCorrupt(
      recording, "checkpoints[1].stepsBefore is 9, but the recording has 3 steps")
    recording.checkpoints[1].stepsBefore = -1
    try assertCorrupt(
      recording, "checkpoints[1].stepsBefore is -1, but the recording has 3 steps")
  }

  func test_checkpointsOutOfOrder_areCorrupt() throws {
    var recording = try recordedCounterSession()
    recording.checkpoints[0].stepsBefore = 3
    try assertCorrupt(
      recording,
      "checkpoints[1].stepsBefore is 2, less than the 3 before it (they are in time order)")
  }

  func test_aTestOfAHugeTime_isRefusedNotATrap() throws {
    var recording = try recordedCounterSession()
    recording.duration = 9.3e15
    let scheduler = millisecondScheduler()
    XCTAssertThrowsError(
      try recording.testStoreSource(
        replayingInto: DelayedCounter(scheduler: scheduler), scheduler: scheduler,
        reactorSource: "DelayedCounter(scheduler: scheduler)", imports: [])
    ) {
      guard case .corrupt(_, let reason) = $0 as? RecordingError else { return XCTFail("\($0)") }
      XCTAssertEqual(reason, "duration is 9.3e+15: a time must be between 0 and 1000000000 seconds")
    }
  }

  func test_timesBeyondTheMaximumNegativeOrNotFinite_areCorrupt() throws {
    let base = try recordedCounterSession()
    var recording = base
    recording.duration = 9.3e15
    try assertCorrupt(
      recording, "duration is 9.3e+15: a time must be between 0 and 1000000000 seconds")
    recording = base
    recording.steps[1].time = 1.7e20
    try assertCorrupt(
      recording, "steps[1].time is 1.7e+20: a time must be between 0 and 1000000000 seconds")
    recording = base
    recording.steps[0].states[0].time = -1
    try assertCorrupt(
      recording,
      "steps[0].states[0].time is -1.0: a time must be between 0 and 1000000000 seconds")
    recording = base
    recording.checkpoints[0].time = .infinity
    XCTAssertThrowsError(
      try Replay(
        recording, into: DelayedCounter(scheduler: millisecondScheduler()),
        scheduler: millisecondScheduler())
    ) {
      XCTAssertEqual(
        "\($0)",
        "<recording> is not a valid recording: checkpoints[0].time is inf: a time must be "
          + "between 0 and 1000000000 seconds")
    }
  }

  func test_aTypeNameWithALineBreak_isCorrupt() throws {
    var recording = try recordedCounterSession()
    recording.reactorType = "DelayedCounter\nimport Evil"
    try assertCorrupt(
      recording, "reactorType holds the control character U+000A: it must be a type name")
    recording = try recordedCounterSession()
    recording.actionType = ""
    XCTAssertThrowsError(try Recording(json: recording.encoded(), file: "f.json")) {
      XCTAssertEqual("\($0)", "f.json is not a valid recording: actionType is empty")
    }
  }

  func test_textHoldingATerminalEscape_isCorruptButTabsAndScreenLinesAreNot() throws {
    // A replay prints labels, screens and state lines: an escape sequence
    // there would act on the terminal (set its title, write the clipboard).
    var recording = try recordedCounterSession()
    recording.checkpoints[0].label = "increase\u{1B}]52;c;ZXZpbA==\u{07}"
    try assertCorrupt(recording, "checkpoints[0].label holds the control character U+001B")
    recording = try recordedCounterSession()
    recording.steps[0].states[0].lines[0] = "value: \u{9B}31m1"
    try assertCorrupt(
      recording, "steps[0].states[0].lines[0] holds the control character U+009B")
    recording = try recordedCounterSession()
    recording.checkpoints[0].label = "type a\tb"
    recording.checkpoints[0].render = "# Counter\n[-]\t1\t[+] 👨‍👩‍👧"
    XCTAssertNoThrow(try Recording(json: recording.encoded(), file: "f.json"))
  }

  func test_formatVersionsThatNeverExisted_areCorrupt() throws {
    let text = String(decoding: try recordedCounterSession().encoded(), as: UTF8.self)
    for version in ["0", "-1", "\(Int.min)"] {
      let changed = text.replacingOccurrences(
        of: #""version" : 1"#, with: #""version" : \#(version)"#)
      XCTAssertThrowsError(try Recording(json: Data(changed.utf8), file: "f.json")) {
        XCTAssertEqual(
          "\($0)",
          "f.json is not a valid recording: its \"version\" \(version) is not a format "
            + "version (versions start at 1)")
      }
    }
  }

  func test_invalidJSON_namesTheLineAndColumn() {
    let text = "{\n  \"format\": \"HeadlessReactor.Recording\",,\n}"
    XCTAssertThrowsError(try Recording(json: Data(text.utf8), file: "f.json")) {
      XCTAssertEqual(
        "\($0)",
        "f.json is not a valid recording: it is not valid JSON: at line 2, column 41 "
          + "(byte 42): unexpected character")
    }
  }

  func test_JSONNestedTooDeep_saysSoRatherThanInvalid() {
    let depth = 600
    let text =
      #"{"format": "HeadlessReactor.Recording", "version": 1, "info": "#
      + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    XCTAssertThrowsError(try Recording(json: Data(text.utf8), file: "f.json")) {
      let message = "\($0)"
      XCTAssertTrue(
        message.hasPrefix(
          "f.json is not a valid recording: its arrays and objects nest deeper than 512 "
            + "levels (at line 1, column "),
        message)
    }
  }

  // MARK: - Paths

  func test_readingADirectoryOrAFIFO_saysWhatItIs() throws {
    let (url, cleanUp) = temporaryFile("fifo.json")
    defer { cleanUp() }
    let directory = url.deletingLastPathComponent()
    XCTAssertThrowsError(try Recording(contentsOf: directory)) {
      XCTAssertEqual(
        "\($0)",
        "cannot read the recording \(directory.path): it is a directory, not a regular file")
    }
    XCTAssertEqual(mkfifo(url.path, 0o600), 0)
    // A FIFO with no writer would block a read for ever: it is refused first.
    XCTAssertThrowsError(try Recording(contentsOf: url)) {
      XCTAssertEqual(
        "\($0)",
        "cannot read the recording \(url.path): it is a FIFO (named pipe), not a regular file")
    }
    XCTAssertThrowsError(try Recording(contentsOf: URL(fileURLWithPath: "/dev/zero"))) {
      XCTAssertEqual(
        "\($0)",
        "cannot read the recording /dev/zero: it is a character device, not a regular file")
    }
  }

  func test_writeReplacesOnlyARegularFileOrNothing() throws {
    let recording = try recordedCounterSession()
    let (url, cleanUp) = temporaryFile("session.json")
    defer { cleanUp() }
    let directory = url.deletingLastPathComponent()

    // Nothing there, then a regular file: written, then replaced.
    try recording.write(to: url)
    try recording.write(to: url)
    XCTAssertEqual(try Recording(contentsOf: url), recording)

    let cases: [(name: String, make: (URL) throws -> Void, reason: String)] = [
      (
        "dir",
        { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
        "it is a directory, not a regular file"
      ),
      (
        "link", { try FileManager.default.createSymbolicLink(at: $0, withDestinationURL: url) },
        "it is a symbolic link, not a regular file"
      ),
      (
        "fifo", { XCTAssertEqual(mkfifo($0.path, 0o600), 0) },
        "it is a FIFO (named pipe), not a regular file"
      ),
    ]
    for (name, make, reason) in cases {
      let target = directory.appendingPathComponent(name)
      try make(target)
      XCTAssertThrowsError(try recording.write(to: target)) {
        XCTAssertEqual("\($0)", "cannot write the recording \(target.path): \(reason)")
      }
      let kind = try FileManager.default.attributesOfItem(atPath: target.path)[.type]
      XCTAssertNotEqual(kind as? FileAttributeType, .typeRegular, name)
    }
    XCTAssertThrowsError(try recording.write(to: URL(fileURLWithPath: "/dev/null"))) {
      XCTAssertEqual(
        "\($0)",
        "cannot write the recording /dev/null: it is a character device, not a regular file")
    }
  }

  func test_checkDestination_refusesAMissingDirectoryBeforeASessionStarts() {
    let url = URL(fileURLWithPath: "/nonexistent/dir/session.json")
    XCTAssertThrowsError(try Recording.checkDestination(url)) {
      XCTAssertEqual(
        "\($0)",
        "cannot write the recording \(url.path): its directory /nonexistent/dir does not exist")
    }
    let (fresh, cleanUp) = temporaryFile("fresh.json")
    defer { cleanUp() }
    XCTAssertNoThrow(try Recording.checkDestination(fresh))
    XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path))
  }
}
