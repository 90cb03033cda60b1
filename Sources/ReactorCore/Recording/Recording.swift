import Foundation

/// A recorded session of one reactor: each action it processed, with its
/// time, the states that followed, and checkpoints the app added (such as
/// the screen after each command).
///
/// A ``SessionRecorder`` makes one; ``write(to:)`` saves it as JSON (keys
/// sorted; its `format` and `version` keys say what it is) and
/// ``init(contentsOf:)`` reads it back. ``Replay`` and
/// ``replay(into:scheduler:render:)`` send the recorded actions to a fresh
/// reactor at their recorded times and report the first state (or screen)
/// that differs; ``TimeTravel`` steps through it; ReactorTesting's
/// `testStoreSource(replayingInto:…)` turns it into a `TestStore` test.
///
/// States are kept as printed lines (``stateLines(of:)``), so any state can
/// be recorded and compared; actions as their `Codable` encoding. Times are
/// seconds since the recording started, on the recorder's scheduler's
/// clock: real time in an app, virtual time under a test scheduler.
public struct Recording: Codable, Equatable, Sendable {
  /// The format version this version of the framework writes, and the
  /// latest it reads.
  public static let formatVersion = 1

  /// The value of the file's `format` key.
  static let formatName = "HeadlessReactor.Recording"

  /// The format version of the file this recording came from (or
  /// ``formatVersion`` for a new one).
  public var version = Self.formatVersion
  /// The recorded reactor's type, without its module (`CounterViewReactor`).
  public var reactorType: String
  /// Its action type (`CounterViewReactor.Action`); a replay checks that
  /// the reactor it drives has the same one.
  public var actionType: String
  /// What the app says about the session, for whoever replays it (a
  /// sample's runner stores the sample's name and arguments).
  public var info: [String: String] = [:]
  /// The state when the recording started, as ``stateLines(of:)`` prints it.
  public var initialState: [String]
  /// States published after the recording started and before its first
  /// action (the end of work started earlier).
  public var prelude: [State] = []
  /// The actions, in the order the reactor processed them.
  public var steps: [Step] = []
  /// The checkpoints the app added, in time order.
  public var checkpoints: [Checkpoint] = []
  /// Seconds from the start of the recording to its end.
  public var duration: TimeInterval = 0
  /// The shared values the reactor merged (``Streams/ObservableType/merge(_:as:)``),
  /// in that order: each one's value when the recording started and the
  /// changes others made to it (another screen's reactor, a service), which
  /// a replay makes again.
  public var sharedValues: [SharedValue] = []

  /// One action and the states published after it, until the next action.
  public struct Step: Codable, Equatable, Sendable {
    /// Seconds from the start of the recording to when the reactor began
    /// processing the action.
    public var time: TimeInterval
    /// The action as a state dump prints it (`.increase`,
    /// `.updateQuery("swift")`), for people; a replay decodes the encoding.
    public var action: String
    /// The action's `Codable` encoding.
    package var encodedAction: JSONValue
    /// The states published after the action, until the next one.
    public var states: [State]

    /// The action's `Codable` encoding as compact JSON with sorted keys
    /// (`{"increase":{}}`).
    public var actionJSON: String { encodedAction.compactText }
  }

  /// One state the reactor published.
  public struct State: Codable, Equatable, Sendable {
    /// Seconds from the start of the recording to its publication.
    public var time: TimeInterval
    /// Whether it was published while its action was being processed
    /// (what a `TestStore`'s `send` asserts), rather than later, by a
    /// delayed or asynchronous mutation (what `receive` asserts).
    public var isSynchronous: Bool
    /// The state as ``Recording/stateLines(of:)`` prints it.
    public var lines: [String]
  }

  /// A shared value the reactor merged, and the changes made to it.
  public struct SharedValue: Codable, Equatable, Sendable {
    /// The value's type, without its module (`InboxSettings`).
    public var valueType: String
    /// Its `Codable` encoding when the recording started.
    package var value: JSONValue
    /// The changes others made to it, in order.
    public var changes: [Change]

    /// Its value when the recording started, as compact JSON.
    public var valueJSON: String { value.compactText }

    /// A change of a shared value, made by another than the reactor.
    public struct Change: Codable, Equatable, Sendable {
      /// Seconds from the start of the recording.
      public var time: TimeInterval
      /// How many steps were recorded before it (as a ``Checkpoint``'s).
      public var stepsBefore: Int
      /// The new value's `Codable` encoding.
      package var value: JSONValue

      /// The new value as compact JSON.
      public var valueJSON: String { value.compactText }
    }
  }

  /// A moment the app marked: a label and, for a screen, what it showed.
  public struct Checkpoint: Codable, Equatable, Sendable {
    /// Seconds from the start of the recording.
    public var time: TimeInterval
    /// How many steps were recorded before it: it comes after step
    /// `stepsBefore - 1` and before step `stepsBefore`.
    public var stepsBefore: Int
    /// What happened (a sample's runner stores the command: `tap +`).
    public var label: String
    /// The screen's `render()` at that moment, if the app gave it.
    public var render: String?
  }

  /// An event of a recording, in the order it happened: a step (by index
  /// into ``steps``) or a checkpoint (by index into ``checkpoints``).
  public enum Event: Equatable, Sendable {
    /// The action of `steps[index]`.
    case step(Int)
    /// `checkpoints[index]`.
    case checkpoint(Int)
  }

