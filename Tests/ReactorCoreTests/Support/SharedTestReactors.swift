import ReactorCore
import Streams

/// What the screens of these tests share.
struct Settings: Equatable, Sendable {
  var showsUnreadOnly = false
  var pageSize = 20
}

/// A state made from the shared settings.
protocol SettingsState { init(settings: Settings) }

/// A mutation that sets the shared settings.
protocol SettingsMutation { static func setSettings(_ settings: Settings) -> Self }

/// What the screens of these tests that read the shared settings share:
/// the settings, the state they start from, their changes merged into the
/// screen's mutations (`setSettings`), and a log of every mutation reduced.
class SettingsReader<Mutation: SettingsMutation, State: SettingsState> {
  let settings: Shared<Settings>
  let initialState: State
  /// Every mutation reduced, in order.
  let reduced = Log<Mutation>()

  init(settings: Shared<Settings>) {
    self.settings = settings
    initialState = State(settings: settings.value)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(settings, as: Mutation.setSettings)
  }
}

/// A settings screen: writes the shared settings and shows them as their
/// changes arrive. Its own writes come back like everybody else's, so its
/// state only changes through `.setSettings`.
final class SettingsScreenReactor:
  SettingsReader<SettingsScreenReactor.Mutation, SettingsScreenReactor.State>, Reactor
{
  enum Action: Equatable {
    case toggleUnreadOnly
    case setPageSize(Int)
  }

  enum Mutation: Equatable, SettingsMutation {
    case setSettings(Settings)
  }

  struct State: Equatable, SettingsState {
    var settings: Settings
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .toggleUnreadOnly: settings.withLock { $0.showsUnreadOnly.toggle() }
    case .setPageSize(let size): settings.withLock { $0.pageSize = size }
    }
    return .empty()
  }

  func reduce(state: State, mutation: Mutation) -> State {
    reduced.append(mutation)
    var state = state
    switch mutation {
    case .setSettings(let settings): state.settings = settings
    }
    return state
  }
}

/// A list of messages filtered and paged by the shared settings.
final class MessageListReactor:
  SettingsReader<MessageListReactor.Mutation, MessageListReactor.State>, Reactor
{
  struct Message: Equatable {
    var subject: String
    var isRead: Bool
  }

  enum Action: Equatable {
    case add(Message)
    /// Adds the message and, in `mutate`, shows unread messages only.
    case addShowingUnreadOnly(Message)
  }

  enum Mutation: Equatable, SettingsMutation {
    case add(Message)
    case setSettings(Settings)
  }

  struct State: Equatable, SettingsState {
    var settings: Settings
    var messages: [Message] = []

    init(settings: Settings) { self.settings = settings }

    /// What the list shows.
    var visibleSubjects: [String] {
      messages.filter { !settings.showsUnreadOnly || !$0.isRead }
        .prefix(settings.pageSize).map(\.subject)
    }
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .add(let message): return .just(.add(message))
    case .addShowingUnreadOnly(let message):
      settings.withLock { $0.showsUnreadOnly = true }
      return .just(.add(message))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    reduced.append(mutation)
    var state = state
    switch mutation {
    case .add(let message): state.messages.append(message)
    case .setSettings(let settings): state.settings = settings
    }
    return state
  }
}

/// Holds a shared number and logs every value it reduces; its own actions
/// count, so that actions and shared changes interleave.
final class NumberHolderReactor: Reactor {
  enum Action: Equatable {
    case tick
  }

  enum Mutation: Equatable {
    case tick
    case setNumber(Int)
  }

  struct State: Equatable {
    var number: Int
    var ticks = 0
  }

  let number: Shared<Int>
  let initialState: State
  /// The shared values reduced, in order.
  let numbers = Log<Int>()
  /// Runs inside `reduce` for each `.tick`, before the state changes.
  var onTick: (() -> Void)?

  init(number: Shared<Int>) {
    self.number = number
    initialState = State(number: number.value)
  }

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.tick)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(number, as: Mutation.setNumber)
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .tick:
      onTick?()
      state.ticks += 1
    case .setNumber(let number):
      numbers.append(number)
      state.number = number
    }
    return state
  }
}
