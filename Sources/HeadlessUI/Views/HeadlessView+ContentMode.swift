extension HeadlessView {
  /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`
  /// (stored, never applied).
  public enum ContentMode: Int, Sendable {
    /// Stretched to fill (the default).
    case scaleToFill
    /// Scaled to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scaled to fill, keeping the aspect ratio (clipped).
    case scaleAspectFill
    /// Redrawn when the bounds change.
    case redraw
    /// Centered.
    case center
    /// Centered at the top.
    case top
    /// Centered at the bottom.
    case bottom
    /// Centered on the left.
    case left
    /// Centered on the right.
    case right
    /// In the top-left corner.
    case topLeft
    /// In the top-right corner.
    case topRight
    /// In the bottom-left corner.
    case bottomLeft
    /// In the bottom-right corner.
    case bottomRight
  }
}
