import Streams

/// A view whose content can be larger than itself and is scrolled: UIKit's
/// `UIScrollView`, the superclass of ``TableView`` and ``CollectionView``.
///
/// ``contentOffset`` is the point of the content shown at the view's top
/// left, ``contentSize`` the content's size and ``visibleSize`` how much of
/// it is shown. A plain scroll view stores all three (``visibleSize`` is the
/// frame's size); a table or collection computes its sizes from its rows,
/// how many are visible and ``TableView/rowHeight`` (so that paging code
/// such as `offset.y + visibleSize.height >= contentSize.height - 100`
/// ports unchanged), and keeps the offset set in code, its first visible
/// row being the row at that offset.
///
/// Every change of the offset, in code or by a simulated user, is a scroll:
/// `rx.didScroll` fires and `rx.contentOffset` emits (as UIKit calls
/// `scrollViewDidScroll`). ``scroll(to:)``, ``scroll(by:)`` and
/// ``scrollToBottom()`` simulate a user's drag, with the drag events
/// around it; ``refreshControl``'s pull is
/// ``RefreshControl/pullToRefresh()``. ``HeadlessView/render()`` shows a refreshing
/// control as a `(refreshing)` line above the content. Main-actor only.
@preconcurrency @MainActor
open class ScrollView: HeadlessView {
  /// When the keyboard is dismissed by a drag (stored, not used).
  public enum KeyboardDismissMode: Int, Sendable {
    /// Never.
    case none
    /// When a drag begins.
    case onDrag
    /// Interactively, with the drag.
    case interactive
  }

  private var storedContentOffset = CGPoint.zero
  private var storedContentSize = CGSize.zero
  /// What `rx` listens to; made by the first `rx` use, so that a view
  /// nobody observes scrolls without sending anything.
  private var observedEvents: ScrollEvents?
  var events: ScrollEvents {
    if let observedEvents { return observedEvents }
    let events = ScrollEvents()
    observedEvents = events
    return events
  }

