import HeadlessReactor

final class CartReactor: Reactor {
  enum Action: Codable {
    case add(String)
    case remove(String)
    case checkOut
  }
  enum Mutation {
    case add(String)
    case remove(String)
    case setCheckingOut(Bool)
    case placeOrder
  }
  struct State: Equatable {
    var items: [String] = []
    var isCheckingOut = false
    var orders = 0
  }

  let initialState = State()
  let scheduler: SchedulerType

  init(scheduler: SchedulerType = MainScheduler.instance) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .add(let item): return .just(.add(item))
    case .remove(let item): return .just(.remove(item))
    case .checkOut:
      return .concat(
        .just(.setCheckingOut(true)),
        Observable.just(.placeOrder).delay(.seconds(1), scheduler: scheduler),
        .just(.setCheckingOut(false)))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let item): state.items.append(item)
    case .remove(let item): state.items.removeAll { $0 == item }
    case .setCheckingOut(let isCheckingOut): state.isCheckingOut = isCheckingOut
    case .placeOrder:
      state.orders += 1
      state.items = []
    }
    return state
  }
}
