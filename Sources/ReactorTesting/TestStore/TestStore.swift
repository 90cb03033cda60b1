import Platform
import ReactorCore
import Streams

/// Exhaustive tests of a reactor's state transitions: send an action,
/// describe how the state must change, and be told exactly what differed.
///
/// ```swift
/// func test_increase_showsLoadingThenCounts() {
///   let scheduler = TestScheduler(initialClock: 0)
///   let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)
///
///   store.send(.increase) { $0.isLoading = true }   // synchronous mutations
///   store.advance(by: .seconds(1))                   // the delayed mutation arrives
///   store.receive { $0.value = 1 }
///   store.receive { $0.isLoading = false }
///   store.finish()
/// }
/// ```
///
/// - `send(_:assert:)` sends an action, lets every mutation that arrives
///   synchronously be reduced, and asserts the resulting state: the previous
///   expected state changed by the closure (no closure: unchanged).
///   `send(_:states:)` asserts each intermediate state instead.
/// - States that arrive later, when the scheduler advances, are consumed in
///   order with `receive(_:)`.
/// - An error of a `mutate` (or `transform`) stream fails the test, naming
///   the action and the error, unless the test asserts it with
///   `receiveError(_:)` before its next `send` or `finish()`. While the
///   store lives, the reactor's errors come to it instead of
///   `Hooks.reactorError`.
/// - `finish()` (or releasing the store) fails the test for every state not
///   received, every error not asserted and every `mutate` stream still in
///   flight, naming them.
/// - With `exhaustivity = .off`, only what the closures mention is checked;
///   `.off(showSkippedAssertions: true)` lists what was skipped.
/// - Async effects (`Observable.run`) started by a `send` run on the
///   scheduler's executor, after the synchronous states are taken: what they
///   send is asserted with `receive`. Give the reactor a ``TestClock`` on the
///   same scheduler so that their sleeps follow `advance`. An effect still
///   running at `finish()` fails an exhaustive test, naming its action.
///
/// Failures are reported at the `send` / `receive` call: as XCTest failures
/// inside an XCTest test, as Swift Testing issues inside a `@Test`, with no
/// configuration. A mismatch shows a line diff of the two states,
/// `−` expected and `+` actual.
///
/// Threading: drive the store from the test's thread; the reactor's
/// asynchronous streams should run on `scheduler`. States and errors that
/// arrive from other threads are collected under a lock (no data race),
/// in the order they arrive.
public final class TestStore<R: Reactor> where R.State: Equatable {
  /// The reactor under test.
  public let reactor: R
  /// The virtual-time scheduler the reactor's asynchronous streams use.
  public let scheduler: TestScheduler
  /// Whether every state change must be asserted (`.on`, the default) or
  /// only what the closures mention (`.off`).
  public var exhaustivity: Exhaustivity = .on

  /// The state as the test has asserted it so far.
  public internal(set) var state: R.State

  private let location: TestLocation
  /// What arrived and is not asserted yet: states the reactor published
  /// and errors of its streams. Written from whatever thread publishes, so
  /// guarded by its lock.
  let inbox = LockedState(Inbox())
  private var subscription: Disposable?
  private var isFinished = false
  /// Where failures go; tests of the store itself replace it.
  var failureHandler: (String, TestLocation) -> Void = FailureReporting.record
  /// Where skipped assertions are listed (`.off(showSkippedAssertions:
  /// true)`); tests of the store itself replace it.
  var skippedHandler: (String, TestLocation) -> Void = FailureReporting.recordSkipped

  /// Creates a store for `reactor`, whose asynchronous streams run on
  /// `scheduler`.
  ///
  /// The store starts the reactor's streams; expectations start from the
  /// state they started with (which already reflects, for example, the
  /// current value of a ``ReactorCore/Shared`` value the reactor merges).
  public init(
    reactor: R,
    scheduler: TestScheduler,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.reactor = reactor
    self.scheduler = scheduler
    state = reactor.currentState
    location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var isReplay = true
    var started: R.State?
    // Subscribing starts the reactor's streams: what they start (an effect
    // or an async bridge merged in `transform`) waits for the scheduler.
    subscription = EffectExecutor.preferred.with(scheduler.effectExecutor) {
      reactor.state.subscribe(onNext: { [weak self] state in
        // The first state is the current one, replayed on subscription.
        if isReplay {
          started = state
          return
        }
        self?.inbox.withLock { $0.states.append(state) }
      })
    }
    isReplay = false
    // Starting the reactor's streams may have changed its state already
    // (a shared value merged in `transform(mutation:)` replays its current
    // value): expectations start from the state the streams started with.
    if let started { state = started }
    reactor.tapErrors { [weak self] error in self?.inbox.withLock { $0.errors.append(error) } }
  }

  deinit {
    if !isFinished { finish(at: location) }
    subscription?.dispose()
    reactor.tapErrors(nil)
  }

  // MARK: - Sending

