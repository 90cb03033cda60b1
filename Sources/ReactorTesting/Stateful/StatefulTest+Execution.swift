import ReactorCore
import Streams

extension StatefulTest {
  /// One action of a run: the rule that made it, the action, and the ticks
  /// advanced after it.
  @usableFromInline
  struct Step {
    @usableFromInline let rule: Int
    @usableFromInline let action: R.Action
    @usableFromInline var ticks: Int
    /// The generator as the rule found it when it made `action`: a replay
    /// makes the action again from the same numbers and the state it is
    /// sent to then.
    @usableFromInline let draws: SeededRandom

    @usableFromInline
    init(rule: Int, action: R.Action, ticks: Int, draws: SeededRandom) {
      self.rule = rule
      self.action = action
      self.ticks = ticks
      self.draws = draws
    }
  }

  /// What failed: an invariant, or an error of the reactor's streams.
  @usableFromInline
  struct Cause {
    /// Shown in the failure: the invariant's name, or the error.
    @usableFromInline let label: String
    /// Compared while shrinking: a shorter run must fail the same way.
    @usableFromInline let kind: String

    @usableFromInline
    init(label: String, kind: String) {
      self.label = label
      self.kind = kind
    }
  }

  /// How a run went: the steps it took (up to the failure), what failed,
  /// the state then and the state before the last action.
  @usableFromInline
  struct Outcome {
    @usableFromInline var steps: [Step] = []
    @usableFromInline var cause: Cause?
    @usableFromInline var state: R.State
    @usableFromInline var previousState: R.State

    @usableFromInline
    init(cause: Cause?, state: R.State, previousState: R.State) {
      self.cause = cause
      self.state = state
      self.previousState = previousState
    }
  }

  /// The first thing that fails in `run` now, with its state: an error of
  /// its streams, then the invariants in the order they were added.
  @inlinable
  func check(_ run: StatefulRun<R>) -> (cause: Cause?, state: R.State) {
    let state = run.state
    if let error = run.takeError() {
      return (Cause(label: "reactor error: \(error)", kind: "reactor error"), state)
    }
    for invariant in invariants where !invariant.holds(state) {
      return (Cause(label: invariant.name, kind: invariant.name), state)
    }
    return (nil, state)
  }

  /// One run with actions drawn from `random`: up to `steps` of them, each
  /// from a rule that applies, with ticks drawn from `ticks` after each.
  @inlinable
  func explore(steps: Int, ticks: ClosedRange<Int>, random: inout SeededRandom) -> Outcome {
    let run = StatefulRun(make: make)
    run.prepareAction()
    defer { run.close() }
    let (cause, state) = check(run)
    var outcome = Outcome(cause: cause, state: state, previousState: state)
    guard cause == nil else { return outcome }
    outcome.steps.reserveCapacity(steps)
    for _ in 0..<steps {
      let state = outcome.state
      guard let rule = drawRule(for: state, random: &random) else { break }
      let draws = random
      let action = rules[rule].action(state, &random)
      let step = Step(
        rule: rule, action: action, ticks: Int.random(in: ticks, using: &random), draws: draws)
      if take(step, in: run, outcome: &outcome) { break }
    }
    return outcome
  }

  /// Runs `steps` again on a fresh reactor, skipping each whose rule's
  /// precondition does not hold when its turn comes, up to the first
  /// failure. Each action is made again by its rule, from the numbers it
  /// drew and the state it is sent to now, so that a shorter run never sends
  /// an action made for another state (`.remove(at: 2)` of a cart that now
  /// holds two items).
  @usableFromInline
  func replay(_ steps: [Step]) -> Outcome {
    let run = StatefulRun(make: make)
    defer { run.close() }
    let (cause, state) = check(run)
    var outcome = Outcome(cause: cause, state: state, previousState: state)
    guard cause == nil else { return outcome }
    for step in steps where rules[step.rule].when(outcome.state) {
      var draws = step.draws
      let action = rules[step.rule].action(outcome.state, &draws)
      let remade = Step(rule: step.rule, action: action, ticks: step.ticks, draws: step.draws)
      if take(remade, in: run, outcome: &outcome) { break }
    }
    return outcome
  }

  /// Sends `step`'s action, then advances its ticks one by one, checking
  /// after each; `true` when something failed (the step's ticks cut to
  /// those advanced).
  @inlinable
  func take(_ step: Step, in run: StatefulRun<R>, outcome: inout Outcome) -> Bool {
    outcome.previousState = outcome.state
    run.send(step.action)
    var taken = step
    taken.ticks = 0
    outcome.steps.append(taken)
    var (cause, state) = check(run)
    while cause == nil, taken.ticks < step.ticks {
      run.tick()
      taken.ticks += 1
      outcome.steps[outcome.steps.count - 1] = taken
      (cause, state) = check(run)
    }
    outcome.state = state
    outcome.cause = cause
    return cause != nil
  }

  /// A rule that applies to `state`, drawn by weight, or `nil` when none
  /// does.
  @inlinable
  func drawRule(for state: R.State, random: inout SeededRandom) -> Int? {
    // One rule: no precondition to weigh against another's.
    if rules.count == 1 {
      return rules[0].weight > 0 && rules[0].when(state) ? 0 : nil
    }
    // Each precondition is evaluated once (it may be costly), without
    // allocating: applicable rules are marked in a bit set of 64 per word.
    var applicable = 0 as UInt64
    var total = 0
    var overflow: [Int] = []
    for index in rules.indices where rules[index].weight > 0 && rules[index].when(state) {
      total += rules[index].weight
      if index < 64 { applicable |= 1 << UInt64(index) } else { overflow.append(index) }
    }
    guard total > 0 else { return nil }
    var draw = Int.random(in: 0..<total, using: &random)
    for index in rules.indices {
      let applies = index < 64 ? applicable & (1 << UInt64(index)) != 0 : overflow.contains(index)
      guard applies else { continue }
      if draw < rules[index].weight { return index }
      draw -= rules[index].weight
    }
    return nil
  }
}
