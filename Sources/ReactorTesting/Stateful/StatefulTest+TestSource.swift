import ReactorCore
import ReactorTestSource
import Streams
import Testing

extension StatefulTest {
  /// A `TestStore` test of `steps`: they are run again on a fresh reactor
  /// with a ``ReactorCore/SessionRecorder`` attached, and the recording is
  /// written by `Recording.testStoreSource` (the writer of `--emit-test`),
  /// for the test framework running now. The test makes its reactor with
  /// `TypeName(scheduler: scheduler)`, as a reactor made for a
  /// `StatefulTest` usually is; a note at its top says to change that if
  /// it is made otherwise.
  ///
  /// When the action type (or a shared value the reactor merges) is not
  /// `Codable`, no recording can be taken: the source is a comment saying
  /// why, and the actions as `store.send` lines to start a test from.
  func testSource(for steps: [Step], seed: UInt64) -> String {
    let run = StatefulRun(make: make)
    let recording: Recording
    do {
      let recorder = try SessionRecorder(checking: run.reactor, scheduler: run.scheduler)
      for step in steps {
        run.send(step.action)
        for _ in 0..<step.ticks { run.tick() }
      }
      run.close()
      recording = try recorder.stop()
    } catch {
      run.close()
      return untestable(steps, because: error)
    }
    let typeName = StateTree.typeName(ofType: R.self)
    let module = String(String(reflecting: R.self).prefix { $0 != "." })
    // The test's scheduler: one tick per millisecond.
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    do {
      return try recording.testStoreSource(
        checking: make(scheduler), scheduler: scheduler,
        reactorSource: "\(typeName)(scheduler: scheduler)", imports: [module],
        typeName: "\(typeName)StatefulFailureTests", testName: "reproducesTheFailure",
        framework: Test.current == nil ? .xcTest : .swiftTesting,
        note: "StatefulTest seed \(seed), shrunk to \(steps.count) actions; make the reactor as "
          + "your StatefulTest makes it")
    } catch {
      return untestable(steps, because: error)
    }
  }

  /// What is written instead of a test when no recording can be taken.
  private func untestable(_ steps: [Step], because error: Error) -> String {
    ([
      "// No TestStore test could be written from a recording: \(error)",
      "// The failing actions, to start a test from:",
    ]
      + steps.map { "//   store.send(\(Failure.text(of: $0.action)))" }).joined(
        separator: "\n") + "\n"
  }
}
