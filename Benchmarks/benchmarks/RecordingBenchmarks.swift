import ReactorCore
import Streams

/// ReactorKit's counter with a `Codable` action, so that it can be recorded.
final class RecordableCounterReactor: Reactor {
  enum Action: Codable { case increase }
  enum Mutation { case increaseValue }
  struct State { var count = 0 }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.increaseValue)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count &+= 1
    return state
  }
}

/// Fewer actions than `reactor.dispatch`: the recording keeps every one.
let recordedActionCount = 100_000

/// `reactor.dispatch` with a `SessionRecorder` attached: each action and
/// state is logged with its time (the main scheduler's clock). Taking the
/// recording (printing the states, encoding the actions) is not measured.
func recordDispatch() -> Double {
  var seen = 0
  let reactor = RecordableCounterReactor()
  let subscription = reactor.state.subscribe(onNext: { seen = $0.count })
  // The benchmark's reactor is new: nothing else records it.
  let recorder = try! SessionRecorder(reactor)
  let result = nanosecondsPerOperation(operations: recordedActionCount) {
    for _ in 0..<recordedActionCount { reactor.action.onNext(.increase) }
  }
  precondition(seen == recordedActionCount, "record.dispatch lost actions: \(seen)")
  precondition(recorder.actionCount == recordedActionCount, "record.dispatch lost steps")
  subscription.dispose()
  return result
}

/// Taking a recording of `recordedActionCount / 10` actions: each state
/// printed, each action encoded (`SessionRecorder.stop()`), per action.
func recordStop() -> Double {
  let count = recordedActionCount / 10
  let reactor = RecordableCounterReactor()
  let recorder = try! SessionRecorder(reactor)
  for _ in 0..<count { reactor.action.onNext(.increase) }
  var steps = 0
  let result = nanosecondsPerOperation(operations: count) {
    steps = (try? recorder.stop())?.steps.count ?? 0
  }
  precondition(steps == count, "record.stop lost steps: \(steps)")
  return result
}

func recordingScenarios() -> [Scenario] {
  [
    Scenario(
      name: "record.dispatch",
      summary:
        "reactor.dispatch while a SessionRecorder logs each action and state with its time "
        + "(baseline: reactor.dispatch)",
      measure: recordDispatch, baseline: reactorDispatch),
    Scenario(
      name: "record.stop",
      summary:
        "SessionRecorder.stop(), per action: its state printed, the action encoded as JSON "
        + "(baseline: record.dispatch)",
      measure: recordStop, baseline: recordDispatch),
  ]
}
