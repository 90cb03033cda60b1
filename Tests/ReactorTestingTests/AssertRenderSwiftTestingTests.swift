import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import ReactorTesting

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
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Support/RenderRecordingFixture.swift")
    try FileManager.default.copyItem(at: fixture, to: copy)

    let failures = RenderAssertion.$redirect.withValue(
      .init(path: copy.path, recorder: RenderRecorder(builtAt: nil))
    ) {
      capturingRenderFailures { RenderRecordingFixture.assertViews() }
    }

    #expect(failures.count == 3)
    #expect(try String(contentsOf: copy, encoding: .utf8) == RenderRecordingTests.recordedFixture)
  }
}
