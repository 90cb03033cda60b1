import ReactorCore
import Streams
import TestSupport
import Testing
import XCTest

@testable import ReactorTesting

/// `StatefulTest`: runs, shrinking, seeds, ticks, errors, bad input and
/// its report under XCTest.
final class StatefulTestTests: FailureCapturingTestCase {
  /// The cart's test: adds, removes and clears, with the sum invariant.
  private func cartTest(clearForgetsTotal: Bool = true) -> StatefulTest<CartReactor> {
    StatefulTest { scheduler in
      CartReactor(scheduler: scheduler, clearForgetsTotal: clearForgetsTotal)
    }
    .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
    .rule("remove", weight: 2, when: { !$0.items.isEmpty }) { state, random in
      .remove(at: Int.random(in: 0..<state.items.count, using: &random))
    }
    .rule("clear", when: { !$0.items.isEmpty }) { _, _ in .clear }
    .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
  }

  func test_aPassingTestReturnsNoFailure() {
    XCTAssertNil(cartTest(clearForgetsTotal: false).run(runs: 50, steps: 30, seed: 1))
  }

  func test_aFailingRunIsShrunkToTheShortestActions() throws {
    let failure = try XCTUnwrap(cartTest().run(runs: 50, steps: 30, seed: 7))
    XCTAssertEqual(failure.invariant, "total is the sum")
    XCTAssertEqual(failure.actions.count, 2)
    guard case .add = failure.actions.first else { return XCTFail("\(failure.actions)") }
    XCTAssertEqual(failure.actions.last, .clear)
    XCTAssertEqual(failure.state.items, [])
    XCTAssertNotEqual(failure.state.total, 0)
    XCTAssertEqual(failure.seed, 7)
  }

  func test_theShrunkActionsAreLocallyMinimal() throws {
    let test = cartTest()
    let failure = try XCTUnwrap(test.run(runs: 20, steps: 50, seed: 99))
    // Removing any one action makes the rest pass (or no longer fail so).
    for index in failure.steps.indices {
      var fewer = failure.steps
      fewer.remove(at: index)
      XCTAssertNil(test.replay(fewer).cause, "without action \(index + 1)")
    }
  }

  func test_aReplayMakesEachActionAgainForTheStateItIsSentTo() throws {
    // `remove` takes the last item. Recorded after three adds it is
    // `.remove(at: 2)`; replayed after two (as shrinking replays a run with
    // an action removed), sending it as recorded would trap the reactor's
    // `remove(at:)`. Made again by its rule, it is `.remove(at: 1)`.
    let removeLast: (CartReactor.State, inout SeededRandom) -> CartReactor.Action = { state, _ in
      .remove(at: state.items.count - 1)
    }
    let test = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
      .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
      .rule("remove last", when: { !$0.items.isEmpty }, removeLast)
    var random = SeededRandom(seed: 5)
    var steps: [StatefulTest<CartReactor>.Step] = []
    for (rule, count) in [(0, 0), (0, 1), (0, 2), (1, 3)] {
      let draws = random
      let action: CartReactor.Action =
        rule == 0 ? .add(Int.random(in: 1...5, using: &random)) : .remove(at: count - 1)
      steps.append(.init(rule: rule, action: action, ticks: 0, draws: draws))
    }
    XCTAssertEqual(steps[3].action, .remove(at: 2))

    let replayed = test.replay(Array(steps.dropFirst()))

    XCTAssertEqual(replayed.steps.map(\.action).last, .remove(at: 1))
    XCTAssertEqual(replayed.state.items.count, 1)
    XCTAssertNil(replayed.cause)
  }

  func test_theSameSeedGivesTheSameFailureAndActions() throws {
    for seed: UInt64 in [1, 2, 3, 12_345] {
      let first = try XCTUnwrap(cartTest().run(runs: 30, steps: 40, seed: seed))
      let second = try XCTUnwrap(cartTest().run(runs: 30, steps: 40, seed: seed))
      XCTAssertEqual(first.actions, second.actions)
      XCTAssertEqual(first.state, second.state)
      XCTAssertEqual(first.description, second.description)
    }
  }

