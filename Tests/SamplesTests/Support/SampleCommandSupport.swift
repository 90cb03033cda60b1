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

/// What the runner prints for `steps` (each a command and the screen it
/// leaves), as ``playedScenario(_:)`` returns it: each command after `> `,
/// then its screen, a blank line between steps.
func transcript(_ steps: [(command: String, screen: String)]) -> String {
  steps.map { "> \($0.command)\n\($0.screen)" }.joined(separator: "\n\n")
}

/// The sample `make` returns plays its scenario as the executable does
/// (with its real waits: call it from a synchronous test, as
/// ``playedScenario(_:)`` says) and prints `steps`.
func assertPlayedScenario(
  of make: @MainActor @Sendable () throws -> Sample, is steps: [(command: String, screen: String)],
  file: StaticString = #filePath, line: UInt = #line
) throws {
  let played = try MainActor.assumeIsolated { playedScenario(try make()) }
  XCTAssertEqual(played, transcript(steps), file: file, line: line)
}