  /// The steps and checkpoints in the order they happened.
  ///
  /// - Complexity: O(*s* + *c*) for *s* steps and *c* checkpoints.
  public var timeline: [Event] {
    var events: [Event] = []
    var nextStep = 0
    for (index, checkpoint) in checkpoints.enumerated() {
      // After the steps made before it (all of them, for a later one).
      let end = min(max(checkpoint.stepsBefore, nextStep), steps.count)
      events += (nextStep..<end).map(Event.step) + [.checkpoint(index)]
      nextStep = end
    }
    return events + (nextStep..<steps.count).map(Event.step)
  }

  /// The lines a recording keeps for `state`: one `path: value` line per
  /// leaf (`value: 1`, `items[0].isDone: false`), as
  /// ``Reactor/trace(to:)`` prints them. Equal states print the same
  /// lines; sets and dictionaries print sorted.
  ///
  /// - Complexity: O(*n*) in the size of the state, walked with `Mirror`.
  public static func stateLines(of state: Any) -> [String] {
    StateTree(of: state).lines
  }
}

// Files.
extension Recording {
  /// Writes the recording to `url` as JSON (pretty-printed, keys sorted),
  /// atomically: the file is either the whole new recording or untouched.
  /// Only a regular file, or nothing, is replaced: a directory, a symbolic
  /// link, a device or a FIFO at `url` is refused (``checkDestination(_:)``).
  ///
  /// - Throws: ``RecordingError/cannotWrite(file:reason:)`` naming the file
  ///   and saying what is wrong.
  public func write(to url: URL) throws(RecordingError) {
    try Self.checkDestination(url)
    let data = try encoded()
    do throws(FileProblem) {
      try FileKind.write(data, to: url)
    } catch {
      throw .cannotWrite(file: url.path, reason: error.reason)
    }
  }

  /// The recording as the JSON a file holds.
  ///
  /// - Throws: ``RecordingError/cannotWrite(file:reason:)`` (with the file
  ///   `<data>`) if a time is not a finite number.
  public func encoded() throws(RecordingError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw .cannotWrite(file: "<data>", reason: jsonErrorReason(error))
    }
  }

  /// Reads a recording written by ``write(to:)``.
  ///
  /// - Throws: ``RecordingError/cannotRead(file:reason:)`` when the file
  ///   cannot be read (missing, a directory, a FIFO, a device);
  ///   ``RecordingError/corrupt(file:reason:)`` when it is not a recording,
  ///   saying why (invalid JSON at a line and column, another format, a key
  ///   missing, mistyped or holding what no recording holds, by its path:
  ///   `steps[2].time`; nesting too deep);
  ///   ``RecordingError/unsupportedVersion(file:version:supported:)`` for a
  ///   later format version.
  public init(contentsOf url: URL) throws(RecordingError) {
    let data: Data
    do throws(FileProblem) {
      data = try FileKind.contents(of: url)
    } catch {
      throw .cannotRead(file: url.path, reason: error.reason)
    }
    try self.init(json: data, file: url.path)
  }

  /// Reads a recording from the JSON a file holds; `file` names it in
  /// errors.
  ///
  /// - Throws: as ``init(contentsOf:)``, but never
  ///   ``RecordingError/cannotRead(file:reason:)``.
  public init(json data: Data, file: String = "<data>") throws(RecordingError) {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .corrupt(file: file, reason: jsonErrorReason(error, in: data))
    }
    guard header.format == Self.formatName else {
      throw .corrupt(
        file: file,
        reason: "it is not a recording (its \"format\" is not \"\(Self.formatName)\")")
    }
    guard let version = header.version else {
      throw .corrupt(file: file, reason: "its \"version\" is missing")
    }
    guard version <= Self.formatVersion else {
      throw .unsupportedVersion(file: file, version: version, supported: Self.formatVersion)
    }
    do {
      self = try JSONDecoder().decode(Recording.self, from: data)
    } catch {
      throw .corrupt(file: file, reason: jsonErrorReason(error))
    }
    try check(file: file)
  }

  /// The keys read before the rest, to say what a file is.
  private struct Header: Decodable {
    var format: String?
    var version: Int?
  }
}

// Coded by hand: a file says what it is (`format`), and keys added after
// version 1 was first written (`sharedValues`) may be missing.
extension Recording {
  private enum CodingKeys: String, CodingKey {
    case format, version, reactorType, actionType, info, initialState, prelude, steps
    case checkpoints, duration, sharedValues
  }

  /// Decodes a recording (after ``init(json:file:)`` checked its header).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    version = try container.decode(Int.self, forKey: .version)
    reactorType = try container.decode(String.self, forKey: .reactorType)
    actionType = try container.decode(String.self, forKey: .actionType)
    info = try container.decodeIfPresent([String: String].self, forKey: .info) ?? [:]
    initialState = try container.decode([String].self, forKey: .initialState)
    prelude = try container.decodeIfPresent([State].self, forKey: .prelude) ?? []
    steps = try container.decode([Step].self, forKey: .steps)
    checkpoints = try container.decodeIfPresent([Checkpoint].self, forKey: .checkpoints) ?? []
    duration = try container.decode(TimeInterval.self, forKey: .duration)
    sharedValues =
      try container.decodeIfPresent([SharedValue].self, forKey: .sharedValues) ?? []
  }

  /// Encodes the recording, with its `format` key.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.formatName, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(reactorType, forKey: .reactorType)
    try container.encode(actionType, forKey: .actionType)
    try container.encode(info, forKey: .info)
    try container.encode(initialState, forKey: .initialState)
    try container.encode(prelude, forKey: .prelude)
    try container.encode(steps, forKey: .steps)
    try container.encode(checkpoints, forKey: .checkpoints)
    try container.encode(duration, forKey: .duration)
    if !sharedValues.isEmpty { try container.encode(sharedValues, forKey: .sharedValues) }
  }
}
