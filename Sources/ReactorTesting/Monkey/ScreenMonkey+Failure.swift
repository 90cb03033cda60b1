extension ScreenMonkey {
  /// How a ``ScreenMonkey`` run failed, shrunk: the seed, the shortest
  /// events that still fail, why, and what the screen showed then.
  public struct Failure: CustomStringConvertible, Sendable {
    /// The monkey's seed: `ScreenMonkey(seed:)` with it, on the same
    /// screen, fails the same way again.
    public let seed: UInt64
    /// What the user did, shrunk, in words: `tap Minus`,
    /// `select row 3 of section 0`, `type "ab" into Name`, `back`,
    /// `swipe down`. Empty when the screen failed as first shown, or the
    /// run was refused.
    public var events: [String] { sent.map(\.description) }
    /// Why it failed: the view warning, the reactor error, `the invariant
    /// is false`, or why the run was refused.
    public let reason: String
    /// What the screen showed when it failed (its `render()`); empty for a
    /// refused run.
    public let render: String

    let sent: [MonkeyEvent]

    init(seed: UInt64, sent: [MonkeyEvent], reason: String, render: String) {
      self.seed = seed
      self.sent = sent
      self.reason = reason
      self.render = render
    }

    /// The seed, the reason, the events and the screen.
    public var description: String {
      var lines = ["ScreenMonkey(seed: \(seed)) failed: \(reason)"]
      if reason.hasPrefix("refused: ") { return lines[0] }
      if events.isEmpty {
        lines.append("The screen fails as first shown, before any event.")
      } else {
        lines.append("Shortest failing events (\(events.count)):")
        lines += events.enumerated().map { "  \($0.offset + 1). \($0.element)" }
      }
      lines.append("The screen then:")
      lines += render.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
      return lines.joined(separator: "\n")
    }
  }
}
