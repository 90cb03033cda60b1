import ReactorCore
import Streams

/// Holds a shared number and receives each change as a mutation.
final class SharedHolderReactor: Reactor {
  enum Action { case none }
  enum Mutation { case setNumber(Int) }

  let number: Shared<Int>
  let initialState: Int

  init(number: Shared<Int>) {
    self.number = number
    initialState = number.value
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(number, as: Mutation.setNumber)
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    switch mutation {
    case .setNumber(let number): return number
    }
  }
}

/// The same reactor fed by ReactorKit users' usual workaround: a global
/// service's relay merged in `transform(mutation:)`.
final class RelayListeningReactor: Reactor {
  enum Action { case none }
  enum Mutation { case setNumber(Int) }

  let numbers: PublishRelay<Int>
  let initialState = 0

  init(numbers: PublishRelay<Int>) {
    self.numbers = numbers
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    .merge(mutation, numbers.asObservable().map(Mutation.setNumber))
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    switch mutation {
    case .setNumber(let number): return number
    }
  }
}

let fanoutHolders = 1_000
let fanoutChanges = 1_000

/// `fanoutChanges` changes of a shared value held by `fanoutHolders`
/// reactors, each observed: ns per holder per change.
func sharedFanout() -> Double {
  let number = Shared(0)
  let reactors = (0..<fanoutHolders).map { _ in SharedHolderReactor(number: number) }
  return fanout(reactors) { number.set($0) }
}

/// The same with a `PublishRelay` in place of the shared value.
func relayFanout() -> Double {
  let numbers = PublishRelay<Int>()
  let reactors = (0..<fanoutHolders).map { _ in RelayListeningReactor(numbers: numbers) }
  return fanout(reactors) { numbers.accept($0) }
}

/// Observes every reactor, sends `fanoutChanges` changes with `change` and
/// checks that each reactor reduced the last one.
private func fanout<R: Reactor>(_ reactors: [R], change: (Int) -> Void) -> Double
where R.State == Int {
  var seen = 0
  let subscriptions = reactors.map { $0.state.subscribe(onNext: { seen &+= $0 }) }
  let result = nanosecondsPerOperation(operations: fanoutChanges * fanoutHolders) {
    for value in 1...fanoutChanges { change(value) }
  }
  for reactor in reactors {
    precondition(reactor.currentState == fanoutChanges, "shared.fanout lost a change")
  }
  for subscription in subscriptions { subscription.dispose() }
  blackHole(seen)
  return result
}

func sharedScenarios() -> [Scenario] {
  [
    Scenario(
      name: "shared.fanout.1000",
      unit: "ns/holder",
      summary:
        "Shared.set with 1,000 observed reactors merging it in transform(mutation:), ns per "
        + "holder per change (baseline: the same reactors merging a global PublishRelay)",
      measure: sharedFanout, baseline: relayFanout)
  ]
}
