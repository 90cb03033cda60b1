import Dispatch
import ReactorCore
import Streams
import Synchronization

/// ReactorKit's counter: one action, one mutation, one state change.
final class CounterReactor: Reactor {
  enum Action { case increase }
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

/// The counter with two mutations per action.
final class TwoMutationReactor: Reactor {
  enum Action { case increase }
  enum Mutation { case first, second }
  struct State { var count = 0 }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    .concat(.just(.first), .just(.second))
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count &+= 1
    return state
  }
}

/// A cell reactor that only carries its model.
final class CellReactor: Reactor {
  typealias Action = NoAction
  struct Main {
    var message: String
    var isDone: Bool
  }
  let initialState: Main
  init(_ model: Main) { initialState = model }
}

/// The same model in a plain final class: the memory baseline.
final class PlainCell {
  let model: CellReactor.Main
  init(_ model: CellReactor.Main) { self.model = model }
}

let actionCount = 1_000_000

/// Baseline: `state = reduce(state, mutation)` and a call of the subscriber
/// closure stored in a property of a final class.
func reduceLoopBaseline() -> Double {
  var seen = 0
  let holder = makeClosureHolder { seen &+= $0 }
  let reactor = CounterReactor()
  var state = reactor.initialState
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount {
      state = reactor.reduce(state: state, mutation: .increaseValue)
      holder.call(state.count)
    }
  }
  blackHole(seen)
  return result
}

func reactorDispatch() -> Double {
  var seen = 0
  let reactor = CounterReactor()
  let subscription = reactor.state.subscribe(onNext: { seen = $0.count })
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount { reactor.action.onNext(.increase) }
  }
  precondition(seen == actionCount, "reactor.dispatch lost actions: \(seen)")
  subscription.dispose()
  return result
}

func reactorDispatchTwoMutations() -> Double {
  var seen = 0
  let reactor = TwoMutationReactor()
  let subscription = reactor.state.subscribe(onNext: { seen = $0.count })
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount { reactor.action.onNext(.increase) }
  }
  precondition(seen == 2 * actionCount, "reactor.dispatch.2mutations lost actions: \(seen)")
  subscription.dispose()
  return result
}

/// The counter whose mutation comes from an async effect.
final class RunEffectReactor: Reactor {
  enum Action { case increase }
  enum Mutation { case increaseValue }
  struct State { var count = 0 }

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    .run { send in send(.increaseValue) }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count &+= 1
    return state
  }
}

/// The counter whose mutation stream is cancellable by identifier.
final class CancellableReactor: Reactor {
  enum Action { case increase }
  enum Mutation { case increaseValue }
  struct State { var count = 0 }
  struct EffectID: Hashable, Sendable {}

  let initialState = State()

  func mutate(action: Action) -> Observable<Mutation> {
    Observable.just(.increaseValue).cancellable(id: EffectID())
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count &+= 1
    return state
  }
}

/// Actions of `reactor.dispatch.run`: each starts a task.
let runActionCount = 20_000

func reactorDispatchRun() -> Double {
  let reactor = RunEffectReactor()
  let done = DispatchSemaphore(value: 0)
  let subscription = reactor.state.subscribe(onNext: { state in
    if state.count == runActionCount { done.signal() }
  })
  let result = nanosecondsPerOperation(operations: runActionCount) {
    for _ in 0..<runActionCount { reactor.action.onNext(.increase) }
    done.wait()
  }
  subscription.dispose()
  return result
}

/// The floor of `reactor.dispatch.run`: a bare task per operation on the
/// global executor, each counting itself under a lock, until all ran.
func bareTasks() -> Double {
  let counter = TaskCounter()
  let done = DispatchSemaphore(value: 0)
  return nanosecondsPerOperation(operations: runActionCount) {
    for _ in 0..<runActionCount {
      Task { if counter.increment() == runActionCount { done.signal() } }
    }
    done.wait()
  }
}

/// What the tasks of `bareTasks` count with.
private final class TaskCounter: Sendable {
  private let count = Mutex(0)

  func increment() -> Int {
    count.withLock { count in
      count += 1
      return count
    }
  }
}

