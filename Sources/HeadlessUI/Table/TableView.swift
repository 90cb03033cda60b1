import Sections
import Streams

/// A list of rows in sections: UIKit's `UITableView`, headless.
///
/// A data source (``dataSource``, or `rx.items(dataSource:)`) says what
/// the rows are; the table shows ``ListScrollView/visibleRowCount`` rows at a time,
/// starting at ``ListScrollView/scrollOffset``. Only visible rows have cells: cells
/// are dequeued by reuse identifier, and a cell that scrolls out goes back
/// to its pool, so ``ListScrollView/numberOfCellsCreated`` stays near the visible
/// row count whatever the row count.
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
  /// UIKit's "size to fit" height; heights are not used here.
  public static let automaticDimension: CGFloat = -1

  /// The table's look.
  public let style: Style
  /// The height of a row in points: what ``ScrollView/contentOffset`` and
  /// ``ScrollView/contentSize`` count rows in (each row counts as one
  /// row of this height; ``automaticDimension`` or any height that is not
  /// positive counts as UIKit's default, 44). A NaN or infinite height is
  /// refused with a ``ViewWarning/Kind/invalidValue`` warning. An offset
  /// set in code stays: the rows shown become the ones under it.
  public var rowHeight: CGFloat = TableView.automaticDimension {
    didSet {
      guard !refuseNonFinite("rowHeight", &rowHeight, old: oldValue) else { return }
      engine.rowExtentChanged()
    }
  }
  /// The estimated row height; stored, not used.
  public var estimatedRowHeight: CGFloat = 0
  /// A view under the rows; rendered after them when set.
  public var tableFooterView: HeadlessView?
  /// A view above the rows; rendered before them when set.
  public var tableHeaderView: HeadlessView?
  /// Whether the table is in editing mode (stored; editing is simulated by
  /// ``commitDelete(at:)`` and ``moveRow(at:to:)`` in any mode).
  public var isEditing = false

  lazy var engine = ListEngine<TableViewCell>(host: self, names: .table, hooks: engineHooks())

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
        rowCounts(
          of: dataSource, sections: { $0.numberOfSections(in: self) },
          rows: { $0.tableView(self, numberOfRowsInSection: $1) })
      },
      cell: { [unowned(unsafe) self] path in dataSource?.tableView(self, cellForRowAt: path) },
      willDisplay: { [unowned(unsafe) self] cell, path in
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      },
      didEndDisplaying: { [unowned(unsafe) self] cell, path in
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      },
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

  // MARK: Visible rows

  /// Scrolls so that the row at `indexPath` is at `scrollPosition` among
  /// the visible rows (`animated` is ignored). An index path that is not shown is
  /// reported as a ``ViewWarning`` and ignored.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    engine.scroll(to: indexPath, position: scrollPosition.placement)
  }

  // MARK: Rendering

  /// The section headers and footers and the visible rows, one line each:
  /// `== title ==` for a header, `-- title --` for a footer, each row as
  /// its cell shows it (``TableViewCell/renderLine()``) indented by two
  /// spaces, `> ` instead for a selected row; `(n rows above)` /
  /// `(n rows below)` for rows that are not visible; the section index as
  /// `index: A B C`.
  open override func renderLines() -> [String] {
    renderTable()
  }
}

/// A row moved by the user (RxCocoa's `ItemMovedEvent`).
public typealias ItemMovedEvent = (sourceIndex: IndexPath, destinationIndex: IndexPath)

/// A cell shown or hidden at a row (RxCocoa's `WillDisplayCellEvent`).
public typealias WillDisplayCellEvent = (cell: TableViewCell, indexPath: IndexPath)
