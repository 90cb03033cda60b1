import ReactorCore

// Assertions by printed lines, for states that cannot be written as Swift
// (what a test generated from a recording falls back to).
extension TestStore {
  /// Sends `action` and asserts the state once every mutation that arrives
  /// synchronously was reduced, by its printed lines
  /// (`Recording.stateLines(of:)`: one `path: value` line per leaf), for a
  /// state whose values cannot be written as Swift (a test generated from a
  /// recording uses it).
  ///
  /// A mismatch fails the test at the call with a line diff, `−` expected
  /// and `+` actual. The store then expects the actual state.
  public func send(
    _ action: R.Action,
    printing lines: [String],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let states = sendCollecting(action, at: location)
    expect(
      states.last ?? state, printing: lines, what: "the state after send(\(describe(action)))",
      at: location)
  }

  /// Asserts the next state that arrived asynchronously by its printed
  /// lines (see ``send(_:printing:fileID:filePath:line:column:)``).
  public func receive(
    printing lines: [String],
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    scheduler.runEffects()
    guard let next = nextReceived(at: location) else { return }
    expect(next, printing: lines, what: "the received state", at: location)
  }

  private func expect(
    _ actual: R.State, printing lines: [String], what: String, at location: TestLocation
  ) {
    let printed = Recording.stateLines(of: actual)
    if printed != lines {
      fail(
        "State does not print as expected for \(what): (− expected, + actual)\n\n"
          + LineDiff.render(expected: lines, actual: printed).joined(separator: "\n"),
        at: location)
    }
    state = actual
  }
}
