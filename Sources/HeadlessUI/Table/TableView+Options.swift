// The table's option types: its look, the animation of a batch operation,
// and where a scrolled-to row ends up.
extension TableView {
  /// The table's look (stored, not rendered differently).
  public enum Style: Int, Sendable {
    /// Plain.
    case plain
    /// Grouped.
    case grouped
    /// Inset grouped.
    case insetGrouped
  }

  /// The animation of a batch operation, recorded in ``ListScrollView/appliedUpdates``.
  public enum RowAnimation: Int, Sendable, CustomStringConvertible {
    /// Fade.
    case fade
    /// Slide from/to the right.
    case right
    /// Slide from/to the left.
    case left
    /// Slide from/to the top.
    case top
    /// Slide from/to the bottom.
    case bottom
    /// No animation.
    case none
    /// From/to the middle.
    case middle
    /// Chosen by the table.
    case automatic = 100

    /// The case name.
    public var description: String {
      switch self {
      case .fade: "fade"
      case .right: "right"
      case .left: "left"
      case .top: "top"
      case .bottom: "bottom"
      case .none: "none"
      case .middle: "middle"
      case .automatic: "automatic"
      }
    }
  }

  /// Where a scrolled-to row ends up among the visible rows.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as possible to make the row visible.
    case none
    /// The row becomes the first visible one.
    case top
    /// The row becomes the middle one.
    case middle
    /// The row becomes the last one.
    case bottom

    var placement: ScrollPlacement {
      switch self {
      case .none: .nearest
      case .top: .top
      case .middle: .middle
      case .bottom: .bottom
      }
    }
  }
}