func reactorDispatchCancellable() -> Double {
  var seen = 0
  let reactor = CancellableReactor()
  let subscription = reactor.state.subscribe(onNext: { seen = $0.count })
  let result = nanosecondsPerOperation(operations: actionCount) {
    for _ in 0..<actionCount { reactor.action.onNext(.increase) }
  }
  precondition(seen == actionCount, "reactor.dispatch.cancellable lost actions: \(seen)")
  subscription.dispose()
  return result
}

let cellCount = 100_000

private func cellModel(_ index: Int) -> CellReactor.Main {
  CellReactor.Main(message: "message", isDone: index & 1 == 0)
}

/// Bytes per object for `cellCount` plain final classes holding the model.
func plainCellBytes() -> Double {
  bytesPerObject(count: cellCount) {
    let cells = (0..<cellCount).map { PlainCell(cellModel($0)) }
    var done = 0
    for cell in cells where cell.model.isDone { done += 1 }
    blackHole(done)
    return cells
  }
}

/// Bytes per reactor, created and read through `currentState` only.
func idleReactorBytes() -> Double {
  bytesPerObject(count: cellCount) {
    let reactors = (0..<cellCount).map { CellReactor(cellModel($0)) }
    var done = 0
    for reactor in reactors where reactor.currentState.isDone { done += 1 }
    blackHole(done)
    return reactors
  }
}

/// Bytes per reactor, each with one `state` subscription.
func observedReactorBytes() -> Double {
  bytesPerObject(count: cellCount) {
    let reactors = (0..<cellCount).map { CellReactor(cellModel($0)) }
    var done = 0
    let subscriptions = reactors.map { reactor in
      reactor.state.subscribe(onNext: { if $0.isDone { done += 1 } })
    }
    blackHole(done)
    return (reactors, subscriptions)
  }
}

let createCount = 200_000

/// What a table does for each cell it configures: create the cell's
/// reactor, observe its state, dispose (ns per reactor).
func reactorCreateObserve() -> Double {
  var done = 0
  let result = nanosecondsPerOperation(operations: createCount) {
    for index in 0..<createCount {
      let reactor = CellReactor(cellModel(index))
      let subscription = reactor.state.subscribe(onNext: { if $0.isDone { done += 1 } })
      subscription.dispose()
    }
  }
  precondition(done == createCount / 2, "reactor.createObserve missed states: \(done)")
  return result
}

func reactorScenarios() -> [Scenario] {
  [
    Scenario(
      name: "reactor.dispatch",
      summary: "action.onNext → mutate(.just) → reduce → 1 subscriber (baseline: reduce + closure)",
      measure: reactorDispatch, baseline: reduceLoopBaseline),
    Scenario(
      name: "reactor.dispatch.2mutations",
      summary: "mutate returns .concat(.just, .just) (baseline: reactor.dispatch)",
      measure: reactorDispatchTwoMutations, baseline: reactorDispatch),
    Scenario(
      name: "reactor.dispatch.run",
      summary:
        "mutate returns .run { send in send(.mutation) }: a task per action, on the global "
        + "executor, until every mutation arrived (baseline: reactor.dispatch)",
      measure: reactorDispatchRun, baseline: reactorDispatch),
    Scenario(
      name: "reactor.dispatch.task",
      summary:
        "a bare Task per operation on the global executor, until all ran: the floor of "
        + "reactor.dispatch.run (baseline: reactor.dispatch)",
      measure: bareTasks, baseline: reactorDispatch),
    Scenario(
      name: "reactor.dispatch.cancellable",
      summary: "mutate returns .just(...).cancellable(id:) (baseline: reactor.dispatch)",
      measure: reactorDispatchCancellable, baseline: reactorDispatch),
    Scenario(
      name: "reactor.memory.idle",
      unit: "bytes",
      summary: "bytes/reactor, 100k cell reactors read via currentState (baseline: plain class)",
      measure: idleReactorBytes, baseline: plainCellBytes),
    Scenario(
      name: "reactor.memory.observed",
      unit: "bytes",
      summary:
        "bytes/reactor, 100k cell reactors, 1 state subscription each (baseline: plain class)",
      measure: observedReactorBytes, baseline: plainCellBytes),
    Scenario(
      name: "reactor.createObserve",
      summary:
        "create a cell reactor, subscribe to state, dispose (baseline: reactor.dispatch; "
        + "target ≤12x)",
      measure: reactorCreateObserve, baseline: reactorDispatch),
  ]
}
