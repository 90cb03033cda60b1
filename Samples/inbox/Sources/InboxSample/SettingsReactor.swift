import HeadlessReactor

/// The settings screen's reactor: changes the settings it shares with the
/// list, and receives every change back as a mutation, as the list does.
public final class SettingsReactor: Reactor {
  /// What the settings screen sends.
  public enum Action: Equatable, Sendable {
    /// Show or hide previews.
    case setShowsPreviews(Bool)
    /// Change the order.
    case setSortOrder(SortOrder)
  }

  /// The shared settings changed.
  public enum Mutation: Equatable, Sendable {
    /// The new settings.
    case setSettings(InboxSettings)
  }

  /// The settings as this screen last received them.
  public struct State: Equatable, Sendable {
    /// The settings.
    public var settings: InboxSettings
  }

  /// The settings' current value.
  public let initialState: State
  /// The settings, shared with the list.
  public let settings: Shared<InboxSettings>

  /// A settings screen's reactor for the shared `settings`.
  public init(settings: Shared<InboxSettings>) {
    self.settings = settings
    initialState = State(settings: settings.value)
  }

  /// Changes the shared value; the change comes back through
  /// `transform(mutation:)`, here and in the list.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .setShowsPreviews(let shows): settings.withLock { $0.showsPreviews = shows }
    case .setSortOrder(let order): settings.withLock { $0.sortOrder = order }
    }
    return .empty()
  }

  /// The shared settings' changes, as mutations.
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(settings, as: Mutation.setSettings)
  }

  /// Keeps the settings received.
  public func reduce(state: State, mutation: Mutation) -> State {
    switch mutation {
    case .setSettings(let settings): return State(settings: settings)
    }
  }
}
