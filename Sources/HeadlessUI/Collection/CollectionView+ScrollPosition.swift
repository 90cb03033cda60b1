extension CollectionView {
  /// Where a scrolled-to item ends up among the visible items.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as possible.
    case none
    /// At the top of the visible items.
    case top
    /// In the middle.
    case centeredVertically
    /// At the bottom.
    case bottom

    var placement: ScrollPlacement {
      switch self {
      case .none: .nearest
      case .top: .top
      case .centeredVertically: .middle
      case .bottom: .bottom
      }
    }
  }
}
