/// How a collection lays out its items (UIKit's `UICollectionViewLayout`);
/// kept so that code creating one compiles. Items render one per line.
@preconcurrency @MainActor
open class CollectionViewLayout {
  /// Creates a layout.
  public init() {}
}

/// A grid layout (UIKit's `UICollectionViewFlowLayout`); its settings are
/// stored and not used.
@preconcurrency @MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
  /// The scroll direction of a flow layout.
  public enum ScrollDirection: Int, Sendable {
    /// Vertical.
    case vertical
    /// Horizontal.
    case horizontal
  }

  /// The size of each item.
  public var itemSize = CGSize(width: 50, height: 50)
  /// The scroll direction.
  public var scrollDirection = ScrollDirection.vertical
  /// The spacing between lines.
  public var minimumLineSpacing: CGFloat = 10
  /// The spacing between items in a line.
  public var minimumInteritemSpacing: CGFloat = 10
  /// The size of section headers.
  public var headerReferenceSize = CGSize.zero
  /// The size of section footers.
  public var footerReferenceSize = CGSize.zero
}
