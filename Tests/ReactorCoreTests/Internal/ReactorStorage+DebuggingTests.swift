import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// A reactor with a nested struct in its state, for traces.
final class TracedReactor: Reactor {
  enum Action {
    case increase
    case rename(String)
    case nothing
  }

  struct User {
    var name: String
    var age: Int
  }

  struct State {
    var count = 0
    var user = User(name: "Ann", age: 30)
    var title = "Profile"
  }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .increase: state.count += 1
    case .rename(let name): state.user.name = name
    case .nothing: break
    }
    return state
  }
}

final class ReactorStorageDebuggingTests: XCTestCase {
  /// Starts tracing `reactor`: the lines its trace prints, in order.
  private func traceLines<R: Reactor>(of reactor: R) -> Log<String> {
    let lines = Log<String>()
    reactor.trace(to: { lines.append($0) })
    return lines
  }

  func test_tracingIsOffByDefault() {
    let reactor = TracedReactor()

    let output = capturingOutput(of: 1) {
      reactor.action.onNext(.increase)
      reactor.action.onNext(.rename("Bob"))
    }

    XCTAssertEqual(output, "")
  }

  func test_traceWithoutOutputPrintsToStandardOutput() {
    let reactor = TracedReactor()

    let output = capturingOutput(of: 1) {
      reactor.trace()
      reactor.action.onNext(.increase)
      reactor.stopTracing()
    }

    XCTAssertEqual(
      output,
      "TracedReactor action: increase\nTracedReactor mutation: increase\n"
        + "  - count: 0\n  + count: 1\n")
  }

  func test_traceLogsActionMutationAndACompactDiffOfWhatChanged() {
    let reactor = TracedReactor()
    let lines = traceLines(of: reactor)

    reactor.action.onNext(.increase)

    XCTAssertEqual(
      lines.entries,
      [
        "TracedReactor action: increase",
        "TracedReactor mutation: increase",
        "  - count: 0",
        "  + count: 1",
      ])
  }

  func test_traceShowsOnlyTheLinesThatChanged() {
    let reactor = TracedReactor()
    let lines = traceLines(of: reactor)

    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)

    let diffLines = lines.entries.filter { $0.hasPrefix("  ") }
    XCTAssertEqual(diffLines, ["  - count: 0", "  + count: 1", "  - count: 1", "  + count: 2"])
    XCTAssertFalse(lines.entries.contains { $0.contains("title") || $0.contains("user") })
  }

  func test_traceShowsNestedStructFieldsAsDottedPaths() {
    let reactor = TracedReactor()
    let lines = traceLines(of: reactor)

    reactor.action.onNext(.rename("Bob"))

    XCTAssertEqual(
      lines.entries,
      [
        "TracedReactor action: rename(\"Bob\")",
        "TracedReactor mutation: rename(\"Bob\")",
        "  - user.name: \"Ann\"",
        "  + user.name: \"Bob\"",
      ])
  }

  func test_traceShowsAPulseFieldByItsValue() {
    let reactor = AlertReactor()
    let lines = traceLines(of: reactor)

    reactor.action.onNext(.show("Saved"))
    reactor.action.onNext(.show("Saved"))

    XCTAssertEqual(
      lines.entries.filter { $0.hasPrefix("  ") }, ["  - message: nil", "  + message: \"Saved\""])
  }

  func test_traceOfAMutationThatChangesNothingHasNoDiffLines() {
    let reactor = TracedReactor()
    let lines = traceLines(of: reactor)

    reactor.action.onNext(.nothing)

    XCTAssertEqual(
      lines.entries, ["TracedReactor action: nothing", "TracedReactor mutation: nothing"])
  }

  func test_traceLogsEveryMutationOfOneActionWithItsOwnDiff() {
    let reactor = ScriptReactor()
    reactor.onMutate = { _ in .concat(.just("a1"), .just("a2")) }
    let lines = traceLines(of: reactor)

    reactor.action.onNext("A")

    XCTAssertEqual(
      lines.entries,
      [
        "ScriptReactor action: A",
        "ScriptReactor mutation: a1",
        "  - applied: []",
        "  + applied[0]: \"a1\"",
        "ScriptReactor mutation: a2",
        "  + applied[1]: \"a2\"",
      ])
  }

  func test_traceLogsAnAsyncMutationWhenItArrives() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { .just("\($0) done").delay(.seconds(2), scheduler: scheduler) }
    let lines = traceLines(of: reactor)

    reactor.action.onNext("load")
    XCTAssertEqual(lines.entries, ["ScriptReactor action: load"])
    scheduler.advance(to: 2)

    XCTAssertEqual(
      lines.entries,
      [
        "ScriptReactor action: load",
        "ScriptReactor mutation: load done",
        "  - applied: []",
        "  + applied[0]: \"load done\"",
      ])
  }

  func test_stopTracingStopsLogging() {
    let reactor = TracedReactor()
    let lines = traceLines(of: reactor)
    reactor.action.onNext(.increase)
    let countWhileTracing = lines.count

    reactor.stopTracing()
    reactor.action.onNext(.increase)

    XCTAssertEqual(countWhileTracing, 4)
    XCTAssertEqual(lines.count, 4)
    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_actionsBeforeTracingStartedAreNotLogged() {
    let reactor = TracedReactor()
    reactor.action.onNext(.increase)
    let lines = Log<String>()

    reactor.trace(to: { lines.append($0) })
    reactor.action.onNext(.increase)

    XCTAssertEqual(
      lines.entries,
      [
        "TracedReactor action: increase", "TracedReactor mutation: increase", "  - count: 1",
        "  + count: 2",
      ])
  }

  func test_stopTracingOnAReactorNeverTracedDoesNothing() {
    let reactor = TracedReactor()

    reactor.stopTracing()
    reactor.action.onNext(.increase)

    XCTAssertEqual(reactor.currentState.count, 1)
  }
}
