import ReactorCore
import Streams

/// A property-based test of a reactor's state transitions, after
/// Hypothesis' `RuleBasedStateMachine`: rules make actions at random,
/// invariants must hold after each of them, and a failure is shrunk to the
/// shortest actions that still break it, with the seed that reproduces it.
///
/// ```swift
/// StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
///   .rule("add") { state, random in .add(Int.random(in: 1...5, using: &random)) }
///   .rule("remove", weight: 2, when: { !$0.items.isEmpty }) { state, random in .remove(at: 0) }
///   .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
///   .check(runs: 200, steps: 50)
/// ```
///
/// Each run makes a fresh reactor on a fresh ``TestScheduler`` (one second
/// per tick) and sends it up to `steps` actions. Before each, the rules
/// whose precondition (`when`) holds on the current state are weighed and
/// one is drawn; it makes the action from the state and the run's
/// ``SeededRandom``. Between two actions the scheduler advances a number of
/// ticks drawn from `ticksBetweenActions`, so that delays, debounces and
/// `Observable.run` sleeps on the scheduler (or a ``TestClock`` on it) take
/// part. Every invariant is checked on the initial state, after every
/// action and after every tick; an error of the reactor's streams
/// (what `Hooks.reactorError` would get) is a failure too.
///
/// A failure is shrunk: steps are removed, in halves, then quarters, down
/// to one at a time, as long as the rest still fails the same way; a step
/// whose rule's precondition no longer holds when its turn comes is
/// dropped. The result is locally minimal: removing any one action makes
/// the test pass (or fail otherwise). See ``Failure``.
///
/// A value type: `rule` and `invariant` return a new test. Runs are
/// synchronous, on the calling thread; the closures run there.
///
/// - Complexity: O(`runs` × `steps` × (rules + invariants)) to search,
///   plus O(*n*²) replays of at most *n* steps to shrink a failure of *n*
///   steps (at most 2,000 replays).
public struct StatefulTest<R: Reactor> {
  /// One rule: how to make an action, when, and how often.
  @usableFromInline
  struct Rule {
    @usableFromInline let name: String
    @usableFromInline let weight: Int
    @usableFromInline let when: (R.State) -> Bool
    @usableFromInline let action: (R.State, inout SeededRandom) -> R.Action
  }

  /// One invariant: a name and the check.
  @usableFromInline
  struct Invariant {
    @usableFromInline let name: String
    @usableFromInline let holds: (R.State) -> Bool
  }

  /// Makes a fresh reactor on a run's scheduler.
  @usableFromInline let make: (TestScheduler) -> R
  @usableFromInline private(set) var rules: [Rule] = []
  @usableFromInline private(set) var invariants: [Invariant] = []

  /// How many replays shrinking may take before it settles for what it has.
  static var maximumShrinkReplays: Int { 2_000 }

  /// Creates a test of the reactors `make` returns: one per run, on that
  /// run's virtual-time scheduler.
  public init(_ make: @escaping (TestScheduler) -> R) {
    self.make = make
  }

  /// This test with one more rule.
  ///
  /// - Parameters:
  ///   - name: what the rule does, shown with its actions in a failure.
  ///   - weight: how often the rule is drawn compared with the others that
  ///     apply (2 is twice as often as 1); a weight of 0 or less is never
  ///     drawn.
  ///   - when: the rule's precondition on the current state; a rule applies
  ///     only when it holds (always, by default).
  ///   - action: makes the action from the current state and the run's
  ///     random numbers; draw only from `random`, so that the seed
  ///     reproduces the run.
  /// - Returns: a new test; this one is unchanged.
  public func rule(
    _ name: String, weight: Int = 1, when: @escaping (R.State) -> Bool = { _ in true },
    _ action: @escaping (R.State, inout SeededRandom) -> R.Action
  ) -> StatefulTest<R> {
    var test = self
    test.rules.append(Rule(name: name, weight: weight, when: when, action: action))
    return test
  }

  /// This test with one more invariant: `holds` must return `true` for the
  /// initial state and every state after an action or a tick.
  ///
  /// - Parameters:
  ///   - name: what must hold, named in a failure.
  ///   - holds: the check.
  /// - Returns: a new test; this one is unchanged.
  public func invariant(
    _ name: String, _ holds: @escaping (R.State) -> Bool
  ) -> StatefulTest<R> {
    var test = self
    test.invariants.append(Invariant(name: name, holds: holds))
    return test
  }