  func test_actionsWhosePreconditionNoLongerHoldsAreDropped() throws {
    // `remove` applies only to a non-empty cart; a shrunk run never sends
    // one to an empty cart (which would crash the reactor).
    let test = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
      .rule("add") { _, _ in .add(1) }
      .rule("remove", when: { !$0.items.isEmpty }) { _, _ in .remove(at: 0) }
      .invariant("at most two items") { $0.items.count <= 2 }
    let failure = try XCTUnwrap(test.run(runs: 10, steps: 30, seed: 3))
    XCTAssertEqual(failure.actions, [.add(1), .add(1), .add(1)])
    XCTAssertEqual(failure.invariant, "at most two items")
  }

  func test_anInvariantIsCheckedOnTheInitialState() throws {
    let failure = try XCTUnwrap(
      StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
        .rule("add") { _, _ in .add(1) }
        .invariant("the cart starts with something") { !$0.items.isEmpty }
        .run(seed: 1))
    XCTAssertEqual(failure.actions, [])
    XCTAssertEqual(failure.invariant, "the cart starts with something")
    XCTAssertTrue(failure.description.contains("The initial state fails"), failure.description)
  }

  func test_ticksBetweenActionsLetDelayedMutationsTakePart() throws {
    let test = StatefulTest { scheduler in TimerReactor(scheduler: scheduler) }
      .rule("arm") { _, _ in .arm }
      .rule("wait") { _, _ in .wait }
      .invariant("never fires") { $0.fired == 0 }
    XCTAssertNil(test.run(runs: 20, steps: 20, seed: 5))
    let failure = try XCTUnwrap(test.run(runs: 20, steps: 20, seed: 5, ticksBetweenActions: 0...3))
    XCTAssertEqual(failure.actions, [.arm])
    XCTAssertEqual(failure.state.fired, 1)
    // Shrunk ticks too: the two the delay needs.
    XCTAssertEqual(failure.steps.map(\.ticks), [2])
  }

  func test_aReactorErrorIsAFailure() throws {
    let failure = try XCTUnwrap(
      StatefulTest { scheduler in LoaderReactor(scheduler: scheduler) }
        .rule("load") { _, random in .load(Int.random(in: -3...10, using: &random)) }
        .run(runs: 10, steps: 20, seed: 11))
    XCTAssertTrue(failure.invariant.hasPrefix("reactor error: "), failure.invariant)
    XCTAssertEqual(failure.actions.count, 1)
    guard case .load(let id) = failure.actions.first else { return XCTFail() }
    XCTAssertLessThan(id, 0)
  }

  func test_aFailureWritesATestStoreTestThatReproducesIt() throws {
    let failure = try XCTUnwrap(cartTest().run(runs: 50, steps: 30, seed: 7))
    let source = failure.testSource
    XCTAssertTrue(
      source.contains("final class CartReactorStatefulFailureTests: XCTestCase"), source)
    XCTAssertTrue(source.contains("let reactor = CartReactor(scheduler: scheduler)"), source)
    XCTAssertTrue(source.contains("let store = TestStore(reactor: reactor, scheduler: scheduler)"))
    XCTAssertTrue(source.contains("store.send(.clear) {"), source)
    XCTAssertTrue(source.contains("$0.items = []"), source)
    XCTAssertTrue(source.contains("store.finish()"), source)
  }

  func test_aNonCodableActionTypeGetsItsActionsInsteadOfATest() throws {
    let failure = try XCTUnwrap(
      StatefulTest { scheduler in LoaderReactor(scheduler: scheduler) }
        .rule("load") { _, _ in .load(-1) }
        .run(seed: 1))
    XCTAssertTrue(
      failure.testSource.hasPrefix("// No TestStore test could be written"), failure.testSource)
    XCTAssertTrue(failure.testSource.contains("store.send(.load(-1))"))
  }

  func test_theDescriptionGivesSeedActionsInvariantAndTheStateAsADiff() throws {
    let failure = try XCTUnwrap(cartTest().run(runs: 50, steps: 30, seed: 7))
    let description = failure.description
    XCTAssertTrue(
      description.hasPrefix(
        "StatefulTest<CartReactor> failed: invariant \"total is the sum\" does not hold "
          + "(seed 7: run(seed: 7) reproduces it)."), description)
    XCTAssertTrue(description.contains("Shortest failing actions (2):"), description)
    XCTAssertTrue(description.contains("2. .clear (rule \"clear\")"), description)
    XCTAssertTrue(description.contains("State after the last action (− before it, + after):"))
    XCTAssertTrue(description.contains("−"), description)
    XCTAssertTrue(description.contains("+"), description)
    XCTAssertTrue(description.contains("A TestStore test that reproduces it:"))
  }

