import Foundation
import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// A search box whose query is shared: typing sets the shared value, and
/// the reactor's state follows the shared value (merged in
/// `transform(mutation:)`), as a screen sharing settings does.
private final class SharedQueryReactor: Reactor {
  enum Action: Codable, Equatable { case type(String) }
  enum Mutation { case setQuery(String) }
  struct State: Equatable { var query: String }

  let query: Shared<String>
  let initialState: State

  init(query: Shared<String>) {
    self.query = query
    initialState = State(query: query.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    guard case .type(let text) = action else { return .empty() }
    query.set(text)
    return .empty()
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(query, as: Mutation.setQuery)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    guard case .setQuery(let query) = mutation else { return state }
    return State(query: query)
  }
}

/// Issue 36: a reactor that merges a `Shared` and changes it during the
/// session, recorded from a fresh start, failed to replay into a fresh
/// reactor ("replay diverged before the first action"): the recorder
/// logged the shared value's catch-up state as a prelude the replay never
/// published.
final class SharedRecordingTests: XCTestCase {
  private func record(subscribingFirst: Bool) throws -> Recording {
    let scheduler = millisecondScheduler()
    let reactor = SharedQueryReactor(query: Shared(""))
    let bag = DisposeBag()
    if subscribingFirst { reactor.state.subscribe().disposed(by: bag) }
    let recorder = try SessionRecorder(reactor, scheduler: scheduler)
    reactor.action.onNext(.type("a"))
    scheduler.advance(to: 100)
    reactor.action.onNext(.type("b"))
    scheduler.advance(to: 200)
    return try recorder.stop()
  }

  func test_aSessionRecordedFromAFreshStart_replaysIntoAFreshReactor() throws {
    try assertReplays(try record(subscribingFirst: false))
  }

  func test_aSessionRecordedAfterTheStreamsStarted_replaysIntoAFreshReactor() throws {
    try assertReplays(try record(subscribingFirst: true))
  }

  func test_bothRecordingsAreTheSame() throws {
    XCTAssertEqual(try record(subscribingFirst: false), try record(subscribingFirst: true))
  }

  private func assertReplays(
    _ recording: Recording, file: StaticString = #filePath, line: UInt = #line
  ) throws {
    XCTAssertEqual(recording.prelude, [], "no catch-up state before the first action")
    XCTAssertEqual(
      recording.steps.map { $0.states.map(\.lines) }, [[["query: \"a\""]], [["query: \"b\""]]],
      file: file, line: line)
    let scheduler = millisecondScheduler()
    let reactor = SharedQueryReactor(query: Shared(""))
    XCTAssertNoThrow(
      try recording.replay(into: reactor, scheduler: scheduler), file: file, line: line)
    XCTAssertEqual(reactor.currentState.query, "b", file: file, line: line)
  }
}
