// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so. The article's counter has no
// `alertMessage`, so it cannot be the README's (Tests/ReadmeTests/CounterReactor.swift, which
// the other test targets share); this target's tests use the article's.

import HeadlessReactor

final class CounterReactor: Reactor {
  enum Action { case increase, decrease }
  enum Mutation { case increaseValue, decreaseValue, setLoading(Bool) }
  struct State: Equatable {
    var value = 0
    var isLoading = false
  }

  let initialState = State()
  let scheduler: SchedulerType

  init(scheduler: SchedulerType = MainScheduler.instance) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      return .concat(
        .just(.setLoading(true)),
        Observable.just(.increaseValue).delay(.seconds(1), scheduler: scheduler),
        .just(.setLoading(false)))
    case .decrease:
      return .just(.decreaseValue)
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .increaseValue: state.value += 1
    case .decreaseValue: state.value -= 1
    case .setLoading(let isLoading): state.isLoading = isLoading
    }
    return state
  }
}
