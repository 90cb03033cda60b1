import Foundation
import HeadlessUI
import Platform
import ReactorTesting
import TestSupport
import Testing
import XCTest

@testable import ReactorTesting

/// `assertRender` compares a render with the text written in the test and
/// fails with a line diff; these tests capture its failures through its
/// task-local handler (`capturingRenderFailures`), and pass `record: false`
/// wherever a failure is expected, so that a recording run leaves this
/// file alone.
@MainActor
final class AssertRenderTests: XCTestCase {
  func test_matchingRender_passes_forAControllerAndAView() async {
    let screen = makeCounterScreen()
    assertRender(screen) {
      """
      # Counter
      [-]  0  [+]
      """
    }
    assertRender(screen.view) { "[-]  0  [+]" }
    let hidden = Label()
    hidden.isHidden = true
    assertRender(hidden) { "" }
  }

  func test_differentRender_failsAtTheCallWithTheTypeAndALineDiff() async {
    let screen = makeCounterScreen(value: 1)
    let line = #line + 2
    let failures = capturingRenderFailures {
      assertRender(screen, record: false) {
        """
        # Counter
        [-]  0  [+]
        """
      }
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Render of ViewController does not match the expected text: (− expected, + actual)

          # Counter
        − [-]  0  [+]
        + [-]  1  [+]

        Run with HEADLESS_RECORD_RENDER=1 to record the actual text in the test.
        """
      ])
    XCTAssertEqual(failures.map(\.line), [UInt(line)])
  }

  func test_differenceInTrailingNewline_fails() async {
    let label = Label()
    label.text = "a"
    let failures = capturingRenderFailures {
      assertRender(label, record: false) { "a\n" }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures.first?.message.contains("  a\n− \n\n") == true)
  }

  func test_noClosure_failsShowingTheRenderAndHowToRecordIt() async {
    let screen = makeCounterScreen()
    let failures = capturingRenderFailures {
      assertRender(screen, record: false)
    }
    XCTAssertEqual(
      failures.map(\.message),
      [
        """
        Render of ViewController: no expected render; run with recording on to write it \
        (HEADLESS_RECORD_RENDER=1). Actual:

          # Counter
          [-]  0  [+]
        """
      ])
  }

  func test_recordingSwitch_isOnFor1TrueAndAllOnly() async {
    for value in ["1", "true", "TRUE", "all", "All"] {
      XCTAssertTrue(RenderRecordingSwitch.isOn(value), value)
    }
    for value in [nil, "", "0", "false", "no", "yes", "failed"] {
      XCTAssertFalse(RenderRecordingSwitch.isOn(value), value ?? "nil")
    }
    XCTAssertEqual(RenderRecordingSwitch.environmentVariable, "HEADLESS_RECORD_RENDER")
  }
}

/// Recording, end to end: the `assertRender` calls of
/// `RenderRecordingFixture` (compiled, with the compiler's `#line` and
/// `#column`) write their renders into a copy of the fixture's file.
@MainActor
final class RenderRecordingTests: XCTestCase {
  private var directory: URL!
  private var copy: URL!

  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Support/RenderRecordingFixture.swift")

  override func setUp() async throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("RenderRecordingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    copy = directory.appendingPathComponent("RenderRecordingFixture.swift")
    try FileManager.default.copyItem(at: Self.fixture, to: copy)
  }

  override func tearDown() async throws {
    try? FileManager.default.removeItem(at: directory)
  }

  private func text(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// Runs the fixture's calls recording into the copy, with `recorder`.
  private func recordFixture(with recorder: RenderRecorder) -> [String] {
    RenderAssertion.$redirect.withValue(.init(path: copy.path, recorder: recorder)) {
      capturingRenderFailures { RenderRecordingFixture.assertViews() }.map(\.message)
    }
  }

  func test_recording_writesEveryDifferentCallOfTheFile_andFailsForEach() async throws {
    let failures = recordFixture(with: RenderRecorder(builtAt: nil))

    XCTAssertEqual(failures.count, 3)
    for failure in failures {
      XCTAssertTrue(
        failure.contains("recorded a new render; re-run without HEADLESS_RECORD_RENDER"), failure)
    }
    XCTAssertEqual(
      failures[1],
      """
      Render of Label: recorded a new render; re-run without HEADLESS_RECORD_RENDER to check \
      assertViews() against it. Difference: (− old, + new)

      − outdated
      + say \"""hi\""" \\o/
      """)
    XCTAssertEqual(try text(of: copy), try Self.recordedFixture())
  }

  func test_recordingAgainInTheSameRun_replacesTheEarlierRecording() async throws {
    let recorder = RenderRecorder(builtAt: nil)
    _ = recordFixture(with: recorder)
    let failures = recordFixture(with: recorder)

    XCTAssertEqual(failures.count, 3)
    XCTAssertEqual(try text(of: copy), try Self.recordedFixture())
  }

  func test_fileChangedOnDiskSinceTheRecording_isLeftUntouched() async throws {
    let recorder = RenderRecorder(builtAt: nil)
    _ = recordFixture(with: recorder)
    let edited = try text(of: copy) + "// edited\n"
    try Data(edited.utf8).write(to: copy)

    let failures = recordFixture(with: recorder)

    XCTAssertEqual(failures.count, 3)
    for failure in failures {
      XCTAssertTrue(
        failure.contains("could not record the render, the file is untouched:")
          && failure.contains("changed on disk since this run recorded into it"), failure)
    }
    XCTAssertEqual(try text(of: copy), edited)
  }

