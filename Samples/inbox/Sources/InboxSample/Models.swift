import HeadlessReactor

/// A message in the inbox.
public struct Message: Equatable, Sendable {
  /// Unique in the inbox; larger is newer.
  public var id: Int
  /// Who sent it.
  public var sender: String
  /// Its subject, the screen's title when it is open.
  public var subject: String
  /// Its text.
  public var body: String
  /// Whether it was opened.
  public var isRead: Bool

  /// Creates a message.
  public init(id: Int, sender: String, subject: String, body: String, isRead: Bool = false) {
    self.id = id
    self.sender = sender
    self.subject = subject
    self.body = body
    self.isRead = isRead
  }
}

extension Message {
  /// The messages the sample starts with.
  public static let samples = [
    Message(id: 1, sender: "Ann", subject: "Welcome", body: "Your inbox is ready.", isRead: true),
    Message(id: 2, sender: "Bob", subject: "Lunch?", body: "Are you free at noon?"),
    Message(id: 3, sender: "Cy", subject: "Invoice", body: "Attached, due Friday."),
    Message(id: 4, sender: "Dee", subject: "Offsite", body: "Agenda in the doc."),
  ]
}

/// The order of the list.
public enum SortOrder: String, CaseIterable, Equatable, Sendable, Codable {
  /// The newest message first (the default).
  case newestFirst = "Newest first"
  /// The oldest message first.
  case oldestFirst = "Oldest first"
}

/// How the inbox shows its messages: shared by the list and the settings
/// screen (a `Shared<InboxSettings>`), each receiving every change.
public struct InboxSettings: Equatable, Sendable, Codable {
  /// Whether a row shows the start of the message after its subject.
  public var showsPreviews = true
  /// The order of the rows.
  public var sortOrder = SortOrder.newestFirst

  /// The default settings: previews shown, newest first.
  public init(showsPreviews: Bool = true, sortOrder: SortOrder = .newestFirst) {
    self.showsPreviews = showsPreviews
    self.sortOrder = sortOrder
  }
}

/// Where the inbox navigates: the screens pushed above the list and the
/// one presented over them.
public enum InboxDestination: Hashable, Sendable, Codable {
  /// A message, pushed.
  case message(id: Int)
  /// The settings, pushed.
  case settings
  /// A new message, presented.
  case compose
}

/// A row of the list: a message as the settings show it.
public struct MessageRow: IdentifiableType, Equatable, Sendable {
  /// The message's id.
  public var id: Int
  /// What the row shows: `• Bob: Lunch? — Are you free at noon?` (the dot
  /// when unread, the preview when the settings show previews).
  public var text: String

  /// The message's id: a row keeps its cell while its text changes.
  public var identity: Int { id }

  /// The row for `message` under `settings`.
  public init(_ message: Message, settings: InboxSettings) {
    id = message.id
    text =
      (message.isRead ? "" : "• ") + "\(message.sender): \(message.subject)"
      + (settings.showsPreviews ? " — \(message.body)" : "")
  }
}

/// The list's one section: its header counts the unread messages.
public struct InboxSection: Equatable, Sendable {
  /// `Inbox: 2 unread`.
  public var header: String
  /// The rows, in the settings' order.
  public var items: [MessageRow]

  /// Creates a section.
  public init(header: String, items: [MessageRow]) {
    self.header = header
    self.items = items
  }
}

extension InboxSection: AnimatableSectionModelType {
  /// A row is a message.
  public typealias Item = MessageRow

  /// One section, always the same.
  public var identity: String { "inbox" }

  /// The same section with other rows.
  public init(original: InboxSection, items: [MessageRow]) {
    self = original
    self.items = items
  }
}
