/// The top of a screen's hierarchy: UIKit's `UIWindow`.
///
/// `makeKeyAndVisible()` shows the ``rootViewController``: its view joins
/// the window and it goes through `viewWillAppear`/`viewDidAppear`. Views
/// in a visible window are on screen (``HeadlessView/isOnScreen``), so
/// animated data sources animate them. Main-actor only.
@preconcurrency @MainActor
open class Window: HeadlessView {
  /// Whether the window is shown.
  public private(set) var isVisible = false
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false

  /// The controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      if isVisible { oldValue?.beginAppearanceTransition(false, animated: false) }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      oldValue?.hostingWindow = nil
      if let root = rootViewController {
        root.hostingWindow = self
        if isVisible {
          root.beginAppearanceTransition(true, animated: false)
          addSubview(root.view)
        }
      }
      if isVisible {
        oldValue?.endAppearanceTransition()
        rootViewController?.endAppearanceTransition()
      }
    }
  }

  /// Creates a window showing `rootViewController` (not visible yet).
  public convenience init(rootViewController: ViewController) {
    self.init(frame: .zero)
    self.rootViewController = rootViewController
    rootViewController.hostingWindow = self
  }

  /// Shows the window: the root controller's view is loaded, added, and
  /// appears.
  open func makeKeyAndVisible() {
    isKeyWindow = true
    guard !isVisible else { return }
    isVisible = true
    guard let root = rootViewController else { return }
    root.beginAppearanceTransition(true, animated: false)
    if root.view.superview !== self { addSubview(root.view) }
    root.endAppearanceTransition()
  }

  /// The root controller's screen: its title, then its views.
  open override func renderLines() -> [String] {
    rootViewController?.screenLines() ?? super.renderLines()
  }
}
