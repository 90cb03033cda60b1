import ReactorCore
import Streams
import Synchronization

/// A reactor that counts its actions; every third mutation is delayed on a
/// concurrent scheduler.
final class CountingReactor: Reactor, @unchecked Sendable {
  enum Action { case add }
  enum Mutation { case increment }
  struct State { var count = 0 }

  let initialState = State()
  private let scheduler: SchedulerType
  private let actionCount = Atomic<Int>(0)

  init(scheduler: SchedulerType) {
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    let number = actionCount.add(1, ordering: .relaxed).newValue
    let mutation = Observable.just(Mutation.increment)
    return number % 3 == 0
      ? mutation.delay(.microseconds(100), scheduler: scheduler) : mutation
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    state.count += 1
    return state
  }
}
