/// Distances inward from a rectangle's edges: UIKit's `UIEdgeInsets`
/// (stored by views, not used for layout).
public struct EdgeInsets: Hashable, Sendable {
  /// From the top edge.
  public var top: CGFloat
  /// From the left edge.
  public var left: CGFloat
  /// From the bottom edge.
  public var bottom: CGFloat
  /// From the right edge.
  public var right: CGFloat

  /// Insets of the given distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
