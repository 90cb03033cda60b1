import ReactorCore
import Streams

/// Writes the test of a replay (see
/// `Recording.testStoreSource(replayingInto:…)`).
struct TestSourceWriter<R: Reactor, Converter: VirtualTimeConverterType> {
  let replay: Replay<R, Converter>
  let reactorSource: String
  let imports: [String]
  let typeName: String
  let testName: String
  let framework: Recording.TestFramework
  let note: String?
  let declaresClock: Bool

  /// The test's statements, indented by the caller.
  private var body: [String] = []
  /// The test's clock, in milliseconds.
  private var now = 0
  /// The state the test expects so far.
  private var expected: R.State?
  /// Whether an action is decoded from its JSON (the test throws).
  private var decodesActions = false
  /// Whether a shared value is decoded from its JSON (the test throws).
  private var decodesValues = false
  /// The names of the shared values in the test, as the reactor names them.
  private var sharedNames: [String] = []
  /// Their declarations, with their values when the recording started.
  private var sharedDeclarations: [String] = []

  init(
    replay: Replay<R, Converter>, reactorSource: String, imports: [String], typeName: String,
    testName: String, framework: Recording.TestFramework, note: String?, declaresClock: Bool
  ) {
    self.replay = replay
    self.reactorSource = reactorSource
    self.imports = imports
    self.typeName = typeName
    self.testName = testName
    self.framework = framework
    self.note = note
    self.declaresClock = declaresClock
  }

  consuming func source() throws(RecordingError) -> String {
    replay.playToEnd()
    try replay.verify()
    try refuseActionsTheReactorSendsItself()
    expected = replay.startState
    sharedNames = replay.sharedValues.enumerated().map { index, shared in
      Mirror(reflecting: replay.reactor).children.first {
        shared.holds($0.value as AnyObject)
      }?.label ?? "shared\(index + 1)"
    }
    writeSteps()
    for (index, shared) in replay.sharedValues.enumerated() {
      let recorded = replay.recording.sharedValues[index].value
      // Decoded by the replay already.
      let value = (try? shared.decode?(recorded)).map { literal(of: $0 as Any, as: shared) }
      sharedDeclarations.append(
        "let \(sharedNames[index]) = Shared<\(shared.valueTypeSource)>(\(value ?? "nil"))")
    }
    return file().joined(separator: "\n") + "\n"
  }

  /// Throws when the reactor sent itself an action while the replay played
  /// (a timer its `transform(action:)` merges in): the replay dropped it,
  /// since the recording holds it, but a test store sends each recorded
  /// action through `transform(action:)`, where the reactor would send it
  /// again, so a test written from the recording would fail.
  private func refuseActionsTheReactorSendsItself() throws(RecordingError) {
    guard let (position, action) = replay.firstDroppedAction else { return }
    throw .diverged(
      replay.makeDivergence(
        .extraState, step: min(position, replay.recording.steps.count),
        detail: "the reactor sent itself \(action) while the replay played (from its "
          + "`transform(action:)`); a test store sends the recorded actions through "
          + "`transform(action:)`, where it would send it again, so no test is written",
        recorded: [], replayed: []))
  }

  // MARK: - Statements

  private mutating func writeSteps() {
    let recording = replay.recording
    let played = replay.played
    for (index, step) in recording.steps.enumerated() {
      for state in played where state.position == index {
        receive(state.state)
      }
      advance(toMilliseconds: milliseconds(replay.rounded(step.time)))
      let synchronous = played.filter { $0.position == index + 1 && $0.state.isSynchronous }
      send(step, replay.actions[index], synchronous.last?.state)
    }
    for state in played where state.position == recording.steps.count {
      receive(state.state)
    }
    advance(toMilliseconds: milliseconds(replay.rounded(recording.duration)))
    body.append("store.finish()")
  }

  /// `seconds` in whole milliseconds; a replay's times are checked to be
  /// at most ``Recording/maximumTime``, far inside `Int`.
  private func milliseconds(_ seconds: Double) -> Int {
    Int(exactly: (seconds * 1000).rounded()) ?? Int(Recording.maximumTime * 1000)
  }

  private mutating func advance(toMilliseconds time: Int) {
    guard time > now else { return }
    body.append("store.advance(by: .milliseconds(\(time - now)))")
    now = time
  }

  private mutating func send(
    _ step: Recording.Step, _ value: R.Action, _ last: LoggedState?
  ) {
    let action: String
    if let literal = SwiftLiteral.of(value) {
      action = literal.inline
    } else {
      decodesActions = true
      action = "try recordedAction(\(Self.rawString(step.actionJSON)))"
    }
    assert("store.send(\(action)", separator: ", ", state: last)
  }

  private mutating func receive(_ played: LoggedState) {
    advance(toMilliseconds: milliseconds(played.time))
    if let index = played.sharedIndex {
      let value = literal(of: played.state, as: replay.sharedValues[index])
      // Laid out as it will be indented, in the test's body.
      body += Self.wrapped("\(sharedNames[index]).set(\(value))", indent: "    ").map {
        String($0.dropFirst(4))
      }
      return
    }
    guard !played.isSynchronous else { return }
    assert("store.receive", separator: "", state: played)
  }

  /// `value`, a value of `shared`, as a literal, or decoded from its JSON.
  private mutating func literal(of value: Any, as shared: MergedShared) -> String {
    if let literal = SwiftLiteral.of(value) { return literal.inline }
    decodesValues = true
    // Encoded when it was recorded: it encodes.
    let json = (try? shared.encode?(value))?.compactText ?? "null"
    return "try recordedValue(\(Self.rawString(json)))"
  }

