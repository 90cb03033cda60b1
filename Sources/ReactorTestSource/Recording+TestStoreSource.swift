import ReactorCore
import Streams

extension Recording {
  /// The test framework a generated test is written for.
  public enum TestFramework: Sendable {
    /// A `@Test` function in a `@Suite` (`import Testing`).
    case swiftTesting
    /// A `test_` method of an `XCTestCase` (`import XCTest`).
    case xcTest
  }

  /// A `TestStore` test, as Swift source, that replays this recording and
  /// asserts every state it showed: a session found by hand becomes a
  /// regression test.
  ///
  /// The recording is first replayed into `reactor` on `scheduler` (times
  /// rounded to milliseconds, as the test's scheduler counts them), and
  /// each state is written from that replay: `send(action) { … }` for the
  /// states an action published at once, `advance(by:)` then
  /// `receive { … }` for the later ones, and `finish()`. Inside the
  /// closures, one assignment per changed property whose value has a Swift
  /// literal (numbers, strings, booleans, optionals, arrays, dictionaries,
  /// enum cases), descending into structs; a state that cannot be written
  /// so is asserted by its printed lines instead
  /// (`send(_:printing:)`, `receive(printing:)`). An action without a
  /// literal is decoded from its recorded JSON.
  ///
  /// The test makes its reactor with `reactorSource`, in which `scheduler`
  /// is a `TestScheduler` of one tick per millisecond: a reactor made as
  /// `reactor` was, on that scheduler (and on `TestClock(scheduler:
  /// scheduler)` for async sleeps), so that the test reproduces the replay.
  ///
  /// - Parameters:
  ///   - reactor: a fresh reactor whose time-based work runs on `scheduler`.
  ///   - scheduler: the virtual-time scheduler of the replay.
  ///   - reactorSource: the Swift expression that makes the reactor in the
  ///     test (`CounterReactor(scheduler: scheduler)`).
  ///   - imports: the modules the test imports besides `ReactorTesting`
  ///     and the test framework (the reactor's module).
  ///   - typeName: the name of the suite or test case class.
  ///   - testName: the name of the test (`test_` is prefixed for XCTest).
  ///   - framework: Swift Testing or XCTest.
  ///   - note: a comment put at the top (how to regenerate the file).
  ///   - declaresClock: whether the test declares
  ///     `let clock = TestClock(scheduler: scheduler)` before making the
  ///     reactor, for a `reactorSource` that names `clock` (a reactor whose
  ///     async effects sleep on a clock it is given).
  /// - Returns: the source of a whole test file.
  /// - Throws: ``RecordingError/diverged(_:)`` when the replay does not
  ///   reproduce the recording (a test written from it would not either);
  ///   the errors of ``Replay/init(_:into:scheduler:)``.
  public func testStoreSource<R: Reactor, Converter>(
    replayingInto reactor: R, scheduler: VirtualTimeScheduler<Converter>,
    reactorSource: String, imports: [String], typeName: String = "RecordedSessionTests",
    testName: String = "replaysTheRecordedSession", framework: TestFramework = .swiftTesting,
    note: String? = nil, declaresClock: Bool = false
  ) throws(RecordingError) -> String where R.Action: Codable {
    try testStoreSource(
      checking: reactor, scheduler: scheduler, reactorSource: reactorSource, imports: imports,
      typeName: typeName, testName: testName,
      framework: framework, note: note, declaresClock: declaresClock)
  }

  /// ``testStoreSource(replayingInto:scheduler:reactorSource:imports:typeName:testName:framework:note:declaresClock:)``
  /// for a reactor whose action type may only be known at run time to be
  /// `Codable` (a sample runner's `--emit-test`).
  ///
  /// - Throws: ``RecordingError/actionNotCodable(reactorType:actionType:)``,
  ///   and what the other form throws.
  public func testStoreSource<R: Reactor, Converter>(
    checking reactor: R, scheduler: VirtualTimeScheduler<Converter>,
    reactorSource: String, imports: [String], typeName: String = "RecordedSessionTests",
    testName: String = "replaysTheRecordedSession", framework: TestFramework = .swiftTesting,
    note: String? = nil, declaresClock: Bool = false
  ) throws(RecordingError) -> String {
    let replay = try Replay(
      self, reactor: reactor, scheduler: scheduler,
      actions: Replay<R, Converter>.decodedActions(of: self), quantum: 0.001)
    return try TestSourceWriter(
      replay: replay, reactorSource: reactorSource, imports: imports, typeName: typeName,
      testName: testName, framework: framework, note: note, declaresClock: declaresClock
    ).source()
  }
}
