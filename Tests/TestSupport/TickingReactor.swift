import ReactorCore
import Streams

/// A reactor whose `transform(action:)` merges a timer's ticks (every
/// 100 ms on its scheduler) into its actions, the ReactorKit way: a reactor
/// that sends itself actions, for the record-and-replay tests.
public final class TickingReactor: Reactor {
  /// A tick (the timer's or sent), or a reset.
  public enum Action: Codable, Sendable { case tick, reset }

  /// How many ticks since the start or the last reset.
  public struct State: Equatable, Sendable {
    /// The ticks counted.
    public var ticks = 0
  }

  /// No ticks.
  public let initialState = State()
  let scheduler: SchedulerType

  /// A reactor whose timer runs on `scheduler`.
  public init(scheduler: SchedulerType) { self.scheduler = scheduler }

  /// The actions sent, merged with a tick every 100 ms.
  public func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(
      action, Observable<Int>.interval(.milliseconds(100), scheduler: scheduler).map { _ in .tick })
  }

  /// Counts a tick; a reset starts again.
  public func reduce(state: State, mutation: Action) -> State {
    switch mutation {
    case .tick: State(ticks: state.ticks + 1)
    case .reset: State()
    }
  }
}
