import ReactorCore

extension SessionRecorder {
  /// Marks this moment with what `screen` shows (its
  /// ``HeadlessUI/ViewController/render()``), for a replay to compare
  /// (``ReactorCore/Replay/checkRender(_:)``).
  ///
  /// Main actor, as screens are.
  @preconcurrency @MainActor
  public func checkpoint(_ label: String, screen: ViewController) {
    checkpoint(label, render: screen.render())
  }
}
