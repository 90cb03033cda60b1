import Foundation

// What a recording from a file (or made by hand) must be before anything
// relies on it, and what may be at a path a recording is read from or
// written to. Every number is checked before it becomes an index, an `Int`
// or a duration; every path before it is opened.
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
    let typeNames: [(String, String)] =
      [("reactorType", reactorType), ("actionType", actionType)]
      + sharedValues.enumerated().map { ("sharedValues[\($0)].valueType", $1.valueType) }
    for (key, name) in typeNames {
      if let problem = Self.typeNameProblem(name) { return "\(key) \(problem)" }
    }
    let states = keyedStates
    let times: [(String, Double)] =
      [("duration", duration)] + steps.enumerated().map { ("steps[\($0)].time", $1.time) }
      + states.map { ("\($0.key).time", $0.state.time) }
    for (key, time) in times {
      if let problem = Self.timeProblem(time, at: key) { return problem }
    }
    let markLists: [[(key: String, time: Double, stepsBefore: Int)]] =
      [checkpoints.enumerated().map { ("checkpoints[\($0)]", $1.time, $1.stepsBefore) }]
      + sharedValues.enumerated().map { index, shared in
        shared.changes.enumerated().map {
          ("sharedValues[\(index)].changes[\($0)]", $1.time, $1.stepsBefore)
        }
      }
    for marks in markLists {
      if let problem = orderProblem(marks) { return problem }
    }
    return textProblem(states: states)
  }

  /// The first of `marks` (checkpoints, changes of a shared value) whose
  /// time is not a time, or that comes before the step of the mark before
  /// it or after the last step.
  private func orderProblem(_ marks: [(key: String, time: Double, stepsBefore: Int)]) -> String? {
    var stepsBefore = 0
    for (key, time, steps) in marks {
      if let problem = Self.timeProblem(time, at: "\(key).time") { return problem }
      guard (0...self.steps.count).contains(steps) else {
        return "\(key).stepsBefore is \(steps), but the recording has "
          + "\(self.steps.count) step\(self.steps.count == 1 ? "" : "s")"
      }
      guard steps >= stepsBefore else {
        return "\(key).stepsBefore is \(steps), less than the \(stepsBefore) before it "
          + "(they are in time order)"
      }
      stepsBefore = steps
    }
    return nil
  }

  /// Every state of the recording with the key that names it
  /// (`prelude[0]`, `steps[2].states[1]`), in order.
  private var keyedStates: [(key: String, state: State)] {
    prelude.enumerated().map { ("prelude[\($0)]", $1) }
      + steps.enumerated().flatMap { index, step in
        step.states.enumerated().map { ("steps[\(index)].states[\($0)]", $1) }
      }
  }

  /// Throws ``RecordingError/corrupt(file:reason:)`` naming `file` when
  /// the recording has a ``problem``.
  func check(file: String) throws(RecordingError) {
    if let problem { throw .corrupt(file: file, reason: problem) }
  }

  private static func timeProblem(_ seconds: TimeInterval, at key: String) -> String? {
    guard seconds.isFinite, seconds >= 0, seconds <= maximumTime else {
      return "\(key) is \(seconds): a time must be between 0 and \(Int(maximumTime)) seconds"
    }
    return nil
  }

  /// A type name goes into messages and generated Swift (comments): it
  /// may hold no line break or other control character.
  private static func typeNameProblem(_ name: String) -> String? {
    guard !name.isEmpty else { return "is empty" }
    guard let bad = controlCharacter(in: name) else { return nil }
    return "holds the control character \(bad): it must be a type name"
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
      if let problem = check(checkpoint.label, "checkpoints[\(index)].label") { return problem }
      if let render = checkpoint.render,
        let problem = check(render, "checkpoints[\(index)].render", lines: true)
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

  // MARK: - Paths

  /// Checks that ``write(to:)`` may write `url`, before a session starts
  /// rather than after it: nothing is there or a regular file (never a
  /// directory, a symbolic link, a device or a FIFO), in a directory that
  /// exists and can be written.
  ///
  /// - Throws: ``RecordingError/cannotWrite(file:reason:)`` saying what is
  ///   wrong (`it is a directory`, `it is a symbolic link, not a regular
  ///   file`, `its directory /x does not exist`).
  public static func checkDestination(_ url: URL) throws(RecordingError) {
    if let reason = FileKind.writeProblem(url) {
      throw .cannotWrite(file: url.path, reason: reason)
    }
  }

  /// Checks that `url` leads to a regular file that can be read, so that
  /// reading neither hangs (a FIFO) nor never ends (`/dev/zero`).
  static func checkSource(_ url: URL) throws(RecordingError) {
    if let reason = FileKind.readProblem(url) { throw .cannotRead(file: url.path, reason: reason) }
  }
}
