import ReactorCore
import ReactorTestSource

extension StatefulTest {
  /// How a ``StatefulTest`` failed, shrunk: the seed that reproduces it,
  /// the shortest actions that still fail, what failed, the state then, and
  /// a `TestStore` test that replays it.
  ///
  /// `description` gives all of it, the state as a line diff from the state
  /// before the last action (`−` before, `+` after); ``check(runs:steps:seed:ticksBetweenActions:fileID:filePath:line:column:)``
  /// reports it.
  public struct Failure: CustomStringConvertible {
    /// The seed the test ran with: `run(seed:)` with it (and the same
    /// `runs`, `steps` and tick range) fails the same way again.
    public let seed: UInt64
    /// The failing actions, shrunk: none can be removed and the test still
    /// fail the same way; actions whose rule's precondition no longer held
    /// are dropped. Empty when the initial state fails, or when the test
    /// was refused.
    public var actions: [R.Action] { steps.map(\.action) }
    /// The name of the invariant that failed, or what else failed (an
    /// error of the reactor's streams, a refused parameter, rules that
    /// never apply).
    public let invariant: String
    /// The state when the test failed (after the last action, and the
    /// ticks after it).
    public let state: R.State
    /// A `TestStore` test that sends the actions and asserts each state
    /// they lead to, written as `--emit-test` writes a recorded session
    /// (`Recording.testStoreSource`); when the action type is not `Codable`
    /// (a recording needs it), a comment saying so and the actions as
    /// `store.send` lines to start from. Empty for a refused test.
    public let testSource: String

    let steps: [Step]
    let previousState: R.State
    let ruleNames: [String]

    init(
      seed: UInt64, steps: [Step], invariant: String, state: R.State, previousState: R.State,
      testSource: String, ruleNames: [String]
    ) {
      self.seed = seed
      self.steps = steps
      self.invariant = invariant
      self.state = state
      self.previousState = previousState
      self.testSource = testSource
      self.ruleNames = ruleNames
    }

    /// The whole failure: what failed and the seed, the shrunk actions
    /// (with their rules and ticks), the state as a line diff and the
    /// reproducing test.
    public var description: String {
      var lines = [headline]
      guard !steps.isEmpty || !testSource.isEmpty else {
        return lines.joined(separator: "\n")
      }
      if steps.isEmpty {
        lines.append("The initial state fails, before any action:")
        lines += Recording.stateLines(of: state).map { "  " + $0 }
      } else {
        lines.append("Shortest failing actions (\(steps.count)):")
        for (index, step) in steps.enumerated() {
          let ticks =
            step.ticks == 0 ? "" : ", then \(step.ticks) tick\(step.ticks == 1 ? "" : "s")"
          lines.append(
            "  \(index + 1). \(Self.text(of: step.action)) (rule \"\(ruleNames[step.rule])\""
              + "\(ticks))")
        }
        lines.append("State after the last action (− before it, + after):")
        lines += LineDiff.render(
          expected: Recording.stateLines(of: previousState),
          actual: Recording.stateLines(of: state)
        ).map { "  " + $0 }
      }
      if !testSource.isEmpty {
        lines.append("A TestStore test that reproduces it:")
        lines += testSource.split(separator: "\n", omittingEmptySubsequences: false)
          .map { $0.isEmpty ? "" : "  " + $0 }
      }
      return lines.joined(separator: "\n")
    }

    /// `action` as Swift source (`.add(1)`), or as it prints.
    static func text(of action: R.Action) -> String {
      SwiftLiteral.of(action)?.inline ?? String(describing: action)
    }

    private var headline: String {
      let reactor = StateTree.typeName(ofType: R.self)
      let reproduce = "seed \(seed): run(seed: \(seed)) reproduces it"
      if invariant.hasPrefix("refused: ") || steps.isEmpty && testSource.isEmpty {
        return "StatefulTest<\(reactor)> failed: \(invariant) (\(reproduce))."
      }
      if invariant.hasPrefix("reactor error: ") {
        return "StatefulTest<\(reactor)> failed with a \(invariant) (\(reproduce))."
      }
      return "StatefulTest<\(reactor)> failed: invariant \"\(invariant)\" does not hold "
        + "(\(reproduce))."
    }
  }
}
