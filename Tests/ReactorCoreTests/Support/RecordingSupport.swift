import Foundation
import ReactorCore
import ReactorTesting
import Streams

/// A counter whose changes arrive after a delay on its scheduler, with a
/// `Codable` action: what the recording tests record and replay.
final class DelayedCounter: Reactor {
  enum Action: Codable, Equatable {
    case increase
    case add(Int)
    case rename(to: String)
  }

  enum Mutation {
    case add(Int)
    case setLoading(Bool)
    case setName(String)
  }

  struct State: Equatable {
    var value = 0
    var isLoading = false
    var name = ""
  }

  let initialState: State
  let scheduler: SchedulerType

  init(value: Int = 0, scheduler: SchedulerType) {
    initialState = State(value: value)
    self.scheduler = scheduler
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .increase:
      return .concat(
        .just(.setLoading(true)),
        Observable.just(.add(1)).delay(.milliseconds(300), scheduler: scheduler),
        .just(.setLoading(false)))
    case .add(let amount):
      return .just(.add(amount))
    case .rename(let name):
      return .just(.setName(name))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .add(let amount): state.value += amount
    case .setLoading(let isLoading): state.isLoading = isLoading
    case .setName(let name): state.name = name
    }
    return state
  }
}

/// A reactor whose action is not `Codable`.
final class OpaqueActionReactor: Reactor {
  struct Payload {}
  enum Action { case send(Payload) }
  struct State { var count = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.count += 1
    return state
  }
}

/// A scheduler whose tick is one millisecond.
func millisecondScheduler() -> TestScheduler {
  TestScheduler(initialClock: 0, resolution: 0.001)
}

/// A session of `DelayedCounter` recorded on virtual time: increase (a
/// delayed change), add 5 at 500 ms, rename at 700 ms, end at 1 s.
func recordedCounterSession() throws -> Recording {
  let scheduler = millisecondScheduler()
  let reactor = DelayedCounter(scheduler: scheduler)
  let recorder = try SessionRecorder(reactor, scheduler: scheduler)
  reactor.action.onNext(.increase)
  recorder.checkpoint("increase")
  scheduler.advance(to: 500)
  reactor.action.onNext(.add(5))
  recorder.checkpoint("add 5")
  scheduler.advance(to: 700)
  reactor.action.onNext(.rename(to: "Ann"))
  scheduler.advance(to: 1000)
  return try recorder.stop()
}

/// A file in a new temporary directory, removed by `cleanUp`.
func temporaryFile(_ name: String) -> (url: URL, cleanUp: () -> Void) {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("recording-tests-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  return (
    directory.appendingPathComponent(name),
    { try? FileManager.default.removeItem(at: directory) }
  )
}

/// A counter whose action stops decoding while `FlakyCounter.decodes` is
/// `false`: a user's `Decodable` that is not deterministic.
final class FlakyCounter: Reactor {
  /// Whether actions decode (tests run one at a time).
  nonisolated(unsafe) static var decodes = true

  struct Action: Codable {
    var amount: Int

    init(amount: Int) { self.amount = amount }

    init(from decoder: Decoder) throws {
      guard FlakyCounter.decodes else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "no longer decodes"))
      }
      amount = try decoder.singleValueContainer().decode(Int.self)
    }

    func encode(to encoder: Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(amount)
    }
  }

  struct State: Equatable { var value = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    State(value: state.value + mutation.amount)
  }
}
