import XCTest

@testable import ReactorCore

/// The action queue's state machine, tested directly: every legal path an
/// action, a mutation or a delivery takes, the intakes each phase opens, and
/// refusal of every transition that is not legal where it is taken.
final class QueueStateTests: XCTestCase {
  private typealias Phase = QueueState.Phase
  private typealias Transition = QueueState.Transition

  /// Takes `transitions` in order from a fresh queue, failing on the first
  /// illegal one, and returns the phases visited.
  private func run(_ transitions: [Transition], line: UInt = #line) -> [Phase] {
    var queue = QueueState()
    var phases: [Phase] = []
    for transition in transitions {
      XCTAssertTrue(
        queue.take(transition), "\(transition) refused in \(queue.phase)", line: line)
      phases.append(queue.phase)
    }
    return phases
  }

  func test_newQueueIsIdleWithNoIntakeOpen() {
    let queue = QueueState()
    XCTAssertEqual(queue.phase, .idle)
    XCTAssertEqual(queue.intake, .none)
  }

  func test_actionWhoseMutationsAreKnownUpFrontIsReducedWhileMutating() {
    XCTAssertEqual(
      run([
        .startAction, .startReducing, .startPublishingReduced, .finishApply(resuming: .mutating),
        .finishAction,
      ]),
      [.mutating, .reducing, .publishing, .mutating, .idle])
  }

  func test_mutationEmittedWhileSubscribingIsReducedInsideTheIntake() {
    XCTAssertEqual(
      run([
        .startAction, .startSubscribing, .startReducing, .startPublishingReduced,
        .finishApply(resuming: .subscribing), .finishAction,
      ]),
      [.mutating, .subscribing, .reducing, .publishing, .subscribing, .idle])
  }

  func test_queuedMutationIsReducedFromIdle() {
    XCTAssertEqual(
      run([.startReducing, .startPublishingReduced, .finishApply(resuming: .idle)]),
      [.reducing, .publishing, .idle])
  }

  func test_stateTransformThatEmitsSynchronouslyPublishesInsideItsIntake() {
    XCTAssertEqual(
      run([
        .startReducing, .startTransformingState, .startPublishingTransformed,
        .finishPublishingTransformed, .finishApply(resuming: .idle),
      ]),
      [.reducing, .transformingState, .publishing, .transformingState, .idle])
  }

  func test_queuedDeliveryRunsFromIdleAndReturnsToIt() {
    XCTAssertEqual(run([.startPublishing, .finishPublishing]), [.publishing, .idle])
  }

  func test_onlySubscribingOpensTheMutationsIntakeAndOnlyTransformingStateTheStatesIntake() {
    var queue = QueueState()
    var intakes: [Phase: QueueState.Intake] = [.idle: queue.intake]
    for transition: Transition in [
      .startAction, .startSubscribing, .startReducing, .startTransformingState,
      .startPublishingTransformed,
    ] {
      XCTAssertTrue(queue.take(transition))
      intakes[queue.phase] = queue.intake
    }
    XCTAssertEqual(
      intakes,
      [
        .idle: .none, .mutating: .none, .subscribing: .mutations, .reducing: .none,
        .transformingState: .states, .publishing: .none,
      ])
  }

  func test_reducingClosesTheIntakeAndFinishingTheMutationReopensIt() {
    var queue = QueueState()
    _ = queue.take(.startAction)
    _ = queue.take(.startSubscribing)
    XCTAssertEqual(queue.intake, .mutations)
    _ = queue.take(.startReducing)
    XCTAssertEqual(queue.intake, .none, "reduce runs with the intake closed")
    _ = queue.take(.startPublishingReduced)
    XCTAssertEqual(queue.intake, .none, "observers run with the intake closed")
    _ = queue.take(.finishApply(resuming: .subscribing))
    XCTAssertEqual(queue.intake, .mutations)
  }

  func test_everyTransitionNotListedAsLegalIsRefusedAndChangesNothing() {
    let phases: [Phase] = [
      .idle, .mutating, .subscribing, .reducing, .transformingState, .publishing,
    ]
    let transitions: [Transition] =
      [
        .startAction, .startSubscribing, .finishAction, .startReducing,
        .startPublishingReduced, .startTransformingState, .startPublishingTransformed,
        .finishPublishingTransformed, .startPublishing, .finishPublishing,
      ] + phases.map { .finishApply(resuming: $0) }
    let legal: Set<String> = [
      "idle startAction", "mutating startSubscribing", "mutating finishAction",
      "subscribing finishAction", "idle startReducing", "mutating startReducing",
      "subscribing startReducing", "reducing startPublishingReduced",
      "reducing startTransformingState", "transformingState startPublishingTransformed",
      "publishing finishPublishingTransformed", "idle startPublishing",
      "publishing finishPublishing",
      "publishing finishApply(resuming: idle)", "publishing finishApply(resuming: mutating)",
      "publishing finishApply(resuming: subscribing)",
      "transformingState finishApply(resuming: idle)",
      "transformingState finishApply(resuming: mutating)",
      "transformingState finishApply(resuming: subscribing)",
    ]
    var checked = 0
    for phase in phases {
      for transition in transitions {
        var queue = reach(phase)
        let name = "\(phase) \(describe(transition))"
        let accepted = queue.take(transition)
        XCTAssertEqual(accepted, legal.contains(name), name)
        if !accepted { XCTAssertEqual(queue.phase, phase, "\(name) changed the phase") }
        checked += 1
      }
    }
    XCTAssertEqual(checked, 6 * 16)
  }

  /// A queue in `phase`, reached by legal transitions.
  private func reach(_ phase: Phase) -> QueueState {
    let paths: [Phase: [Transition]] = [
      .idle: [],
      .mutating: [.startAction],
      .subscribing: [.startAction, .startSubscribing],
      .reducing: [.startReducing],
      .transformingState: [.startReducing, .startTransformingState],
      .publishing: [.startPublishing],
    ]
    var queue = QueueState()
    for transition in paths[phase]! { XCTAssertTrue(queue.take(transition)) }
    XCTAssertEqual(queue.phase, phase)
    return queue
  }

  private func describe(_ transition: Transition) -> String {
    if case .finishApply(let phase) = transition { return "finishApply(resuming: \(phase))" }
    return "\(transition)"
  }
}
