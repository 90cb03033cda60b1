import Foundation

/// The first point where a replay differs from its recording: which step,
/// what differs, and the recorded and replayed lines.
///
/// Its description names the step (its number, action and recorded time)
/// and shows a line diff, `−` recorded and `+` replayed:
///
/// ```
/// replay diverged at step 2 of 3 (.increase, sent at 0.512 s): state 1 of 3 after it differs (− recorded, + replayed):
///   value: 1
/// − isLoading: true
/// + isLoading: false
/// ```
public struct ReplayDivergence: Error, Equatable, Sendable, CustomStringConvertible {
  /// What differs.
  public enum Kind: Equatable, Sendable {
    /// The reactor's state before the first action.
    case initialState
    /// A state published after a step.
    case state
    /// A recorded state the replay did not publish.
    case missingState
    /// A state the replay published that the recording does not have.
    case extraState
    /// The screen at a checkpoint.
    case render
  }

  /// What differs.
  public var kind: Kind
  /// The number (from 1) of the step the difference follows, 0 before the
  /// first action.
  public var step: Int
  /// How many steps the recording has.
  public var stepCount: Int
  /// That step's action as the recording prints it, `nil` before the first.
  public var action: String?
  /// That step's recorded time in seconds, `nil` before the first.
  public var time: TimeInterval?
  /// Which state or screen differs, in words (`state 1 of 3 after it`).
  public var detail: String
  /// The recorded lines (empty for an extra state).
  public var recorded: [String]
  /// The replayed lines (empty for a missing state).
  public var replayed: [String]

  /// Creates a divergence.
  public init(
    kind: Kind, step: Int, stepCount: Int, action: String?, time: TimeInterval?,
    detail: String, recorded: [String], replayed: [String]
  ) {
    self.kind = kind
    self.step = step
    self.stepCount = stepCount
    self.action = action
    self.time = time
    self.detail = detail
    self.recorded = recorded
    self.replayed = replayed
  }

  /// Where, what, and the line diff.
  public var description: String {
    let place: String
    if let action, let time, step > 0 {
      place = "at step \(step) of \(stepCount) (\(action), sent at \(Self.seconds(time)))"
    } else {
      place = "before the first action"
    }
    let diff = LineDiff.render(expected: recorded, actual: replayed)
    return "replay diverged \(place): \(detail) (− recorded, + replayed):\n"
      + diff.joined(separator: "\n")
  }

  /// `0.512 s`.
  package static func seconds(_ time: TimeInterval) -> String {
    String(format: "%.3f s", time)
  }
}
