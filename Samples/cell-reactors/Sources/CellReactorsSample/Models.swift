import HeadlessReactor

/// A main task: a message and whether it is done.
public struct Main: IdentifiableType, Equatable, Sendable {
  /// Stable across edits.
  public let id: Int
  /// What to do.
  public var message: String
  /// Whether it is done.
  public var isDone = false

  /// Creates a task.
  public init(id: Int, message: String, isDone: Bool = false) {
    self.id = id
    self.message = message
    self.isDone = isDone
  }

  /// The id.
  public var identity: Int { id }
}

/// A sub-task: the same shape as ``Main``, shown with its own cell.
public struct Sub: IdentifiableType, Equatable, Sendable {
  /// Stable across edits.
  public let id: Int
  /// What to do.
  public var message: String
  /// Whether it is done.
  public var isDone = false

  /// Creates a sub-task.
  public init(id: Int, message: String, isDone: Bool = false) {
    self.id = id
    self.message = message
    self.isDone = isDone
  }

  /// The id.
  public var identity: Int { id }
}
