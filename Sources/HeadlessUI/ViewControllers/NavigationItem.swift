/// What a navigation bar shows for a controller: UIKit's `UINavigationItem`.
///
/// Its bar buttons are ``Button``s (usually ``BarButtonItem``s); the
/// controller's ``ViewController/render()`` shows them on one line after
/// its title, left items then right items in the order they appear on
/// screen, joined by `" | "`. Tap one through the item:
/// `controller.navigationItem.rightBarButtonItem?.tap()`. Main-actor only.
@preconcurrency @MainActor
public final class NavigationItem {
  /// The title shown in the bar; when `nil` the controller's `title` is.
  public var title: String?
  /// The buttons on the right of the bar, the first one rightmost (as in
  /// UIKit); `nil` when there are none.
  public var rightBarButtonItems: [Button]?
  /// The buttons on the left of the bar, the first one leftmost; `nil`
  /// when there are none.
  public var leftBarButtonItems: [Button]?

  /// The rightmost button on the right of the bar: the first of
  /// ``rightBarButtonItems``; setting it replaces them all.
  public var rightBarButtonItem: Button? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// The leftmost button on the left of the bar: the first of
  /// ``leftBarButtonItems``; setting it replaces them all.
  public var leftBarButtonItem: Button? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  init() {}

  /// Sets ``rightBarButtonItem`` (`animated` is ignored).
  public func setRightBarButton(_ item: Button?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets ``leftBarButtonItem`` (`animated` is ignored).
  public func setLeftBarButton(_ item: Button?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets ``rightBarButtonItems`` (`animated` is ignored).
  public func setRightBarButtonItems(_ items: [Button]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// Sets ``leftBarButtonItems`` (`animated` is ignored).
  public func setLeftBarButtonItems(_ items: [Button]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// The bar's buttons on one line, in screen order (left items, then
  /// right items from the leftmost), each as it renders inline, joined by
  /// `" | "`; `nil` when none shows anything.
  func renderedBarButtons() -> String? {
    let onScreen = (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []).reversed()
    let shown = onScreen.map { $0.renderInline() }.filter { !$0.isEmpty }
    return shown.isEmpty ? nil : shown.joined(separator: " | ")
  }
}
