import HeadlessReactor

/// The inbox list: its messages, the shared settings it shows them with,
/// and its navigation (the message or settings pushed, compose presented).
///
/// Navigation is state: opening a message pushes `.message(id:)`, a deep
/// link replaces the whole path, sending a new message adds it and
/// dismisses compose in one state change, and the user's back and swipe
/// down arrive as `.navigation(_:)`. The settings are a `Shared` value the
/// settings screen changes; each change arrives here as a mutation.
/// Not tied to a thread.
public final class InboxReactor: Reactor {
  /// What the list screen, compose and the app send.
  public enum Action: Equatable, Sendable, Codable {
    /// A row was selected: mark the message read and push it.
    case open(id: Int)
    /// Push the settings.
    case openSettings
    /// Present compose.
    case compose
    /// Compose sent this subject: add the message and dismiss compose.
    case send(String)
    /// Compose was cancelled: dismiss it.
    case cancelCompose
    /// A deep link (a notification tap): show this message alone above the
    /// list, whatever was shown; ignored for a message that does not exist.
    case deepLink(id: Int)
    /// The user went back or swiped a sheet down.
    case navigation(NavigationEvent)
  }

  /// What changes the state.
  public enum Mutation: Equatable, Sendable {
    /// Mark a message read and push it.
    case open(id: Int)
    /// Mark a message read and make it the whole path.
    case openAlone(id: Int)
    /// Push a destination.
    case push(InboxDestination)
    /// Present a destination.
    case present(InboxDestination)
    /// Add a message from me and dismiss.
    case append(subject: String)
    /// Dismiss what is presented.
    case dismiss
    /// The shared settings changed.
    case setSettings(InboxSettings)
    /// Apply the user's back or dismiss.
    case navigation(NavigationEvent)
  }

  /// The messages, the settings and the navigation.
  public struct State: Equatable, Sendable {
    /// Every message, oldest first.
    public var messages: [Message]
    /// How the list shows them.
    public var settings: InboxSettings
    /// What is pushed and presented.
    public var navigation: Navigation<InboxDestination>

    /// The message with `id`, if any.
    public func message(id: Int) -> Message? {
      messages.first { $0.id == id }
    }

    /// The list's section: the messages in the settings' order.
    public var sections: [InboxSection] {
      let ordered = settings.sortOrder == .newestFirst ? messages.reversed() : messages
      let unread = messages.filter { !$0.isRead }.count
      return [
        InboxSection(
          header: "Inbox: \(unread) unread",
          items: ordered.map { MessageRow($0, settings: settings) })
      ]
    }
  }

  /// The messages, the settings' current value and the navigation given.
  public let initialState: State
  /// The settings, shared with the settings screen.
  public let settings: Shared<InboxSettings>

  /// An inbox of `messages` showing `navigation` (a deep link), with the
  /// shared `settings`.
  public init(
    messages: [Message] = Message.samples, settings: Shared<InboxSettings>,
    navigation: Navigation<InboxDestination> = Navigation()
  ) {
    self.settings = settings
    initialState = State(messages: messages, settings: settings.value, navigation: navigation)
  }

  /// An inbox of the sample messages, opened on message `id` when given,
  /// as a deep link at launch opens it (pushed, and read).
  public convenience init(settings: Shared<InboxSettings>, openingMessage id: Int?) {
    var navigation = Navigation<InboxDestination>()
    var messages = Message.samples
    if let id, let index = messages.firstIndex(where: { $0.id == id }) {
      navigation.push(.message(id: id))
      messages[index].isRead = true
    }
    self.init(messages: messages, settings: settings, navigation: navigation)
  }

  /// One mutation per action; a deep link to a missing message, and an
  /// empty subject, do nothing.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .open(let id): return .just(.open(id: id))
    case .openSettings: return .just(.push(.settings))
    case .compose: return .just(.present(.compose))
    case .send(let subject):
      let trimmed = subject.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty ? .empty() : .just(.append(subject: trimmed))
    case .cancelCompose: return .just(.dismiss)
    case .deepLink(let id):
      return currentState.message(id: id) == nil ? .empty() : .just(.openAlone(id: id))
    case .navigation(let event): return .just(.navigation(event))
    }
  }

  /// The settings' changes, as `setSettings` mutations.
  public func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(settings, as: Mutation.setSettings)
  }

  /// Applies a mutation.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .open(let id):
      state.markRead(id)
      state.navigation.push(.message(id: id))
    case .openAlone(let id):
      state.markRead(id)
      state.navigation = Navigation(path: [.message(id: id)])
    case .push(let destination):
      state.navigation.push(destination)
    case .present(let destination):
      state.navigation.present(destination)
    case .append(let subject):
      let id = (state.messages.map(\.id).max() ?? 0) + 1
      state.messages.append(
        Message(id: id, sender: "Me", subject: subject, body: "Sent from the sample.", isRead: true)
      )
      state.navigation.dismiss()
    case .dismiss:
      state.navigation.dismiss()
    case .setSettings(let settings):
      state.settings = settings
    case .navigation(let event):
      state.navigation.apply(event)
    }
    return state
  }
}

extension InboxReactor.State {
  /// Marks the message with `id` read.
  fileprivate mutating func markRead(_ id: Int) {
    if let index = messages.firstIndex(where: { $0.id == id }) { messages[index].isRead = true }
  }
}
