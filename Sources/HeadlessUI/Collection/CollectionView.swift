import Sections
import Streams

/// Items in sections: UIKit's `UICollectionView`, headless.
///
/// The same model as ``TableView``: a data source, a window of
/// ``ListScrollView/windowSize`` items from ``ListScrollView/scrollOffset`` (items count one each,
/// whatever the layout), reused cells, validated batch updates recorded in
/// ``ListScrollView/appliedUpdates``, simulated taps (``selectItem(at:)``) and drags
/// (``moveItem(at:to:)`` outside a batch). Headers and footers come from
/// the data source's supplementary views. Main-actor only.
@preconcurrency @MainActor
open class CollectionView: ListScrollView, SectionedViewType {
  /// Where a scrolled-to item ends up in the window.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as possible.
    case none
    /// At the top of the window.
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

  /// The kind of a section header supplementary view.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer supplementary view.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// The layout; stored, not used.
  public var collectionViewLayout: CollectionViewLayout

  lazy var engine = ListEngine<CollectionViewCell>(host: self, noun: "item", hooks: engineHooks())
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

  let willDisplayCellEvents = PublishSubject<(cell: CollectionViewCell, at: IndexPath)>()
  let didEndDisplayingCellEvents = PublishSubject<(cell: CollectionViewCell, at: IndexPath)>()

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
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
      },
      cell: { [unowned(unsafe) self] path in dataSource?.collectionView(self, cellForItemAt: path)
      },
      willDisplay: { [unowned(unsafe) self] cell, path in
        delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        if willDisplayCellEvents.hasObservers { willDisplayCellEvents.onNext((cell, path)) }
      },
      didEndDisplaying: { [unowned(unsafe) self] cell, path in
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        if didEndDisplayingCellEvents.hasObservers {
          didEndDisplayingCellEvents.onNext((cell, path))
        }
      },
      reuseIdentifier: { $0.reuseIdentifier },
      prepareForReuse: { $0.prepareForReuse() },
      setSelected: { cell, selected in cell.isSelected = selected },
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
        return height > 0 ? height : 50
      })
  }

  // MARK: Registration and reuse

  /// Registers a cell class to create for `identifier`; `nil` removes it.
  public func register(
    _ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    engine.register(cellClass, for: identifier) {
      CollectionReusableView.make($0, reuseIdentifier: identifier)
    }
  }

  /// Registers a header or footer class for `kind` and `identifier`.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = kind + "\u{0}" + identifier
    guard let viewClass else {
      supplementaryRegistrations[key] = nil
      return
    }
    supplementaryRegistrations[key] = {
      CollectionReusableView.make(viewClass, reuseIdentifier: identifier)
    }
  }

  /// A reused or new cell of the class registered for `identifier`; an
  /// unregistered identifier is reported as a ``ViewWarning`` and a plain
  /// ``CollectionViewCell`` is returned.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionViewCell {
    engine.dequeue(identifier, for: indexPath) { CollectionViewCell() }
  }

  /// A reused or new supplementary view registered for `kind` and
  /// `identifier`; unregistered ones are reported and a plain view returned.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = kind + "\u{0}" + identifier
    if var pooled = supplementaryPool[key], let view = pooled.popLast() {
      supplementaryPool[key] = pooled
      view.prepareForReuse()
      return view
    }
    if let make = supplementaryRegistrations[key] { return make() }
    reportViewWarning(
      .unregisteredReuseIdentifier,
      "unable to dequeue a \(kind) view with identifier \(identifier): register a class first")
    return CollectionReusableView()
  }

  // MARK: Counts and cells

  /// The number of items shown in `section`.
  public func numberOfItems(inSection section: Int) -> Int {
    engine.rowCount(inSection: section)
  }

  /// The cell of the item at `indexPath`; `nil` when not in the window.
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    engine.visible[indexPath]
  }

  /// The items in the window, in order.
  public var indexPathsForVisibleItems: [IndexPath] { engine.visiblePaths }

  /// The cells in the window, in item order.
  public var visibleCells: [CollectionViewCell] {
    engine.visibleCells
  }

  /// The item `cell` is showing, if it is visible.
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }

  // MARK: Window

  /// Scrolls the item at `indexPath` to `scrollPosition` in the window.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    engine.scroll(to: indexPath, position: scrollPosition.placement, caller: "scrollToItem")
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