  /// Sends `action` and asserts the state once every mutation that arrives
  /// synchronously was reduced: the previous expected state changed by
  /// `updateStateToExpectedResult` (without it: unchanged).
  public func send(
    _ action: R.Action,
    assert updateStateToExpectedResult: ((inout R.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let states = sendCollecting(action, at: location)
    expect(
      states.last ?? state, toBe: updateStateToExpectedResult,
      what: "the state after send(\(describe(action)))", at: location)
  }

  // `@_disfavoredOverload` makes `store.send(.action) { ... }` (a trailing
  // closure) resolve to `send(_:assert:)`, which asserts the last state;
  // without it, this variadic overload is the better match (the other's
  // closure is optional) and would assert the first synchronous state.

  /// Sends `action` and asserts each state its synchronous mutations
  /// produced, in order: each closure changes the state expected before it.
  @_disfavoredOverload
  public func send(
    _ action: R.Action,
    states updates: ((inout R.State) throws -> Void)...,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let states = sendCollecting(action, at: location)
    for (index, update) in updates.enumerated() {
      guard index < states.count else {
        fail(
          "send(\(describe(action))) produced \(count(states.count, "state")), "
            + "but \(count(updates.count, "state")) were expected.", at: location)
        return
      }
      expect(
        states[index], toBe: update,
        what: "state \(index + 1) of \(states.count) after send(\(describe(action)))",
        at: location)
    }
    if states.count > updates.count {
      exhaustive(
        "send(\(describe(action))) produced \(count(states.count, "state")), but only "
          + "\(updates.count) were asserted. Unasserted:\n\n"
          + dumps(states[updates.count...]), at: location)
      state = states.last ?? state
    }
  }

  func sendCollecting(_ action: R.Action, at location: TestLocation) -> [R.State] {
    failForUnassertedErrors(before: "sending \(describe(action))", at: location)
    scheduler.runEffects()
    let unhandled = inbox.withLock { $0.takeStates() }
    if !unhandled.isEmpty {
      exhaustive(
        "Must handle \(count(unhandled.count, "received state")) before sending "
          + "\(describe(action)):\n\n" + dumps(unhandled), at: location)
      // Either way, the next assertion starts from the latest actual state.
      if let last = unhandled.last { state = last }
    }
    // Async effects the action starts (`Observable.run`) run on the
    // scheduler's executor: only after the synchronous states are taken, so
    // that what they send is received, as TCA has it.
    EffectExecutor.preferred.with(scheduler.effectExecutor) { reactor.action.onNext(action) }
    let states = inbox.withLock { $0.takeStates() }
    scheduler.runEffects()
    return states
  }

  // MARK: - Receiving

  /// Asserts the next state that arrived asynchronously (after `advance`):
  /// the previous expected state changed by `updateStateToExpectedResult`.
  public func receive(
    _ updateStateToExpectedResult: ((inout R.State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    scheduler.runEffects()
    if exhaustivity != .on, let update = updateStateToExpectedResult {
      receiveMatching(update, at: location)
      return
    }
    guard let next = nextReceived(at: location) else { return }
    expect(next, toBe: updateStateToExpectedResult, what: "the received state", at: location)
  }

  /// The oldest state received and not yet asserted; when there is none,
  /// fails saying why and returns `nil`.
  func nextReceived(at location: TestLocation) -> R.State? {
    guard let next = inbox.withLock({ $0.states.popFirst() }) else {
      fail("Expected to receive a state, but none arrived." + whyNothingArrived(), at: location)
      return nil
    }
    return next
  }

  /// Non-exhaustive `receive`: the first state that arrived and matches
  /// what `update` mentions; the states before it are skipped (listed with
  /// `showSkippedAssertions`). Fails, against the latest state, when none
  /// matches.
  private func receiveMatching(
    _ update: (inout R.State) throws -> Void, at location: TestLocation
  ) {
    let arrived = inbox.withLock { $0.takeStates() }
    guard !arrived.isEmpty else {
      fail("Expected to receive a state, but none arrived." + whyNothingArrived(), at: location)
      return
    }
    for (index, candidate) in arrived.enumerated() {
      var expected = candidate
      guard (try? update(&expected)) != nil, expected == candidate else { continue }
      if index > 0 {
        exhaustive(
          "receive skipped \(count(index, "state")) before the one it matched:\n\n"
            + dumps(arrived[..<index]), at: location)
      }
      inbox.withLock {
        $0.states.insert(contentsOf: arrived[(index + 1)...], at: $0.states.startIndex)
      }
      state = candidate
      return
    }
    withoutActuallyEscaping(update) { update in
      expect(
        arrived[arrived.count - 1], toBe: update,
        what: "the latest of \(count(arrived.count, "received state")) (none matched)",
        at: location)
    }
  }

  /// Asserts the next error a `mutate` (or `transform`) stream reported:
  /// `assertError` receives the stream's own error (its action is named in
  /// failure messages). Fails when no error was reported.
  public func receiveError(
    _ assertError: ((any Error) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    scheduler.runEffects()
    guard let error = inbox.withLock({ $0.errors.popFirst() }) else {
      fail(
        "Expected to receive an error, but no stream of the reactor failed."
          + whyNothingArrived(), at: location)
      return
    }
    do {
      try assertError?(error.underlying)
    } catch {
      fail("Asserting the received error threw \(error).", at: location)
    }
  }

  /// What a failure about something that did not arrive adds: what is
  /// still in flight, and whether the store's scheduler has anything left
  /// to run (if not, the reactor's streams may run on another scheduler).
  func whyNothingArrived() -> String {
    let inFlight = reactor.inFlightActions
    guard !inFlight.isEmpty else { return "" }
    let actions = inFlight.map(describe).joined(separator: ", ")
    if scheduler.hasScheduledWork {
      return " Still in flight: \(actions); advance the scheduler to let them emit."
    }
    return " Still in flight: \(actions), but nothing is scheduled on the store's "
      + "scheduler: the reactor's streams may run on another scheduler (MainScheduler, a "
      + "dispatch queue) than the TestScheduler given to the TestStore."
  }

  private func failForUnassertedErrors(before what: String, at location: TestLocation) {
    let errors = inbox.withLock { $0.takeErrors() }
    for error in errors {
      let place =
        error.action.map { "\(error.stage.rawValue)(action: \($0))" }
        ?? error.stage.rawValue
      fail(
        "\(place) failed with \(error.underlying), and the test did not assert it "
          + "(use receiveError) before \(what).", at: location)
    }
  }

  // MARK: - Time

  /// Advances the scheduler by `interval` (virtual time), letting the
  /// reactor's asynchronous streams emit.
  ///
  /// A negative interval, or a positive one shorter than a tick of the
  /// scheduler's resolution, fails the test at this call and leaves the
  /// clock unchanged; a longer interval that is not a whole number of ticks
  /// rounds to the nearest tick (see
  /// ``TestScheduler/advance(by:fileID:filePath:line:column:)-(RxTimeInterval,_,_,_,_)``).
  public func advance(
    by interval: RxTimeInterval,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    scheduler.advance(by: interval, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Advances the scheduler by `ticks`; negative `ticks` fail the test at
  /// this call and leave the clock unchanged.
  public func advance(
    by ticks: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    scheduler.advance(by: ticks, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Advances the scheduler to tick `time`; a `time` earlier than the
  /// scheduler's clock fails the test at this call and leaves the clock
  /// unchanged.
  public func advance(
    to time: TestTime,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    scheduler.advance(to: time, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // MARK: - Finishing

  /// Fails the test for every received state not asserted and every
  /// `mutate` stream still in flight (exhaustive stores only). Called
  /// automatically when the store is released.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    finish(at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  private func finish(at location: TestLocation) {
    isFinished = true
    scheduler.runEffects()
    failForUnassertedErrors(before: "the end of the test", at: location)
    let unasserted = inbox.withLock { $0.takeStates() }
    if !unasserted.isEmpty {
      exhaustive(
        "The store received \(count(unasserted.count, "state")) that the test did not "
          + "assert (use receive):\n\n" + dumps(unasserted), at: location)
    }
    let inFlight = reactor.inFlightActions
    if !inFlight.isEmpty {
      exhaustive(
        "\(count(inFlight.count, "mutate stream")) still in flight at the end of the "
          + "test, started by: \(inFlight.map(describe).joined(separator: ", ")). "
          + "Advance the scheduler until they complete.", at: location)
    }
  }

  // MARK: - Assertions

  private func expect(
    _ actual: R.State,
    toBe update: ((inout R.State) throws -> Void)?,
    what: String,
    at location: TestLocation
  ) {
    var expected = exhaustivity == .on ? state : actual
    do {
      try update?(&expected)
    } catch {
      fail("Updating the expected state threw \(error).", at: location)
      return
    }
    if expected != actual {
      let diff = LineDiff.render(
        expected: StateTree(of: expected).nestedLines, actual: StateTree(of: actual).nestedLines)
      fail(
        "State does not match \(what): (− expected, + actual)\n\n"
          + diff.joined(separator: "\n"), at: location)
    }
    state = actual
  }

  func fail(_ message: String, at location: TestLocation) {
    failureHandler(message, location)
  }

  /// A failure of an exhaustive store; skipped by a non-exhaustive one, and
  /// listed with `showSkippedAssertions`.
  private func exhaustive(_ message: String, at location: TestLocation) {
    switch exhaustivity {
    case .on: fail(message, at: location)
    case .off(let showSkippedAssertions):
      if showSkippedAssertions { skippedHandler(message, location) }
    }
  }

  func describe(_ value: Any) -> String {
    StateTree(of: value).singleLine
  }

  private func dumps(_ states: some Sequence<R.State>) -> String {
    states.map { StateTree(of: $0).nestedLines.joined(separator: "\n") }
      .joined(separator: "\n\n")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
