/// A row of dots, one per page, the current one filled: UIKit's
/// `UIPageControl`.
///
/// Renders `(o * o o)` (the current page as `*`), with ` (disabled)` when
/// disabled; nothing when there is a single page and
/// ``hidesForSinglePage`` is set. ``tapPage(_:)`` simulates the user
/// moving to a page (sends `.valueChanged`, so `rx.currentPage`'s
/// property emits); setting ``currentPage`` in code sends nothing, as in
/// UIKit. Main-actor only.
@preconcurrency @MainActor
open class PageControl: Control {
  /// The number of pages (not negative).
  open var numberOfPages = 0 {
    didSet {
      checkMainActor(writing: "numberOfPages")
      if numberOfPages < 0 { numberOfPages = 0 }
      currentPage = min(currentPage, max(0, numberOfPages - 1))
    }
  }
  /// The page shown, kept within the pages.
  open var currentPage = 0 {
    didSet {
      checkMainActor(writing: "currentPage")
      let clamped = min(max(currentPage, 0), max(0, numberOfPages - 1))
      if clamped != currentPage { currentPage = clamped }
    }
  }
  /// Whether a single page shows no dots.
  open var hidesForSinglePage = false
  /// The color of the other dots; stored only.
  open var pageIndicatorTintColor: Color?
  /// The color of the current dot; stored only.
  open var currentPageIndicatorTintColor: Color?

  /// Simulates the user moving to `page` (clamped to the pages): sets it
  /// and sends `.valueChanged` when it changed. Ignored when the touch
  /// cannot reach the control (``HeadlessView/isReachableByTouch``).
  public func tapPage(_ page: Int) {
    guard isReachableByTouch else { return }
    let target = min(max(page, 0), max(0, numberOfPages - 1))
    guard target != currentPage else { return }
    currentPage = target
    sendActions(for: .valueChanged)
  }

  /// `(o * o)`, the current page as `*`.
  open override var renderedText: String? {
    if numberOfPages == 0 || (numberOfPages == 1 && hidesForSinglePage) { return nil }
    let dots = (0..<numberOfPages).map { $0 == currentPage ? "*" : "o" }.joined(separator: " ")
    return "(\(dots))" + (isEnabled ? "" : " (disabled)")
  }
}
