import Sections
import Streams

/// Items in sections: UIKit's `UICollectionView`, headless.
///
/// The same model as ``TableView``: a data source,
/// ``ListScrollView/visibleRowCount`` visible items from ``ListScrollView/scrollOffset`` (items count one each,
/// whatever the layout), reused cells, validated batch updates recorded in
/// ``ListScrollView/appliedUpdates``, simulated taps (``selectItem(at:)``) and drags
/// (``moveItem(at:to:)`` outside a batch). Headers and footers come from
/// the data source's supplementary views. Main-actor only.
@preconcurrency @MainActor
open class CollectionView: ListScrollView, SectionedViewType {
  /// The kind of a section header supplementary view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer supplementary view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout; stored, not used.
  public var collectionViewLayout: CollectionViewLayout

  lazy var engine = ListEngine<CollectionViewCell>(
    host: self, names: .collection, hooks: engineHooks())
  final var supplementaryRegistrations: [String: @MainActor () -> CollectionReusableView] = [:]
  var supplementaryPool: [String: [CollectionReusableView]] = [:]

  /// Items, cells and supplementary views come from the data source; held
  /// weakly (`rx.items` bindings keep theirs alive). Setting it reloads.
  public weak var dataSource: CollectionViewDataSource? {
    didSet { engine.reloadData(record: false) }
  }

  /// Told about selection, display and scrolling; held weakly.
  public weak var delegate: CollectionViewDelegate?

  override var list: any ListContent { engine }
  override var dataSourceObject: AnyObject? { dataSource }
  override var scrollDelegate: ScrollViewDelegate? { delegate }

  /// Creates an empty collection with `layout`.
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// Archives are not supported; creates an empty collection.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewFlowLayout()
    super.init(coder: coder)
  }

  private func engineHooks() -> ListEngine<CollectionViewCell>.Callbacks {
    // `unowned(unsafe)`: only the engine, which this view owns and alone
    // uses, calls these, from the view's own methods; a checked `unowned`
    // would retain the view per call, on the runtime's slower path (its
    // cells refer to it weakly as their superview).
    ListEngine.Callbacks(
      counts: { [unowned(unsafe) self] in
        rowCounts(
          of: dataSource, sections: { $0.numberOfSections(in: self) },
          rows: { $0.collectionView(self, numberOfItemsInSection: $1) })
      },
      cell: { [unowned(unsafe) self] path in dataSource?.collectionView(self, cellForItemAt: path)
      },
      willDisplay: { [unowned(unsafe) self] cell, path in
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      },
      didEndDisplaying: { [unowned(unsafe) self] cell, path in
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      },
      willSelect: { [unowned(unsafe) self] path in
        delegate?.collectionView(self, shouldSelectItemAt: path) ?? true ? path : nil
      },
      didSelect: { [unowned(unsafe) self] path in
        delegate?.collectionView(self, didSelectItemAt: path)
      },
      didDeselect: { [unowned(unsafe) self] path in
        delegate?.collectionView(self, didDeselectItemAt: path)
      },
      canMove: { [unowned(unsafe) self] path in
        dataSource?.collectionView(self, canMoveItemAt: path) ?? false
      },
      moveData: { [unowned(unsafe) self] from, to in
        dataSource?.collectionView(self, moveItemAt: from, to: to)
      },
      rowExtent: { [unowned(unsafe) self] in
        let height = (collectionViewLayout as? CollectionViewFlowLayout)?.itemSize.height ?? 0
        // A NaN or infinite height would make every offset NaN.
        return height > 0 && height.isFinite ? height : 50
      })
  }

  // MARK: Visible rows

  /// Scrolls the item at `indexPath` to `scrollPosition` among the visible items.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    engine.scroll(to: indexPath, position: scrollPosition.placement)
  }

  // MARK: Rendering

  /// Each section's header and footer (as their supplementary views show
  /// them, `== … ==` / `-- … --`) and its visible items, one line each,
  /// `> ` for a selected item; `(n items above)` / `(n items below)`.
  /// Headers and footers are asked for only when a view is registered for
  /// their kind.
  open override func renderLines() -> [String] {
    renderCollection()
  }
}
