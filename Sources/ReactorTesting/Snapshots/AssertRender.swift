import HeadlessUI
import ReactorCore

/// Asserts that a view shows exactly the text written in the test: an
/// inline snapshot of its ``HeadlessUI/HeadlessView/render()``, in the
/// manner of swift-snapshot-testing's `assertInlineSnapshot`.
///
/// ```swift
/// assertRender(window) {
///   """
///   # Counter
///   [-]  0  [+]
///   """
/// }
/// ```
///
/// The render and the closure's text must be equal, character for
/// character; otherwise the test fails at the call with a line diff
/// (`−` expected, `+` actual), as an XCTest failure inside an XCTest test
/// or a Swift Testing issue inside a `@Test`. Without a closure the test
/// fails too, showing the render.
///
/// **Recording.** Run the tests with the environment variable
/// `HEADLESS_RECORD_RENDER=1` (or `true`, `all`), or pass `record: true`,
/// and each call whose text differs, or that has no closure, writes the
/// render into the test's own source file: the closure's string becomes a
/// multi-line literal of the render (raw, `#"""`, when it holds a
/// backslash or `"""`), indented one level deeper than its line; a call
/// without one gets a trailing closure. The test still fails ("recorded a
/// new render"), so that a recording run never passes: review the diff,
/// then run again without the variable. `record: false` never records.
/// Several calls in one file are all written in one run; a file is never
/// written when its call cannot be found unambiguously, or when it changed
/// since the tests were built (record once per build, and not from
/// several test processes at a time: `swift test --parallel` records
/// nothing it cannot place exactly).
///
/// - Parameters:
///   - view: The view whose render is checked (a ``HeadlessUI/Window``, a
///     cell, `controller.view`, …).
///   - record: Whether to record: `nil` (the default) follows
///     `HEADLESS_RECORD_RENDER`.
///   - fileID: The file ID of the call; leave the default.
///   - filePath: The path of the file the call is in, which recording
///     rewrites; leave the default.
///   - function: The test's name, for messages; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
///   - expected: A closure returning the expected text, usually written as
///     a trailing closure holding a multi-line string literal.
///
/// Main-actor only, as views are. Costs one render and a line diff on
/// failure; recording reads and writes the test file.
@MainActor
public func assertRender(
  _ view: HeadlessView,
  record: Bool? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  RenderAssertion.check(
    view.render(), of: "\(type(of: view))", expected: expected, record: record,
    function: function,
    location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a screen shows exactly the text written in the test: an
/// inline snapshot of the controller's
/// ``HeadlessUI/ViewController/render()`` (its title, bar buttons and
/// view, or the screen it presents).
///
/// ```swift
/// assertRender(controller) {
///   """
///   # Counter
///   [-]  0  [+]
///   """
/// }
/// ```
///
/// Compares, fails and records exactly as `assertRender(_:)` does for a
/// view (see there): set `HEADLESS_RECORD_RENDER=1` (or pass
/// `record: true`) to write the render into the test file.
///
/// - Parameters:
///   - controller: The screen whose render is checked.
///   - record: Whether to record: `nil` (the default) follows
///     `HEADLESS_RECORD_RENDER`.
///   - fileID: The file ID of the call; leave the default.
///   - filePath: The path of the file the call is in, which recording
///     rewrites; leave the default.
///   - function: The test's name, for messages; leave the default.
///   - line: The line of the call; leave the default.
///   - column: The column of the call; leave the default.
///   - expected: A closure returning the expected text.
///
/// Main-actor only, as controllers are.
@MainActor
public func assertRender(
  _ controller: ViewController,
  record: Bool? = nil,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  function: StaticString = #function,
  line: UInt = #line,
  column: UInt = #column,
  matches expected: (() -> String)? = nil
) {
  RenderAssertion.check(
    controller.render(), of: "\(type(of: controller))", expected: expected, record: record,
    function: function,
    location: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// The comparison, messages and recording behind `assertRender`, apart
/// from views so that it can be tested with any text and file.
enum RenderAssertion {
  /// Receives the failures instead of XCTest or Swift Testing, for the
  /// tests of the assertion itself; bound per task (or thread), so that
  /// tests running in parallel do not see each other's failures.
  @TaskLocal static var failureHandler: (@Sendable (String, TestLocation) -> Void)?

  /// Where recording writes instead of the call's own file, for the tests
  /// of the assertion itself: a copy of the file, and a recorder of its
  /// own.
  struct Redirect: Sendable {
    let path: String
    let recorder: RenderRecorder
  }

  /// The recording redirect of the current task (or thread), if any.
  @TaskLocal static var redirect: Redirect?

  /// Compares `actual`, the render of a `typeName`, with `expected`, and
  /// fails or records as `assertRender(_:)` says.
  static func check(
    _ actual: String,
    of typeName: String,
    expected: (() -> String)?,
    record: Bool?,
    function: StaticString,
    location: TestLocation
  ) {
    let expectedText = expected?()
    if expectedText == actual { return }
    let subject = "Render of \(typeName)"
    guard record ?? RenderRecordingSwitch.isOnInEnvironment else {
      if let expectedText {
        fail(
          "\(subject) does not match the expected text: (− expected, + actual)\n\n"
            + diff(expectedText, actual)
            + "\n\nRun with \(RenderRecordingSwitch.environmentVariable)=1 to record the actual"
            + " text in the test.",
          at: location)
      } else {
        fail(
          "\(subject): no expected render; run with recording on to write it"
            + " (\(RenderRecordingSwitch.environmentVariable)=1). Actual:\n\n"
            + indented(actual),
          at: location)
      }
      return
    }
    do {
      let recorder = redirect?.recorder ?? .shared
      try recorder.record(
        actual, path: redirect?.path ?? "\(location.filePath)", line: Int(location.line),
        column: Int(location.column))
      var message =
        "\(subject): recorded a new render; re-run without"
        + " \(RenderRecordingSwitch.environmentVariable) to check \(function) against it."
      if let expectedText {
        message += " Difference: (− old, + new)\n\n" + diff(expectedText, actual)
      }
      fail(message, at: location)
    } catch {
      var message =
        "\(subject): could not record the render, the file is untouched: \(error)."
      if let expectedText {
        message += " Difference: (− expected, + actual)\n\n" + diff(expectedText, actual)
      } else {
        message += " Actual:\n\n" + indented(actual)
      }
      fail(message, at: location)
    }
  }

  private static func fail(_ message: String, at location: TestLocation) {
    if let failureHandler {
      failureHandler(message, location)
    } else {
      FailureReporting.record(message, at: location)
    }
  }

  private static func diff(_ expected: String, _ actual: String) -> String {
    LineDiff.render(expected: LineDiff.lines(of: expected), actual: LineDiff.lines(of: actual))
      .joined(separator: "\n")
  }

  private static func indented(_ text: String) -> String {
    LineDiff.lines(of: text).map { "  \($0)" }.joined(separator: "\n")
  }
}
