import Observation
import ReactorCore
import ReactorObservation

/// `observed.dispatch`: actions sent through an `ObservedReactor` whose
/// `count` field is tracked (read once, so every state compares it and
/// notifies the registrar).
@MainActor
private func observedDispatch() -> Double {
  let observed = ObservedReactor(reactor: CounterReactor())
  let changes = ChangeCounter()
  withObservationTracking({ _ = observed.count }, onChange: { changes.increment() })
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount { observed.send(.increase) }
  }
  precondition(observed.count == actionCount, "observed.dispatch lost actions")
  precondition(changes.value == 1, "observed.dispatch: the tracked read fires once")
  return result
}

/// `observed.dispatch.rearmed`: the same with `withObservationTracking`
/// re-armed after every change, as a SwiftUI view re-evaluating its body
/// would.
@MainActor
private func observedDispatchRearmed() -> Double {
  let observed = ObservedReactor(reactor: CounterReactor())
  let changes = ChangeCounter()
  func track() {
    withObservationTracking({ _ = observed.count }, onChange: { changes.increment() })
  }
  track()
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount {
      observed.send(.increase)
      track()
    }
  }
  precondition(observed.count == actionCount, "observed.dispatch lost actions")
  precondition(changes.value == actionCount, "observed.dispatch missed invalidations")
  return result
}

/// Counts invalidations (`onChange` is `@Sendable`; it runs on the main
/// thread here).
private final class ChangeCounter: @unchecked Sendable {
  private(set) var value = 0
  func increment() { value += 1 }
}

func observationScenarios() -> [Scenario] {
  [
    Scenario(
      name: "observed.dispatch",
      summary:
        "ObservedReactor.send, one tracked field re-armed per change (baseline: reactor.dispatch; target ≤3x)",
      measure: { MainActor.assumeIsolated { observedDispatch() } },
      baseline: reactorDispatch),
    Scenario(
      name: "observed.dispatch.rearmed",
      summary:
        "the same, withObservationTracking re-armed after each change (baseline: observed.dispatch)",
      measure: { MainActor.assumeIsolated { observedDispatchRearmed() } },
      baseline: { MainActor.assumeIsolated { observedDispatch() } }),
  ]
}
