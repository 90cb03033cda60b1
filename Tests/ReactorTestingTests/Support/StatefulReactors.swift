import ReactorCore
import ReactorTesting
import Streams

// Reactors for the `StatefulTest` tests, each with a bug a test finds.

/// A cart whose `clear` forgets the total (the bug): after an `add` and a
/// `clear`, the total is not the sum of the items.
final class CartReactor: Reactor {
  enum Action: Codable, Equatable {
    case add(Int)
    case remove(at: Int)
    case clear
  }

  struct State: Equatable {
    var items: [Int] = []
    var total = 0
  }

  let initialState = State()
  let clearForgetsTotal: Bool

  init(scheduler: TestScheduler, clearForgetsTotal: Bool = true) {
    self.clearForgetsTotal = clearForgetsTotal
  }

  func mutate(action: Action) -> Observable<Action> { .just(action) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .add(let price):
      state.items.append(price)
      state.total += price
    case .remove(let index):
      state.total -= state.items.remove(at: index)
    case .clear:
      state.items = []
      if !clearForgetsTotal { state.total = 0 }
    }
    return state
  }
}

/// A timer: `arm` fires after two seconds on the scheduler, counting
/// `fired`; nothing fires unless virtual time passes.
final class TimerReactor: Reactor {
  enum Action: Codable, Equatable {
    case arm
    case wait
  }

  enum Mutation {
    case arm
    case fire
  }

  struct State: Equatable {
    var armed = false
    var fired = 0
  }

  let initialState = State()
  let scheduler: TestScheduler

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .arm:
      return .concat(.just(.arm), Observable.just(.fire).delay(.seconds(2), scheduler: scheduler))
    case .wait:
      return .empty()
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .arm: state.armed = true
    case .fire:
      state.armed = false
      state.fired += 1
    }
    return state
  }
}

/// A loader whose `load(id)` fails for negative ids (an error of its
/// `mutate` stream); its action type is not `Codable`.
final class LoaderReactor: Reactor {
  struct LoadError: Error, CustomStringConvertible {
    let id: Int
    var description: String { "no item \(id)" }
  }

  enum Action {
    case load(Int)
  }

  struct State: Equatable {
    var loaded: [Int] = []
  }

  let initialState = State()

  init(scheduler: TestScheduler) {}

  func mutate(action: Action) -> Observable<Action> {
    guard case .load(let id) = action, id < 0 else { return .just(action) }
    return .error(LoadError(id: id))
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    if case .load(let id) = mutation { state.loaded.append(id) }
    return state
  }
}
