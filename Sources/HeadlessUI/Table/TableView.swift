import Sections
import Streams

/// A list of rows in sections: UIKit's `UITableView`, headless.
///
/// A data source (``dataSource``, or `rx.items(dataSource:)`) says what
/// the rows are; the table shows a window of ``ListScrollView/windowSize`` rows starting
/// at ``ListScrollView/scrollOffset``. Only rows in the window have cells: cells are
/// dequeued by reuse identifier, and a cell that scrolls out goes back to
/// its pool, so ``ListScrollView/numberOfCellsCreated`` stays near the window size
/// whatever the row count.
///
/// The table caches the row counts it shows, as UIKit does: it asks the
/// data source again on ``ListScrollView/reloadData()`` and after each batch update,
/// which it validates exactly as UIKit does. A batch that breaks a rule
/// throws a ``Sections/ChangesetValidationError`` (UIKit would crash with
/// "Invalid update: …") and the table keeps showing what it showed.
/// ``ListScrollView/appliedUpdates`` records every reload and batch, with animations.
///
/// Simulated users: ``selectRow(at:)`` taps a row, ``commitDelete(at:)``
/// swipes to delete, ``moveRow(at:to:)`` outside a batch drags a row.
/// ``HeadlessView/render()`` shows the section headers and footers and the visible rows
/// as their cells show them. Main-actor only.
@preconcurrency @MainActor
open class TableView: ListScrollView, SectionedViewType {
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

  /// Where a scrolled-to row ends up in the window.
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as possible to make the row visible.
    case none
    /// The row becomes the first in the window.
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

  /// UIKit's "size to fit" height; heights are not used here.
  public static let automaticDimension: CGFloat = -1

  /// The table's look.
  public let style: Style
  /// The height of a row in points: what ``ScrollView/contentOffset`` and
  /// ``ScrollView/contentSize`` count rows in (each row counts as one
  /// row of this height; ``automaticDimension`` or any height that is not
  /// positive counts as UIKit's default, 44).
  public var rowHeight: CGFloat = TableView.automaticDimension
  /// The estimated row height; stored, not used.
  public var estimatedRowHeight: CGFloat = 0
  /// A view under the rows; rendered after them when set.
  public var tableFooterView: HeadlessView?
  /// A view above the rows; rendered before them when set.
  public var tableHeaderView: HeadlessView?
  /// Whether the table is in editing mode (stored; editing is simulated by
  /// ``commitDelete(at:)`` and ``moveRow(at:to:)`` in any mode).
  public var isEditing = false

  lazy var engine = ListEngine<TableViewCell>(host: self, noun: "row", hooks: engineHooks())

  /// Rows, cells, headers and footers come from the data source; held
  /// weakly, as in UIKit (`rx.items` bindings keep theirs alive). Setting it
  /// reloads.
  public weak var dataSource: TableViewDataSource? {
    didSet { engine.reloadData(record: false) }
  }

  /// Told about selection, display, editing and scrolling; held weakly.
  public weak var delegate: TableViewDelegate?

  /// The height of section headers (stored, not used).
  public var sectionHeaderHeight: CGFloat = 0
  /// The height of section footers (stored, not used).
  public var sectionFooterHeight: CGFloat = 0
  /// The inset of cell separators (stored, not used).
  public var separatorInset = EdgeInsets.zero

  override var list: any ListContent { engine }
  override var dataSourceObject: AnyObject? { dataSource }
  override var scrollDelegate: ScrollViewDelegate? { delegate }

  let itemDeletedEvents = PublishSubject<IndexPath>()
  let itemInsertedEvents = PublishSubject<IndexPath>()
  let willDisplayCellEvents = PublishSubject<WillDisplayCellEvent>()
  let didEndDisplayingCellEvents = PublishSubject<WillDisplayCellEvent>()

  /// Creates an empty table.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  /// Creates an empty plain table.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates an empty plain table.
  public convenience override init() {
    self.init(frame: .zero, style: .plain)
  }

  /// Archives are not supported; creates an empty plain table.
  public required init?(coder: NSCoder) {
    self.style = .plain
    super.init(coder: coder)
  }

