/// How a label wraps and truncates lines that do not fit: UIKit's
/// `NSLineBreakMode` (stored, never applied: a render shows the whole
/// text).
public enum LineBreakMode: Int, Sendable {
  /// Wraps at word boundaries.
  case byWordWrapping
  /// Wraps at character boundaries.
  case byCharWrapping
  /// Cuts the line at the edge.
  case byClipping
  /// Shows the end of the line, with an ellipsis at the start.
  case byTruncatingHead
  /// Shows the start of the line, with an ellipsis at the end (a label's
  /// default).
  case byTruncatingTail
  /// Shows both ends, with an ellipsis in the middle.
  case byTruncatingMiddle
}