  /// The point of the content shown at the view's top left. Setting it
  /// scrolls (``setContentOffset(_:animated:)``); a table or collection
  /// shows the row at that height first. Any finite point is kept as set,
  /// as UIKit keeps it; a NaN or infinite one is refused. A table's or
  /// collection's offset becomes the top of the row scrolled to by
  /// ``TableView/scrollToRow(at:at:animated:)`` or
  /// ``ListScrollView/scrollOffset``.
  open var contentOffset: CGPoint {
    get { rowContent?.contentOffset ?? storedContentOffset }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The size of the content. A table or collection computes it from its
  /// rows (all rows, one row extent each); setting it there has no effect,
  /// as in UIKit.
  open var contentSize: CGSize {
    get {
      guard let rows = rowContent else { return storedContentSize }
      return CGSize(width: frame.width, height: CGFloat(rows.totalRows) * rows.rowExtent)
    }
    set {
      checkMainActor(writing: "contentSize")
      storedContentSize = newValue
    }
  }

  /// How much of the content is shown: the frame's size here; a table's or
  /// collection's visible rows.
  open var visibleSize: CGSize { frame.size }

  /// The frame; a table's or collection's height is its visible rows
  /// (``ListScrollView/visibleRowCount`` × ``TableView/rowHeight``), whatever was set,
  /// so that paging code written against UIKit (`contentOffset.y +
  /// frame.height >= contentSize.height - threshold`) works headless. Its
  /// origin and width are the ones set.
  open override var frame: CGRect {
    get {
      let stored = super.frame
      guard let rows = rowContent else { return stored }
      return CGRect(
        origin: stored.origin,
        size: CGSize(width: stored.width, height: CGFloat(rows.visibleRowCount) * rows.rowExtent))
    }
    set { super.frame = newValue }
  }

  /// The content's visible part, as UIKit's: the ``contentOffset`` as
  /// origin, the frame's size; setting its origin scrolls.
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      super.bounds = newValue
      contentOffset = newValue.origin
    }
  }

  /// The rows of a table or collection, which its offset and sizes count;
  /// `nil` for a plain scroll view.
  var rowContent: RowContent? { nil }

  /// Space around the content (stored, not used).
  public var contentInset = EdgeInsets.zero
  /// Whether a simulated user can scroll the view.
  public var isScrollEnabled = true
  /// Whether scrolling stops on page boundaries (stored, not used).
  public var isPagingEnabled = false
  /// Whether the content bounces at its edges (stored, not used).
  public var bounces = true
  /// Whether the content bounces vertically even when it fits (stored).
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits (stored).
  public var alwaysBounceHorizontal = false
  /// Whether the vertical indicator shows (stored, not used).
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows (stored, not used).
  public var showsHorizontalScrollIndicator = true
  /// When the keyboard is dismissed by a drag (stored, not used).
  public var keyboardDismissMode = KeyboardDismissMode.none
  /// Whether a simulated drag is in progress.
  public private(set) var isDragging = false

  /// The pull-to-refresh control of the view (UIKit's `refreshControl`).
  open var refreshControl: RefreshControl? {
    didSet {
      checkMainActor(writing: "refreshControl")
      oldValue?.scrollView = nil
      refreshControl?.scrollView = self
    }
  }

  /// The largest offset that still shows content: the content's size less
  /// the visible size, never negative.
  public var maximumContentOffset: CGPoint {
    CGPoint(
      x: max(0, contentSize.width - visibleSize.width),
      y: max(0, contentSize.height - visibleSize.height))
  }

  /// Scrolls so that `offset` is at the top left (`animated` is ignored);
  /// `rx.didScroll` fires when the offset changed. Any finite `offset` is
  /// kept as given, as UIKit keeps it (between rows, negative, past the
  /// end); a table or collection shows the row at `offset.y` first
  /// (clamped as ``ListScrollView/scrollOffset`` is, so that
  /// `CGPoint(x: 0, y: .greatestFiniteMagnitude)` shows the last rows),
  /// and its rows follow the offset when they change. An `offset` with a
  /// NaN or infinite coordinate is refused with a
  /// ``ViewWarning/Kind/invalidValue`` warning: the view does not scroll.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.x.isFinite, offset.y.isFinite else {
      reportNonFinite("contentOffset", shown(offset), kept: shown(contentOffset))
      return
    }
    if let rows = rowContent {
      // The rows tell `didScroll` themselves, as they do for every change,
      // and report a change made off the main thread.
      rows.setContentOffset(offset)
      return
    }
    checkMainActor(writing: "contentOffset")
    guard offset != storedContentOffset else { return }
    storedContentOffset = offset
    didScroll()
  }

  /// Tells the delegate and `rx.didScroll` that the offset changed.
  func didScroll() {
    scrollDelegate?.scrollViewDidScroll(self)
    observedEvents?.didScroll.onNext(())
  }

  /// The delegate told about scrolling: a table's or collection's own
  /// delegate (a plain scroll view has none; use `rx`).
  var scrollDelegate: ScrollViewDelegate? { nil }

  // MARK: Simulated user

  /// Simulates a user's drag to `offset` (clamped to the content, so an
  /// infinity drags to an edge): the drag begins, the view scrolls, the
  /// drag ends and the view stops decelerating, as UIKit reports a flick.
  /// Does nothing when scrolling is off or the view cannot be touched
  /// (``HeadlessView/isReachableByTouch``). An `offset` with a NaN
  /// coordinate is refused with a ``ViewWarning/Kind/invalidValue``
  /// warning: nothing happens.
  public func scroll(to offset: CGPoint) {
    // A list's offset changes on the main queue when asked off the main
    // thread: the whole drag goes there, so its events keep their order.
    guard rowContent == nil || ChangeGate.allowsNow else {
      return ChangeGate.queue("scroll(to:)", of: self) { self.scroll(to: offset) }
    }
    guard !offset.x.isNaN, !offset.y.isNaN else {
      reportInvalidValue(
        ".scroll(to: \(shown(offset))) was refused: not a number; the offset stays "
          + shown(contentOffset))
      return
    }
    guard isScrollEnabled, isReachableByTouch else { return }
    isDragging = true
    scrollDelegate?.scrollViewWillBeginDragging(self)
    observedEvents?.willBeginDragging.onNext(())
    let maximum = maximumContentOffset
    setContentOffset(
      CGPoint(x: min(max(0, offset.x), maximum.x), y: min(max(0, offset.y), maximum.y)),
      animated: false)
    isDragging = false
    scrollDelegate?.scrollViewDidEndDragging(self, willDecelerate: true)
    observedEvents?.didEndDragging.onNext(true)
    scrollDelegate?.scrollViewDidEndDecelerating(self)
    observedEvents?.didEndDecelerating.onNext(())
  }

  /// Simulates a user's drag by `distance` points down (negative: up), as
  /// ``scroll(to:)`` does.
  public func scroll(by distance: CGFloat) {
    scroll(to: CGPoint(x: contentOffset.x, y: contentOffset.y + distance))
  }

  /// Simulates a user's drag to the end of the content, as a user does to
  /// load the next page.
  public func scrollToBottom() {
    scroll(to: maximumContentOffset)
  }

  // MARK: Rendering

  /// `(refreshing)` while the refresh control refreshes, then the content.
  open override func renderLines() -> [String] {
    refreshLines + super.renderLines()
  }

  /// The line the refresh control shows above the content, if refreshing.
  var refreshLines: [String] {
    guard let refreshControl, refreshControl.isRefreshing, refreshControl.isShownInRender else {
      return []
    }
    return [refreshControl.renderedText ?? ""]
  }
}

/// `point` as a warning shows it, `(x, y)`, the same on every platform.
private func shown(_ point: CGPoint) -> String {
  "(\(point.x), \(point.y))"
}

/// What a table or collection scrolls by: rows of one extent, how many
/// are visible, the first one shown and the offset (``ListEngine``).
@MainActor
protocol RowContent: AnyObject {
  /// Every row of every section.
  var totalRows: Int { get }
  /// How many rows are shown at once.
  var visibleRowCount: Int { get }
  /// The first row shown, counted across sections.
  var scrollOffset: Int { get }
  /// The height of one row, in points (positive).
  var rowExtent: CGFloat { get }
  /// The content offset: as set in code, else the first shown row's top.
  var contentOffset: CGPoint { get }
  /// Shows row `offset` first (clamped); reports the scroll if it moved.
  func setScrollOffset(_ offset: Int)
  /// Keeps `offset` (finite) and shows the row at its height first
  /// (clamped); reports the scroll if it moved.
  func setContentOffset(_ offset: CGPoint)
}

/// What a scroll view reports to `rx`, made on first use.
final class ScrollEvents {
  let didScroll = PublishSubject<Void>()
  let willBeginDragging = PublishSubject<Void>()
  let didEndDragging = PublishSubject<Bool>()
  let didEndDecelerating = PublishSubject<Void>()
}
