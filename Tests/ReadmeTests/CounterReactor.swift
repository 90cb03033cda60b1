// swift-format-ignore-file
// A code block of README.md and of the ReactorsAndLists article, verbatim (formatted as it shows it),
// and GettingStarted's (the same reactor, without `showCounter`): ReadmeBlocksTests and
// DocumentationBlocksTests check that it stays so. The tests' one CounterReactor:
// DocumentationTests, ReactorTestingTests and HeadlessUITests compile this file through a link
// in their Support/ folder.

import ReactorCore
import Streams

final class CounterReactor: Reactor {
  enum Action { case increase, decrease }
  enum Mutation { case increaseValue, decreaseValue, setLoading(Bool) }
  struct State: Equatable {
    var value = 0
    var isLoading = false
    @Pulse var alertMessage: String?
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

func showCounter(_ reactor: CounterReactor, disposeBag: DisposeBag) {
  reactor.state.map(\.value).distinctUntilChanged()
    .subscribe(onNext: { print("value", $0) })
    .disposed(by: disposeBag)
  reactor.pulse(\.$alertMessage)
    .subscribe(onNext: { print("alert", $0 ?? "") })
    .disposed(by: disposeBag)
  reactor.action.onNext(.decrease)          // from any thread
}
