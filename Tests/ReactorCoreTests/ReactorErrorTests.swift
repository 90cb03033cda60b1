import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import XCTest

@testable import ReactorCore

/// A reactor whose overridden transforms fail on `"bad"`: `transform(action:)`
/// on the action `"bad action"`, `transform(mutation:)` on the mutation
/// `"bad mutation"`, `transform(state:)` on a state whose last mutation is
/// `"bad state"`.
private final class FailingTransformsReactor: Reactor {
  typealias Action = String
  typealias Mutation = String
  typealias State = [String]

  let initialState: [String] = []

  func transform(action: Observable<String>) -> Observable<String> {
    action.map { action in
      if action == "bad action" { throw TestError.other(1) }
      return action
    }
  }

  func transform(mutation: Observable<String>) -> Observable<String> {
    mutation.map { mutation in
      if mutation == "bad mutation" { throw TestError.other(2) }
      return mutation
    }
  }

  func transform(state: Observable<[String]>) -> Observable<[String]> {
    state.map { state in
      if state.last == "bad state" { throw TestError.other(3) }
      return state
    }
  }

  func reduce(state: [String], mutation: String) -> [String] {
    state + [mutation]
  }
}

/// Errors are reported to `Hooks.reactorError`, never swallowed, and
/// never end the reactor.
final class ReactorErrorTests: ErrorHookTestCase {
  private func failingReactor() -> ScriptReactor {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "fail" ? .concat(.just("before"), .error(TestError.boom)) : .just(action)
    }
    return reactor
  }

  func test_errorInMutateStreamReachesErrorHandlerWithReactorTypeStageAndAction() {
    let reactor = failingReactor()

    reactor.action.onNext("fail")

    XCTAssertEqual(reported.errors.count, 1)
    let error = reported.errors.first
    XCTAssertEqual(error?.reactorType, "ScriptReactor")
    XCTAssertEqual(error?.stage, .mutate)
    XCTAssertEqual(error?.action, "fail")
    XCTAssertEqual(error?.underlying as? TestError, .boom)
  }

  func test_mutationsEmittedBeforeTheErrorAreKept() {
    let reactor = failingReactor()

    reactor.action.onNext("fail")

    XCTAssertEqual(reactor.currentState.applied, ["before"])
  }

  func test_reactorKeepsWorkingAfterAMutateStreamFailed() {
    let reactor = failingReactor()
    var states: [[String]] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0.applied) })
    defer { subscription.dispose() }

    reactor.action.onNext("fail")
    reactor.action.onNext("next")
    reactor.action.onNext("fail")

    XCTAssertEqual(
      states, [[], ["before"], ["before", "next"], ["before", "next", "before"]])
    XCTAssertEqual(reported.errors.count, 2)
  }

  func test_mutateReturningAnErrorRightAwayIsReported() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "fail" ? .error(TestError.other(7)) : .just(action)
    }

    reactor.action.onNext("fail")
    reactor.action.onNext("ok")

    XCTAssertEqual(reported.errors.map { $0.underlying as? TestError }, [.other(7)])
    XCTAssertEqual(reactor.currentState.applied, ["ok"])
  }

  func test_errorEndsOnlyTheFailingStreamNotOtherInFlightStreams() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      switch action {
      case "slow": return .just("slow done").delay(.seconds(5), scheduler: scheduler)
      case "fail":
        return Observable<Int>.timer(.seconds(1), scheduler: scheduler)
          .map { _ -> String in throw TestError.boom }
      default: return .just(action)
      }
    }

    reactor.action.onNext("slow")
    reactor.action.onNext("fail")
    scheduler.advance(to: 1)
    XCTAssertEqual(reported.errors.count, 1)
    scheduler.advance(to: 5)

    XCTAssertEqual(reactor.currentState.applied, ["slow done"])
  }

  func test_asyncErrorInMutateStreamIsReportedWhenItHappens() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      Observable<Int>.timer(.seconds(3), scheduler: scheduler)
        .map { _ -> String in throw TestError.other(3) }
    }

    reactor.action.onNext("later")
    scheduler.advance(to: 2)
    XCTAssertEqual(reported.errors.count, 0)
    scheduler.advance(to: 3)

    XCTAssertEqual(reported.errors.map(\.action), ["later"])
    XCTAssertEqual(reported.errors.map { $0.underlying as? TestError }, [.other(3)])
  }

  /// A `FailingTransformsReactor` sent "one", `bad`, then "two".
  private func failingTransformsReactor(sentOneThen bad: String) -> FailingTransformsReactor {
    let reactor = FailingTransformsReactor()
    reactor.action.onNext("one")
    reactor.action.onNext(bad)
    reactor.action.onNext("two")
    return reactor
  }

  func test_errorEscapingTransformActionIsReportedAndReactorKeepsWorking() {
    let reactor = failingTransformsReactor(sentOneThen: "bad action")

    XCTAssertEqual(reactor.currentState, ["one", "two"])
    XCTAssertEqual(reported.errors.map(\.stage), [.transformAction])
    XCTAssertEqual(reported.errors.first?.reactorType, "FailingTransformsReactor")
    XCTAssertNil(reported.errors.first?.action)
  }

  func test_errorEscapingTransformMutationIsReportedAndReactorKeepsWorking() {
    let reactor = failingTransformsReactor(sentOneThen: "bad mutation")

    XCTAssertEqual(reactor.currentState, ["one", "two"])
    XCTAssertEqual(reported.errors.map(\.stage), [.transformMutation])
    XCTAssertEqual(reported.errors.map { $0.underlying as? TestError }, [.other(2)])
  }

  /// Sends `actions` to `reactor` while its state is shown: the states shown.
  private func statesShown(by reactor: FailingTransformsReactor, sending actions: [String])
    -> [[String]]
  {
    var states: [[String]] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }
    for action in actions { reactor.action.onNext(action) }
    return states
  }

  func test_errorEscapingTransformStateIsReportedAndReactorKeepsWorking() {
    let reactor = FailingTransformsReactor()

    let states = statesShown(by: reactor, sending: ["one", "bad state", "two"])

    XCTAssertEqual(reactor.currentState, ["one", "bad state", "two"])
    XCTAssertEqual(states, [[], ["one"], ["one", "bad state", "two"]])
    XCTAssertEqual(reported.errors.map(\.stage), [.transformState])
  }

  func test_stateStreamKeepsWorkingAfterRepeatedTransformStateErrors() {
    let reactor = FailingTransformsReactor()

    let states = statesShown(by: reactor, sending: ["bad state", "bad state", "ok"])

    XCTAssertEqual(states, [[], ["bad state", "bad state", "ok"]])
    XCTAssertEqual(reported.errors.map(\.stage), [.transformState, .transformState])
  }

  func test_reactorErrorDescriptionNamesTypeActionAndError() {
    let reactor = failingReactor()

    reactor.action.onNext("fail")

    XCTAssertEqual(
      reported.errors.first?.description,
      "ScriptReactor: mutate(action: fail) failed: boom; the reactor keeps working.")
  }

  func test_reactorErrorDescriptionOfATransformNamesTheStage() {
    let reactor = FailingTransformsReactor()

    reactor.action.onNext("bad mutation")

    XCTAssertEqual(
      reported.errors.first?.description,
      "FailingTransformsReactor: transform(mutation:) failed: other(2); "
        + "the reactor keeps working.")
  }

  func test_defaultErrorHandlerWritesTypeActionAndErrorToStandardError() {
    Hooks.reactorError = originalHandler
    let reactor = failingReactor()

    let output = capturingOutput(of: 2) { reactor.action.onNext("fail") }

    XCTAssertEqual(
      output,
      "HeadlessReactor error: ScriptReactor: mutate(action: fail) failed: boom; "
        + "the reactor keeps working.\n")
  }
}