  /// Runs the test without reporting, and returns its shrunk failure, or
  /// `nil` when every run passed.
  ///
  /// The same `seed` gives the same runs and the same failure, shrunk to
  /// the same actions, on every machine. Without one, a seed is drawn and
  /// printed (`StatefulTest: seed 123…`), so that a failure seen once can be
  /// run again.
  ///
  /// Refused, with a failure saying why (and no run): `runs` or `steps` of 0
  /// or less, a tick range below 0. A test in which no rule ever applies
  /// (no rules, or every precondition false) fails with a message saying so,
  /// rather than passing with nothing tested.
  ///
  /// - Parameters:
  ///   - runs: how many fresh reactors to try.
  ///   - steps: the most actions sent to each (a run ends sooner when no
  ///     rule applies).
  ///   - seed: the seed of the whole test; `nil` draws one.
  ///   - ticksBetweenActions: the scheduler ticks advanced after each
  ///     action, drawn from this range (none by default).
  /// - Returns: the failure, shrunk, or `nil`.
  @inlinable
  public func run(
    runs: Int = 100, steps: Int = 50, seed: UInt64? = nil,
    ticksBetweenActions: ClosedRange<Int> = 0...0
  ) -> Failure? {
    let seed = seed ?? Self.drawnSeed()
    if let refusal = Self.refusal(runs: runs, steps: steps, ticks: ticksBetweenActions) {
      return refused(refusal, seed: seed)
    }
    var seeds = SeededRandom(seed: seed)
    var sentAny = false
    for _ in 0..<runs {
      var random = SeededRandom(seed: seeds.next())
      let outcome = explore(steps: steps, ticks: ticksBetweenActions, random: &random)
      if let cause = outcome.cause {
        return failure(shrinking: outcome, cause: cause, seed: seed)
      }
      sentAny = sentAny || !outcome.steps.isEmpty
    }
    guard sentAny else { return neverApplied(seed: seed) }
    return nil
  }

  /// Runs the test (``run(runs:steps:seed:ticksBetweenActions:)``) and
  /// reports its failure, if any, where it is called: an XCTest failure in
  /// an XCTest test, a Swift Testing issue in a `@Test`. The message is the
  /// failure's ``Failure/description``: the seed, the shortest failing
  /// actions, what failed, the state and a `TestStore` test reproducing it.
  public func check(
    runs: Int = 100, steps: Int = 50, seed: UInt64? = nil,
    ticksBetweenActions: ClosedRange<Int> = 0...0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    guard
      let failure = run(
        runs: runs, steps: steps, seed: seed, ticksBetweenActions: ticksBetweenActions)
    else { return }
    FailureReporting.record(
      failure.description,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension StatefulTest {
  // MARK: - Bad input

  /// Why `run` refuses these parameters, or `nil`.
  @usableFromInline
  static func refusal(runs: Int, steps: Int, ticks: ClosedRange<Int>) -> String? {
    if runs < 1 { return "runs is \(runs); it must be 1 or more" }
    if steps < 1 { return "steps is \(steps); it must be 1 or more" }
    if ticks.lowerBound < 0 {
      return "ticksBetweenActions is \(ticks); ticks cannot be negative (0...0 advances none)"
    }
    return nil
  }

  /// The failure of a refused run: nothing sent, the initial state.
  @usableFromInline
  func refused(_ reason: String, seed: UInt64) -> Failure {
    let scheduler = TestScheduler(initialClock: 0)
    let state = make(scheduler).currentState
    return Failure(
      seed: seed, steps: [], invariant: "refused: \(reason)", state: state,
      previousState: state, testSource: "", ruleNames: ruleNames)
  }

  /// The failure of a test that never sent an action.
  @usableFromInline
  func neverApplied(seed: UInt64) -> Failure {
    let scheduler = TestScheduler(initialClock: 0)
    let state = make(scheduler).currentState
    let reason =
      rules.isEmpty
      ? "the test has no rules: add one with rule(_:weight:when:_:)"
      : "no rule ever applied: the precondition (when:) of every rule ("
        + rules.map { "\"\($0.name)\"" }.joined(separator: ", ")
        + ") was false, or its weight 0, in every run; nothing was tested"
    return Failure(
      seed: seed, steps: [], invariant: reason, state: state, previousState: state,
      testSource: "", ruleNames: ruleNames)
  }

  var ruleNames: [String] { rules.map(\.name) }

  /// A seed for a run given none, printed so that the run can be repeated.
  @usableFromInline
  static func drawnSeed() -> UInt64 {
    let seed = SeededRandom.drawSeed()
    print("StatefulTest<\(R.self)>: seed \(seed) (run(seed: \(seed)) repeats this test)")
    return seed
  }
}
