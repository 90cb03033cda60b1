import HeadlessReactor

/// The compose screen's reactor: the subject typed, and what happens when
/// the user sends or cancels, told to whoever presented it (`finish`): the
/// inbox, whose state dismisses compose.
public final class ComposeReactor: Reactor {
  /// What the compose screen sends.
  public enum Action: Equatable, Sendable {
    /// The subject field changed.
    case updateSubject(String)
    /// Send the message (ignored while the subject is empty).
    case send
    /// Give up the message.
    case cancel
  }

  /// How composing ended.
  public enum Outcome: Equatable, Sendable {
    /// The message was sent with this subject.
    case sent(String)
    /// The user cancelled.
    case cancelled
  }

  /// The subject typed.
  public struct State: Equatable, Sendable {
    /// The subject.
    public var subject = ""
    /// Whether there is something to send.
    public var canSend: Bool { !subject.trimmingCharacters(in: .whitespaces).isEmpty }
  }

  /// An empty subject.
  public let initialState = State()
  private let finish: @Sendable (Outcome) -> Void

  /// A compose screen's reactor that tells `finish` how composing ended.
  public init(finish: @escaping @Sendable (Outcome) -> Void) {
    self.finish = finish
  }

  /// Sending and cancelling are told to `finish`; they change nothing
  /// here (the presenter's state dismisses this screen).
  public func mutate(action: Action) -> Observable<Action> {
    switch action {
    case .updateSubject: return .just(action)
    case .send:
      if currentState.canSend { finish(.sent(currentState.subject)) }
      return .empty()
    case .cancel:
      finish(.cancelled)
      return .empty()
    }
  }

  /// Keeps the subject.
  public func reduce(state: State, mutation: Action) -> State {
    var state = state
    if case .updateSubject(let subject) = mutation { state.subject = subject }
    return state
  }
}
