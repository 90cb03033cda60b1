import HeadlessReactor

/// A screen of the inbox sample that a destination shows: what the app
/// compares with the navigation state.
@MainActor
public protocol InboxScreen: ViewController {
  /// The destination the screen was made for.
  var destination: InboxDestination { get }
}

/// Views side by side: one line of their texts, two spaces apart.
public final class InlineRow: HeadlessView {
  /// One line: each visible subview's lines, joined.
  override public func renderLines() -> [String] {
    [subviews.filter { !$0.isHidden }.flatMap { $0.renderLines() }.joined(separator: "  ")]
  }
}
