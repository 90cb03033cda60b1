import HeadlessReactor

/// A message screen's reactor: the message it shows. Made from the
/// destination each time the message is pushed, freed when it is popped.
public final class MessageReactor: Reactor {
  /// Nothing to do on a message but read it.
  public typealias Action = NoAction

  /// The message shown, `nil` when it no longer exists.
  public struct State: Equatable, Sendable {
    /// The message.
    public var message: Message?
  }

  /// The message.
  public let initialState: State
  /// The id of the message: the screen's destination.
  public let id: Int

  /// A screen for the message `id`, which is `message` (`nil` when it no
  /// longer exists).
  public init(id: Int, message: Message?) {
    self.id = id
    initialState = State(message: message)
  }
}