  private func engineHooks() -> ListEngine<TableViewCell>.Callbacks {
    // `unowned(unsafe)`: only the engine, which this view owns and alone
    // uses, calls these, from the view's own methods; a checked `unowned`
    // would retain the view per call, on the runtime's slower path (its
    // cells refer to it weakly as their superview).
    ListEngine.Callbacks(
      counts: { [unowned(unsafe) self] in
        guard let dataSource else { return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        return (0..<sections).map { dataSource.tableView(self, numberOfRowsInSection: $0) }
      },
      cell: { [unowned(unsafe) self] path in dataSource?.tableView(self, cellForRowAt: path) },
      willDisplay: { [unowned(unsafe) self] cell, path in
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        if willDisplayCellEvents.hasObservers { willDisplayCellEvents.onNext((cell, path)) }
      },
      didEndDisplaying: { [unowned(unsafe) self] cell, path in
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
        if didEndDisplayingCellEvents.hasObservers {
          didEndDisplayingCellEvents.onNext((cell, path))
        }
      },
      reuseIdentifier: { $0.reuseIdentifier },
      prepareForReuse: { $0.prepareForReuse() },
      setSelected: { cell, selected in cell.setSelected(selected, animated: false) },
      willSelect: { [unowned(unsafe) self] path in
        delegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
      },
      didSelect: { [unowned(unsafe) self] path in delegate?.tableView(self, didSelectRowAt: path) },
      didDeselect: { [unowned(unsafe) self] path in
        delegate?.tableView(self, didDeselectRowAt: path)
      },
      canMove: { [unowned(unsafe) self] path in
        dataSource?.tableView(self, canMoveRowAt: path) ?? false
      },
      moveData: { [unowned(unsafe) self] from, to in
        dataSource?.tableView(self, moveRowAt: from, to: to)
      },
      rowExtent: { [unowned(unsafe) self] in rowHeight > 0 ? rowHeight : 44 })
  }

  // MARK: Registration and reuse

  /// Registers a cell class to create for `identifier`; a `nil` class
  /// removes the registration.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    engine.register(cellClass, for: identifier) {
      TableViewCell.make($0, reuseIdentifier: identifier)
    }
  }

  /// A cell for the row at `indexPath`: a reused one from `identifier`'s
  /// pool (after its `prepareForReuse()`), or a new one of the registered
  /// class.
  ///
  /// An identifier with nothing registered is a programming error (UIKit
  /// raises): it is reported as a ``ViewWarning`` and a plain
  /// ``TableViewCell`` is returned so that the program goes on.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    engine.dequeue(identifier, for: indexPath) {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// A cell from `identifier`'s pool or a new registered one; `nil` when
  /// nothing is registered under `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    engine.dequeue(identifier)
  }

  // MARK: Counts and cells

  /// The number of rows shown in `section` (0 for a section that does not
  /// exist).
  public func numberOfRows(inSection section: Int) -> Int {
    engine.rowCount(inSection: section)
  }

  /// The cell showing the row at `indexPath`; `nil` when the row is not in
  /// the window.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    engine.visible[indexPath]
  }

  /// The rows in the window, in order (`nil` when there are none, as in
  /// UIKit).
  public var indexPathsForVisibleRows: [IndexPath]? {
    let paths = engine.visiblePaths
    return paths.isEmpty ? nil : paths
  }

  /// The cells in the window, in row order.
  public var visibleCells: [TableViewCell] {
    engine.visibleCells
  }

  /// The row `cell` is showing, if it is visible.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    engine.indexPath(for: cell)
  }

  // MARK: Window

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` in the
  /// window (`animated` is ignored). An index path that is not shown is
  /// reported as a ``ViewWarning`` and ignored.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    engine.scroll(to: indexPath, position: scrollPosition.placement, caller: "scrollToRow")
  }

  // MARK: Rendering

  /// The section headers and footers and the visible rows, one line each:
  /// `== title ==` for a header, `-- title --` for a footer, each row as
  /// its cell shows it (``TableViewCell/renderLine()``) indented by two
  /// spaces, `> ` instead for a selected row; `(n rows above)` /
  /// `(n rows below)` for rows outside the window; the section index as
  /// `index: A B C`.
  open override func renderLines() -> [String] {
    renderTable()
  }
}

/// A row moved by the user (RxCocoa's `ItemMovedEvent`).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// A cell shown or hidden at a row (RxCocoa's `WillDisplayCellEvent`).
public typealias WillDisplayCellEvent = (cell: TableViewCell, indexPath: IndexPath)
