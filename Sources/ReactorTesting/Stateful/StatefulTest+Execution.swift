import ReactorCore
import Streams

extension StatefulTest {
  /// One action of a run: the rule that made it, the action, and the ticks
  /// advanced after it.
  struct Step {
    let rule: Int
    let action: R.Action
    var ticks: Int
  }

  /// What failed: an invariant, or an error of the reactor's streams.
  struct Cause {
    /// Shown in the failure: the invariant's name, or the error.
    let label: String
    /// Compared while shrinking: a shorter run must fail the same way.
    let kind: String
  }

  /// How a run went: the steps it took (up to the failure), what failed,
  /// the state then and the state before the last action.
  struct Outcome {
    var steps: [Step] = []
    var cause: Cause?
    var state: R.State
    var previousState: R.State
  }

  /// The first thing that fails in `run` now: an error of its streams, then
  /// the invariants in the order they were added.
  func check(_ run: StatefulRun<R>) -> Cause? {
    if let error = run.takeError() {
      return Cause(label: "reactor error: \(error)", kind: "reactor error")
    }
    let state = run.state
    for invariant in invariants where !invariant.holds(state) {
      return Cause(label: invariant.name, kind: invariant.name)
    }
    return nil
  }

  /// One run with actions drawn from `random`: up to `steps` of them, each
  /// from a rule that applies, with ticks drawn from `ticks` after each.
  func explore(steps: Int, ticks: ClosedRange<Int>, random: inout SeededRandom) -> Outcome {
    let run = StatefulRun(make: make)
    defer { run.close() }
    var outcome = Outcome(state: run.state, previousState: run.state)
    if let cause = check(run) {
      outcome.cause = cause
      return outcome
    }
    for _ in 0..<steps {
      let state = run.state
      guard let rule = drawRule(for: state, random: &random) else { break }
      let action = rules[rule].action(state, &random)
      let step = Step(rule: rule, action: action, ticks: Int.random(in: ticks, using: &random))
      if take(step, in: run, outcome: &outcome) { break }
    }
    return outcome
  }

  /// Runs `steps` again on a fresh reactor, skipping each whose rule's
  /// precondition does not hold when its turn comes, up to the first
  /// failure.
  func replay(_ steps: [Step]) -> Outcome {
    let run = StatefulRun(make: make)
    defer { run.close() }
    var outcome = Outcome(state: run.state, previousState: run.state)
    if let cause = check(run) {
      outcome.cause = cause
      return outcome
    }
    for step in steps where rules[step.rule].when(run.state) {
      if take(step, in: run, outcome: &outcome) { break }
    }
    return outcome
  }

  /// Sends `step`'s action, then advances its ticks one by one, checking
  /// after each; `true` when something failed (the step's ticks cut to
  /// those advanced).
  private func take(_ step: Step, in run: StatefulRun<R>, outcome: inout Outcome) -> Bool {
    outcome.previousState = run.state
    run.send(step.action)
    var taken = step
    taken.ticks = 0
    outcome.steps.append(taken)
    var cause = check(run)
    while cause == nil, taken.ticks < step.ticks {
      run.tick()
      taken.ticks += 1
      outcome.steps[outcome.steps.count - 1] = taken
      cause = check(run)
    }
    outcome.state = run.state
    outcome.cause = cause
    return cause != nil
  }

  /// A rule that applies to `state`, drawn by weight, or `nil` when none
  /// does.
  private func drawRule(for state: R.State, random: inout SeededRandom) -> Int? {
    let applicable = rules.indices.filter { rules[$0].weight > 0 && rules[$0].when(state) }
    let total = applicable.reduce(0) { $0 + rules[$1].weight }
    guard total > 0 else { return nil }
    var draw = Int.random(in: 0..<total, using: &random)
    for index in applicable {
      if draw < rules[index].weight { return index }
      draw -= rules[index].weight
    }
    return applicable.last
  }
}