  func test_fileModifiedAfterTheBuild_isLeftUntouched() async throws {
    let original = try text(of: copy)

    let failures = recordFixture(with: RenderRecorder(builtAt: .distantPast))

    XCTAssertEqual(failures.count, 3)
    XCTAssertTrue(
      failures[0].contains("changed after the tests were built; build and run again"),
      failures[0])
    XCTAssertEqual(try text(of: copy), original)
  }

  func test_fileWithoutTheCall_isLeftUntouched() async throws {
    let other = "// the test moved\n"
    try Data(other.utf8).write(to: copy)

    let failures = recordFixture(with: RenderRecorder(builtAt: nil))

    XCTAssertEqual(failures.count, 3)
    XCTAssertTrue(failures[0].contains("the file is untouched: no assertRender( call at line"))
    XCTAssertEqual(try text(of: copy), other)
  }

  func test_recordFalse_andAMatchingRender_writeNothing() async throws {
    let original = try text(of: copy)
    let screen = makeCounterScreen()
    let failures = RenderAssertion.$redirect.withValue(
      .init(path: copy.path, recorder: RenderRecorder(builtAt: nil))
    ) {
      capturingRenderFailures {
        assertRender(screen, record: false) { "# Counter" }
        assertRender(screen, record: true) { "# Counter\n[-]  0  [+]" }
      }
    }
    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(failures[0].message.contains("does not match the expected text"))
    XCTAssertEqual(try text(of: copy), original)
  }

  func test_recordingsFromManyThreadsIntoOneFile_allLand() async throws {
    let calls = 16
    let source =
      "func test() {\n" + (0..<calls).map { "  assertRender(view\($0))\n" }.joined() + "}\n"
    try Data(source.utf8).write(to: copy)
    let recorder = RenderRecorder(builtAt: nil)
    let path = copy.path
    let errors = LockedState<[String]>([])

    DispatchQueue.concurrentPerform(iterations: calls) { index in
      do {
        try recorder.record("render \(index)\nline 2", path: path, line: index + 2, column: 15)
      } catch {
        errors.withLock { $0.append("\(error)") }
      }
    }

    XCTAssertEqual(errors.withLock { $0 }, [])
    let expected =
      "func test() {\n"
      + (0..<calls).map {
        "  assertRender(view\($0)) {\n    \"\"\"\n    render \($0)\n    line 2\n    \"\"\"\n  }\n"
      }.joined() + "}\n"
    XCTAssertEqual(try text(of: copy), expected)
  }

  /// The fixture after recording: its text up to its `assertRender` calls
  /// unchanged, then three calls rewritten (a trailing closure added, a
  /// closure and a `matches:` argument replaced, raw where the text needs
  /// it), the matching fourth untouched.
  static func recordedFixture() throws -> String {
    let original = try String(contentsOf: fixture, encoding: .utf8)
    let calls = try XCTUnwrap(original.range(of: "    assertRender(screen, record: true)\n"))
    return String(original[..<calls.lowerBound])
      + ##"""
          assertRender(screen, record: true) {
            """
            # Fixture
            [+]
            """
          }
          assertRender(label, record: true) {
            #"""
            say """hi""" \o/
            """#
          }
          assertRender(
            label, record: true,
            matches: {
              #"""
              say """hi""" \o/
              """#
            })
          assertRender(label, record: true) { #"say """hi""" \o/"# }
        }
      }

      """##
  }
}

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

/// `assertRender` inside Swift Testing `@Test`s: a match passes, a mismatch
/// is an issue at the call (one deliberate known issue), and recording
/// writes a copy of the fixture file as under XCTest.
@MainActor @Suite struct AssertRenderSwiftTestingTests {
  @Test func matchingRender_passes() {
    let screen = makeCounterScreen(value: 3)
    assertRender(screen) {
      """
      # Counter
      [-]  3  [+]
      """
    }
  }

  @Test(.enabled(if: FailureReportingChecks.areOn))
  func mismatchWithoutConfiguration_isASwiftTestingIssueAtTheCall() {
    let screen = makeCounterScreen(value: 1)
    let line = #line + 2
    withKnownIssue("Expected: a deliberate mismatch, checking that it reaches Swift Testing") {
      assertRender(screen, record: false) { "# Counter\n[-]  0  [+]" }
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix("Render of ViewController does not match the expected text:")
        && comment.contains("− [-]  0  [+]\n+ [-]  1  [+]")
        && issue.sourceLocation?.line == line
        && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func noClosure_isReportedWithTheRender() {
    let failures = capturingRenderFailures {
      assertRender(makeCounterScreen(), record: false)
    }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains("no expected render; run with recording on to write it")
        == true)
    #expect(failures.first?.message.hasSuffix("\n  # Counter\n  [-]  0  [+]") == true)
  }

  @Test func recording_writesTheCopyOfTheFixture() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("AssertRenderSwiftTestingTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let copy = directory.appendingPathComponent("RenderRecordingFixture.swift")
    try FileManager.default.copyItem(at: RenderRecordingTests.fixture, to: copy)

    let failures = RenderAssertion.$redirect.withValue(
      .init(path: copy.path, recorder: RenderRecorder(builtAt: nil))
    ) {
      capturingRenderFailures { RenderRecordingFixture.assertViews() }
    }

    #expect(failures.count == 3)
    #expect(
      try String(contentsOf: copy, encoding: .utf8) == RenderRecordingTests.recordedFixture())
  }
}
