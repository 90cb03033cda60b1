import Foundation

// What a recording from a file (or made by hand) must be before anything
// relies on it, and what may be at a path it is written to. Every number is
// checked before it becomes an index, an `Int` or a duration.
extension Recording {
  /// The latest time a recording may hold, in seconds from its start:
  /// about 31 years. A later time is corrupt, not a long session: it could
  /// not be counted in milliseconds, or on a scheduler's clock, without
  /// overflowing.
  public static let maximumTime: TimeInterval = 1_000_000_000

  /// The first thing wrong with this recording, in words naming the key
  /// (`checkpoints[2].stepsBefore is 9, but the recording has 4 steps`),
  /// or `nil` when a replay can rely on it.
  ///
  /// - Complexity: O(*n*) in its steps, states and checkpoints.
  var problem: String? {
    guard version >= 1 else {
      return "its \"version\" \(version) is not a format version (versions start at 1)"
    }
    // Type names go into messages and generated Swift comments: nothing in
    // them may hide (a line break would end the comment).
    let typeNames =
      [("reactorType", reactorType), ("actionType", actionType)]
      + sharedValues.enumerated().map { ("sharedValues[\($0)].valueType", $1.valueType) }
    for (key, name) in typeNames {
      if name.isEmpty { return "\(key) is empty" }
      if let bad = Self.controlCharacter(in: name) {
        return "\(key) holds the control character \(bad): it must be a type name"
      }
    }
    let marks: [[(key: String, time: Double, stepsBefore: Int)]] =
      [checkpoints.enumerated().map { ("checkpoints[\($0)]", $1.time, $1.stepsBefore) }]
      + sharedValues.enumerated().map { index, shared in
        shared.changes.enumerated().map {
          ("sharedValues[\(index)].changes[\($0)]", $1.time, $1.stepsBefore)
        }
      }
    let states = keyedStates
    let times =
      [("duration", duration)] + steps.enumerated().map { ("steps[\($0)].time", $1.time) }
      + states.map { ("\($0.key).time", $0.state.time) }
    for (key, seconds) in times {
      if let problem = Self.timeProblem(seconds, at: key) { return problem }
    }
    // Marks come in time order, each after at most every step.
    for list in marks {
      for ((key, time, count), previous) in zip(list, [0] + list.map(\.stepsBefore)) {
        if let problem = Self.timeProblem(time, at: "\(key).time") { return problem }
        guard (0...steps.count).contains(count) else {
          return "\(key).stepsBefore is \(count), but the recording has "
            + "\(steps.count) step\(steps.count == 1 ? "" : "s")"
        }
        guard count >= previous else {
          return "\(key).stepsBefore is \(count), less than the \(previous) before it "
            + "(they are in time order)"
        }
      }
    }
    return textProblem(states: states)
  }

  /// Every state of the recording with the key that names it
  /// (`prelude[0]`, `steps[2].states[1]`), in order.
  private var keyedStates: [(key: String, state: State)] {
    prelude.enumerated().map { ("prelude[\($0)]", $1) }
      + steps.enumerated().flatMap { index, step in
        step.states.enumerated().map { ("steps[\(index)].states[\($0)]", $1) }
      }
  }

  private static func timeProblem(_ seconds: Double, at key: String) -> String? {
    guard !seconds.isFinite || seconds < 0 || seconds > maximumTime else { return nil }
    return "\(key) is \(seconds): a time must be between 0 and \(Int(maximumTime)) seconds"
  }

  /// Throws ``RecordingError/corrupt(file:reason:)`` naming `file` when
  /// the recording has a ``problem``.
  func check(file: String) throws(RecordingError) {
    if let problem { throw .corrupt(file: file, reason: problem) }
  }

  /// The first text of the recording that holds a control character but
  /// a tab (and, in a screen, a line break): a replay prints them to a
  /// terminal, where an escape sequence would act. Named by its key;
  /// `states` are the ``keyedStates``.
  private func textProblem(states: [(key: String, state: State)]) -> String? {
    func check(_ text: String, _ key: @autoclosure () -> String, lines: Bool = false) -> String? {
      Self.controlCharacter(in: text, allowing: lines ? ["\t", "\n"] : ["\t"], onlyControls: true)
        .map { "\(key()) holds the control character \($0)" }
    }
    for (key, value) in info.sorted(by: { $0.key < $1.key }) {
      if let problem = check(key + value, "info[\(String(reflecting: key))]") { return problem }
    }
    let printed =
      [("initialState", initialState)] + states.map { ("\($0.key).lines", $0.state.lines) }
    for (key, lines) in printed {
      for (index, line) in lines.enumerated() {
        if let problem = check(line, "\(key)[\(index)]") { return problem }
      }
    }
    for (index, step) in steps.enumerated() {
      if let problem = check(step.action, "steps[\(index)].action") { return problem }
    }
    for (index, checkpoint) in checkpoints.enumerated() {
      if let problem = check(checkpoint.label, "checkpoints[\(index)].label")
        ?? checkpoint.render.flatMap({ check($0, "checkpoints[\(index)].render", lines: true) })
      {
        return problem
      }
    }
    return nil
  }

  /// The first character of `text` but those `allowed` that does not show
  /// as itself (``Unicode/Scalar/isHidden``, or with `onlyControls` only C0
  /// and C1 controls, which a terminal acts on), as `U+001B`.
  static func controlCharacter(
    in text: String, allowing allowed: Set<Unicode.Scalar> = [], onlyControls: Bool = false
  ) -> String? {
    text.unicodeScalars.first { scalar in
      !allowed.contains(scalar)
        && (onlyControls ? scalar.properties.generalCategory == .control : scalar.isHidden)
    }?.codePoint
  }

  /// Checks that ``write(to:)`` may write `url` (call it before a session
  /// starts): nothing is there or a regular file, in a directory that
  /// exists and can be written.
  ///
  /// - Throws: ``RecordingError/cannotWrite(file:reason:)`` saying what is
  ///   wrong (`it is a symbolic link, not a regular file`, `its directory
  ///   /x does not exist`).
  public static func checkDestination(_ url: URL) throws(RecordingError) {
    if let reason = FileKind.writeProblem(url) {
      throw .cannotWrite(file: url.path, reason: reason)
    }
  }
}
