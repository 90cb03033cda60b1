extension StatefulTest {
  /// The failure of `outcome`, shrunk to a locally minimal run that fails
  /// the same way.
  @usableFromInline
  func failure(shrinking outcome: Outcome, cause: Cause, seed: UInt64) -> Failure {
    let shrunk = shrink(outcome, kind: cause.kind)
    return Failure(
      seed: seed, steps: shrunk.steps, invariant: shrunk.cause?.label ?? cause.label,
      state: shrunk.state, previousState: shrunk.previousState,
      testSource: testSource(for: shrunk.steps, seed: seed), ruleNames: ruleNames)
  }

  /// `outcome` shrunk: steps removed while the rest still fails with the
  /// same `kind`, in chunks of half the steps down to single steps, then
  /// single steps again until none can go; then each step's ticks cut to
  /// none where that still fails.
  ///
  /// Deterministic: replays make each action again from the numbers its
  /// rule drew, never new ones. Stops early after `maximumShrinkReplays` (2,000) replays.
  func shrink(_ outcome: Outcome, kind: String) -> Outcome {
    var best = outcome
    var budget = Self.maximumShrinkReplays
    /// Replays `candidate`; keeps it when it fails the same way.
    func stillFails(_ candidate: [Step]) -> Bool {
      let replayed = replay(candidate)
      guard replayed.cause?.kind == kind else { return false }
      best = replayed
      return true
    }
    shrinkByRemoving(current: { best.steps }, budget: &budget, stillFails: stillFails)
    for index in best.steps.indices where index < best.steps.count && best.steps[index].ticks > 0 {
      guard budget > 0 else { break }
      budget -= 1
      var candidate = best.steps
      candidate[index].ticks = 0
      _ = stillFails(candidate)
    }
    return best
  }
}
