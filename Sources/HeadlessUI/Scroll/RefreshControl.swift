/// A pull-to-refresh control: UIKit's `UIRefreshControl`.
///
/// Attach it with ``ScrollView/refreshControl``. ``pullToRefresh()``
/// simulates the user's pull: it starts refreshing and sends
/// `.valueChanged` (RxCocoa ports listen with
/// `rx.controlEvent(.valueChanged)`); the app ends it with
/// ``endRefreshing()`` or by binding `rx.isRefreshing`. While refreshing,
/// its scroll view renders `(refreshing)` above the content. Main-actor
/// only.
@preconcurrency @MainActor
open class RefreshControl: Control {
  /// Whether the control is refreshing.
  public private(set) var isRefreshing = false {
    didSet { checkMainActor(writing: "isRefreshing") }
  }
  /// A title shown under the spinner (its text is rendered after
  /// `(refreshing`).
  public var attributedTitle: NSAttributedString?
  /// The scroll view the control is attached to.
  weak var scrollView: ScrollView?

  /// Starts refreshing in code; sends nothing, as in UIKit.
  open func beginRefreshing() {
    isRefreshing = true
  }

  /// Ends refreshing.
  open func endRefreshing() {
    isRefreshing = false
  }

  /// Simulates the user pulling its scroll view down: starts refreshing and
  /// sends `.valueChanged`. Does nothing while already refreshing, when
  /// disabled or hidden, or when not attached to a scroll view that can
  /// scroll and be touched (``HeadlessView/isReachableByTouch``).
  public func pullToRefresh() {
    guard isEnabled, !isHidden, alpha >= 0.01, !isRefreshing, let scrollView,
      scrollView.isScrollEnabled, scrollView.isReachableByTouch
    else { return }
    isRefreshing = true
    sendActions(for: .valueChanged)
  }

  /// `(refreshing)` (with the title) while refreshing; nothing otherwise.
  open override var renderedText: String? {
    guard isRefreshing else { return nil }
    return attributedTitle.map { "(refreshing: \($0.string))" } ?? "(refreshing)"
  }
}
