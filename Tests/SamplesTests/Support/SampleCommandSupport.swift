import SampleSupport
import XCTest

/// The lines `command` prints when typed to `sample`, which goes on (the
/// command does not quit it).
@MainActor
func printed(
  _ command: String, on sample: Sample, file: StaticString = #filePath, line: UInt = #line
) -> [String] {
  var lines: [String] = []
  XCTAssertTrue(
    SampleRunner.execute(command, on: sample, output: { lines.append($0) }),
    "\(command) quit the sample", file: file, line: line)
  return lines
}

/// Each command, typed to `sample`, prints its one-line error (the value),
/// and the sample goes on.
@MainActor
func assertEachCommandPrintsItsError(
  _ errors: [String: String], on sample: Sample, file: StaticString = #filePath,
  line: UInt = #line
) {
  for (command, error) in errors {
    XCTAssertEqual(
      printed(command, on: sample, file: file, line: line), [error], command, file: file,
      line: line)
  }
}

/// What the runner prints while it plays `sample`'s scenario, in one
/// string. A sample that waits on the main scheduler plays in a synchronous
/// test, on the main thread but outside main-queue work (inside
/// `MainActor.assumeIsolated`), so that `settle()` (MainLoop) can run the
/// main queue; an `async` main-actor test is itself main-queue work, which
/// the main queue does not nest.
@MainActor
func playedScenario(_ sample: Sample) -> String {
  var lines: [String] = []
  SampleRunner.play(sample, output: { lines.append($0) })
  return lines.joined(separator: "\n")
}