  /// The call (`store.send(.x` or `store.receive`) asserting the state
  /// after it against the expected one: `call)`, `call) { $0.x = … }` or
  /// `call, printing: […])` (for `receive`: `receive()`, `receive { … }`,
  /// `receive(printing: […])`).
  private mutating func assert(
    _ call: String, separator: String, state: LoggedState?
  ) {
    let isOpen = call.contains("(")
    let open = isOpen ? call : call + "("
    guard let state, let previous = expected else {
      body.append(open + ")")
      return
    }
    // Logged by the replay's reactor: an `R.State`.
    let value = state.state as! R.State
    defer { expected = value }
    guard let changes = SwiftLiteral.assignments(from: previous, to: value, at: "$0")
    else {
      // As swift-format lays it out: a second argument goes on lines of
      // its own; a single element takes no trailing comma.
      let lines = state.lines
      let comma = lines.count > 1 ? "," : ""
      let elements = lines.map { String(reflecting: $0) + comma }
      if separator.isEmpty {
        body += [open + "printing: ["] + elements.map { "  " + $0 } + ["])"]
      } else {
        let head = String(open.prefix { $0 != "(" })
        let argument = String(open.dropFirst(head.count + 1))
        body +=
          [head + "(", "  \(argument),", "  printing: ["] + elements.map { "    " + $0 }
          + ["  ])"]
      }
      return
    }
    guard !changes.isEmpty else {
      body.append(open + ")")
      return
    }
    body.append(isOpen ? call + ") {" : call + " {")
    for (path, literal) in changes {
      body += literal.lines(prefix: "\(path) = ", indent: "  ", width: 100 - indentWidth)
    }
    body.append("}")
  }

  /// How far the body is indented in the file.
  private var indentWidth: Int { 4 }

  // MARK: - The file

  private func file() -> [String] {
    var lines = [
      "// Generated from a recording of \(Self.commentText(replay.recording.reactorType)) "
        + "(\(replay.recording.steps.count) actions over "
        + "\(ReplayDivergence.seconds(replay.recording.duration))).",
      "// Regenerate it rather than edit it" + (note == nil ? "." : ":"),
    ]
    if let note {
      lines += note.split(whereSeparator: \.isNewline).map { "//   \(Self.commentText($0))" }
    }
    lines.append("")
    let framework = self.framework == .swiftTesting ? "Testing" : "XCTest"
    let modules = Set(
      imports + ["ReactorTesting", framework]
        + (decodesActions || decodesValues ? ["Foundation"] : [])
        + (sharedDeclarations.isEmpty ? [] : ["ReactorCore"]))
    lines += modules.sorted().map { "import \($0)" }
    lines.append("")
    let throwsClause = decodesActions || decodesValues ? " throws" : ""
    lines.append(
      "/// The recorded session of \(Self.commentText(replay.recording.reactorType)), replayed by "
        + "a `TestStore`.")
    switch self.framework {
    case .swiftTesting:
      lines.append("@Suite struct \(typeName) {")
      lines.append("  @Test func \(testName)()\(throwsClause) {")
    case .xcTest:
      lines.append("final class \(typeName): XCTestCase {")
      lines.append("  func test_\(testName)()\(throwsClause) {")
    }
    lines.append("    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)")
    if declaresClock { lines.append("    let clock = TestClock(scheduler: scheduler)") }
    lines += sharedDeclarations.flatMap { Self.wrapped($0, indent: "    ") }
    lines += Self.wrapped("let reactor = \(reactorSource)", indent: "    ")
    lines.append("    let store = TestStore(reactor: reactor, scheduler: scheduler)")
    lines.append("")
    lines += body.map { "    " + $0 }
    lines.append("  }")
    lines.append("}")
    if decodesActions {
      let type = String(reflecting: R.Action.self)
      lines += [
        "",
        "/// An action decoded from the JSON the recording holds.",
        "private func recordedAction(_ json: String) throws -> RecordedAction {",
        "  try JSONDecoder().decode(RecordedAction.self, from: Data(json.utf8))",
        "}",
        "",
        "/// The recorded reactor's action type.",
        "private typealias RecordedAction = \(type)",
      ]
    }
    if decodesValues {
      lines += [
        "",
        "/// A shared value decoded from the JSON the recording holds.",
        "private func recordedValue<Value: Decodable>(_ json: String) throws -> Value {",
        "  try JSONDecoder().decode(Value.self, from: Data(json.utf8))",
        "}",
      ]
    }
    return lines
  }

  /// `line` at `indent`, broken after its first `(` when it is longer
  /// than 100 columns (its arguments on the next line).
  private static func wrapped(_ line: String, indent: String) -> [String] {
    guard indent.count + line.count > 100, let open = line.firstIndex(of: "("),
      line.hasSuffix(")")
    else { return [indent + line] }
    let head = line[...open]
    let arguments = line[line.index(after: open)...]
    return [indent + head, indent + "  " + arguments]
  }

  /// `text` made safe for a `//` comment: a line break or other control
  /// character (which would end the comment and start code) is written as
  /// its `\u{…}` escape.
  private static func commentText(_ text: some StringProtocol) -> String {
    var safe = ""
    for scalar in text.unicodeScalars {
      if scalar.isHidden {
        safe += scalar.swiftEscape
      } else {
        safe.unicodeScalars.append(scalar)
      }
    }
    return safe
  }

  /// `text` as a raw string literal that needs no escaping: more `#`s
  /// than any `"#…` (which would end it) or `\#…` (which would start an
  /// interpolation, code in the test) inside it.
  private static func rawString(_ text: String) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
    return hashes + "\"" + text + "\"" + hashes
  }
}
