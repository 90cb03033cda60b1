/// How text is aligned in its line: UIKit's `NSTextAlignment` (stored,
/// never drawn).
///
/// In a file that also imports SwiftUI, write `HeadlessUI.TextAlignment`.
public enum TextAlignment: Int, Sendable {
  /// Against the left edge.
  case left
  /// Centered.
  case center
  /// Against the right edge.
  case right
  /// Spread to both edges.
  case justified
  /// The script's natural alignment (the default).
  case natural
}