/// Every read of a reactor hook, a traced reactor's output or its
/// error tap wrapped the stored closure in two more thunks.
final class ReactorHookStorageTests: XCTestCase {
  func test_reactorWarningReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.reactorWarning
    defer { Hooks.reactorWarning = saved }
    let probe = HookDepthProbe()
    Hooks.reactorWarning = { _ in probe.record() }
    let depths = probe.depths(
      read: { _ = Hooks.reactorWarning },
      roundTrip: { Hooks.reactorWarning = Hooks.reactorWarning },
      call: { Hooks.reactorWarning(ReactorWarning(.other, "probe")) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }

  func test_reactorErrorReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.reactorError
    defer { Hooks.reactorError = saved }
    let probe = HookDepthProbe()
    Hooks.reactorError = { _ in probe.record() }
    let error = ReactorError(
      reactorType: "Probe", stage: .mutate, action: nil, underlying: TestError.boom)
    let depths = probe.depths(
      read: { _ = Hooks.reactorError },
      roundTrip: { Hooks.reactorError = Hooks.reactorError },
      call: { Hooks.reactorError(error) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }

  func test_tracedReactorWritesEveryLineAtTheSameDepth() {
    let reactor = TracedReactor()
    let probe = HookDepthProbe()
    reactor.trace(to: { line in
      // One depth per action: its action line.
      if line.contains(" action: ") { probe.record() }
    })
    defer { reactor.stopTracing() }
    for _ in 0..<20_000 { reactor.action.onNext(.nothing) }
    let depths = probe.recorded
    XCTAssertEqual(depths.count, 20_000)
    XCTAssertEqual(Set(depths).count, 1, "first \(depths.first ?? 0), last \(depths.last ?? 0)")
  }

  func test_errorTapReadAMillionTimesRunsAtTheSameDepth() {
    let reactor = TracedReactor()
    let probe = HookDepthProbe()
    reactor.storage.tapErrors { _ in probe.record() }
    let error = ReactorError(
      reactorType: "Probe", stage: .mutate, action: nil, underlying: TestError.boom)
    let depths = probe.depths(
      read: { _ = reactor.storage.errorTap },
      roundTrip: { reactor.storage.tapErrors(reactor.storage.errorTap) },
      call: { reactor.storage.report(error, stage: .mutate, action: nil) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }
}