  func test_rulesThatNeverApplyEndWithAClearMessage() throws {
    let failure = try XCTUnwrap(
      StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
        .rule("remove", when: { !$0.items.isEmpty }) { _, _ in .remove(at: 0) }
        .invariant("anything") { _ in true }
        .run(seed: 1))
    XCTAssertTrue(failure.invariant.hasPrefix("no rule ever applied"), failure.invariant)
    XCTAssertTrue(failure.invariant.contains("\"remove\""), failure.invariant)
    XCTAssertEqual(failure.actions, [])
  }

  func test_aTestWithoutRulesEndsWithAClearMessage() throws {
    let failure = try XCTUnwrap(
      StatefulTest { scheduler in CartReactor(scheduler: scheduler) }.run(seed: 1))
    XCTAssertTrue(failure.invariant.contains("no rules"), failure.invariant)
  }

  func test_badParametersAreRefusedWithAClearMessage() throws {
    let test = cartTest(clearForgetsTotal: false)
    let runs = try XCTUnwrap(test.run(runs: 0, seed: 1))
    XCTAssertEqual(runs.invariant, "refused: runs is 0; it must be 1 or more")
    let steps = try XCTUnwrap(test.run(steps: -1, seed: 1))
    XCTAssertEqual(steps.invariant, "refused: steps is -1; it must be 1 or more")
    let ticks = try XCTUnwrap(test.run(seed: 1, ticksBetweenActions: -2...(-1)))
    XCTAssertTrue(ticks.invariant.hasPrefix("refused: ticksBetweenActions is -2...-1"))
    XCTAssertEqual(ticks.actions, [])
  }

  func test_chainingReturnsNewTestsAndLeavesTheOriginal() {
    let base = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
    let withRule = base.rule("add") { _, _ in .add(1) }
    let withInvariant = withRule.invariant("small") { $0.items.count < 3 }
    XCTAssertEqual(base.rules.count, 0)
    XCTAssertEqual(withRule.invariants.count, 0)
    XCTAssertEqual(withInvariant.rules.count, 1)
    XCTAssertEqual(withInvariant.invariants.count, 1)
  }

  func test_checkReportsTheFailureAtTheCaller() {
    let test = cartTest()
    let line = #line + 1
    let failures = capturingFailures { test.check(runs: 50, steps: 30, seed: 7) }
    XCTAssertEqual(failures.count, 1)
    XCTAssertEqual(failures.first?.line, line)
    XCTAssertEqual(failures.first?.file, #filePath)
    XCTAssertTrue(
      failures.first?.description.contains("invariant \"total is the sum\"") ?? false,
      "\(failures)")
  }

  func test_checkOfAPassingTestReportsNothing() {
    let failures = capturingFailures {
      cartTest(clearForgetsTotal: false).check(runs: 20, steps: 20, seed: 2)
    }
    XCTAssertEqual(failures, [])
  }
}

/// `StatefulTest.check` inside Swift Testing: a failure is an issue at the
/// call, with no configuration.
@Suite struct StatefulTestSwiftTestingTests {
  @Test(.enabled(if: FailureReportingChecks.areOn)) func checkRecordsAFailureAsAnIssueAtTheCaller()
  {
    let test = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
      .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
      .rule("clear", when: { !$0.items.isEmpty }) { _, _ in .clear }
      .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
    let line = #line + 2
    withKnownIssue("Expected: a deliberate failure, checking that it reaches Swift Testing") {
      test.check(runs: 10, steps: 10, seed: 4)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.contains("invariant \"total is the sum\" does not hold (seed 4")
        && comment.contains("@Suite struct CartReactorStatefulFailureTests")
        && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func aPassingCheckRecordsNoIssue() {
    StatefulTest { scheduler in CartReactor(scheduler: scheduler, clearForgetsTotal: false) }
      .rule("add") { _, random in .add(Int.random(in: 1...5, using: &random)) }
      .rule("clear", when: { !$0.items.isEmpty }) { _, _ in .clear }
      .invariant("total is the sum") { $0.total == $0.items.reduce(0, +) }
      .check(runs: 10, steps: 10, seed: 4)
  }
}
