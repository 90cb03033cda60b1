/// Why a session cannot be recorded, read, written or replayed; its
/// description says so in one sentence, naming the file, type or step.
public enum RecordingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The reactor's action type is not `Codable`, so its actions cannot be
  /// written to a file or read back.
  case actionNotCodable(reactorType: String, actionType: String)
  /// Another ``SessionRecorder`` is recording this reactor.
  case alreadyRecording(reactorType: String)
  /// An action could not be encoded (its `encode(to:)` threw); `step`
  /// counts from 1.
  case unencodableAction(step: Int, action: String, reason: String)
  /// The reactor merges a shared value whose type is not `Codable`: a
  /// recording holds the shared values a reactor merges, and their changes.
  case sharedValueNotCodable(reactorType: String, valueType: String)
  /// A shared value the reactor merged could not be encoded (its
  /// `encode(to:)` threw).
  case unencodableSharedValue(valueType: String, reason: String)
  /// The recording holds other shared values than the replaying reactor
  /// merges (their types, in order).
  case wrongSharedValues(recorded: [String], replaying: [String])
  /// The file could not be read.
  case cannotRead(file: String, reason: String)
  /// The file is not a recording, or is damaged (the reason names the key).
  case corrupt(file: String, reason: String)
  /// The file has a later format version than this framework reads.
  case unsupportedVersion(file: String, version: Int, supported: Int)
  /// The file could not be written.
  case cannotWrite(file: String, reason: String)
  /// The recording is of another reactor's actions than the one replaying.
  case wrongReactor(recordedActionType: String, replayingActionType: String)
  /// A recorded action cannot be decoded as the replaying reactor's action
  /// type; `step` counts from 1.
  case undecodableAction(step: Int, action: String, reason: String)
  /// The replay produced another state or screen than the recording.
  case diverged(ReplayDivergence)

  /// ``actionNotCodable(reactorType:actionType:)`` for `R`.
  static func actionNotCodable<R: Reactor>(_: R.Type) -> Self {
    .actionNotCodable(
      reactorType: StateTree.typeName(ofType: R.self),
      actionType: StateTree.typeName(ofType: R.Action.self))
  }

  /// What went wrong, for people.
  public var description: String {
    switch self {
    case .actionNotCodable(let reactor, let action):
      return "cannot record or replay \(reactor): its action type \(action) is not Codable; "
        + "conform it to Codable (`extension \(action): Codable {}`, with Codable payloads) "
        + "so that its actions can be written to a file and read back"
    case .alreadyRecording(let reactor):
      return "\(reactor) is already being recorded: stop the other SessionRecorder first"
    case .unencodableAction(let step, let action, let reason):
      return "the action of step \(step), \(action), could not be encoded: \(reason)"
    case .sharedValueNotCodable(let reactor, let value):
      return "cannot record or replay \(reactor): it merges a Shared<\(value)>, and \(value) is "
        + "not Codable; conform it to Codable (`extension \(value): Codable {}`) so that the "
        + "shared value and its changes can be written to a file and read back"
    case .unencodableSharedValue(let type, let reason):
      return "a shared \(type) the reactor merges could not be encoded: \(reason)"
    case .wrongSharedValues(let recorded, let replaying):
      let list = { (types: [String]) in types.isEmpty ? "none" : types.joined(separator: ", ") }
      return "the recording holds shared values of types \(list(recorded)), the replaying "
        + "reactor merges \(list(replaying)): replay it into a reactor made as the recorded one"
    case .cannotRead(let file, let reason):
      return "cannot read the recording \(file): \(reason)"
    case .corrupt(let file, let reason):
      return "\(file) is not a valid recording: \(reason)"
    case .unsupportedVersion(let file, let version, let supported):
      return "\(file) is a recording of format version \(version); this version of "
        + "HeadlessReactor reads versions up to \(supported)"
    case .cannotWrite(let file, let reason):
      return "cannot write the recording \(file): \(reason)"
    case .wrongReactor(let recorded, let replaying):
      return "the recording holds actions of type \(recorded), not \(replaying): replay it "
        + "into the reactor it was recorded from"
    case .undecodableAction(let step, let action, let reason):
      return "the action of step \(step), \(action), cannot be decoded: \(reason)"
    case .diverged(let divergence):
      return divergence.description
    }
  }
}
