import Foundation
import Streams

/// The base class of everything on a headless screen: UIKit's `UIView`
/// without drawing.
///
/// A view has a place in a hierarchy (`superview`, `subviews`,
/// `addSubview(_:)`) that ``render()`` walks in order to show, as plain
/// text, what a user would see. It is not named `View`: that is the
/// ReactorKit protocol a view adopts to get a reactor (``View``).
///
/// Main-actor only, as UIKit's views are. `frame` is kept for source
/// compatibility and ignored: there is no layout. Styling (colors,
/// ``layer``, ``contentMode``) is stored and never drawn, so that layout
/// code ports unchanged; ``alpha`` and ``isHidden`` decide what
/// ``render()`` shows, and with ``isUserInteractionEnabled`` what a
/// simulated touch reaches (``isReachableByTouch``).
@preconcurrency @MainActor
open class HeadlessView: ReactiveCompatible {
  /// The view's frame; stored, never used for layout (there is none). A
  /// table or collection reports its visible rows as its height (see
  /// ``ScrollView``).
  open var frame: CGRect

  /// The view's own coordinate space: its frame's size at the origin (a
  /// scroll view's origin is its ``ScrollView/contentOffset``, as in UIKit).
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The view that contains this one; `nil` outside a hierarchy. Held
  /// weakly (its superview holds this view in ``subviews``) and set only by
  /// ``addSubview(_:)``, ``insertSubview(_:at:)`` and
  /// ``removeFromSuperview()``. Main-actor only.
  public private(set) weak var superview: HeadlessView?
  /// The views this one contains, back to front: the order ``render()``
  /// shows them in.
  public private(set) var subviews: [HeadlessView] = []
  /// A hidden view, and everything inside it, is not rendered and
  /// receives no simulated touch.
  public var isHidden = false {
    didSet { checkMainActor(writing: "isHidden") }
  }
  /// The view's opacity, 0 to 1. Below 0.01 the view and everything inside
  /// it are not rendered and receive no simulated touch (UIKit's
  /// hit-testing threshold); otherwise it is stored only.
  open var alpha: CGFloat = 1 {
    didSet { checkMainActor(writing: "alpha") }
  }
  /// Whether simulated touches reach this view and the views inside it
  /// (`true`, except for labels and image views, as in UIKit).
  open var isUserInteractionEnabled: Bool {
    get { userInteractionSetting ?? Self.isUserInteractionEnabledByDefault }
    set { userInteractionSetting = newValue }
  }
  /// An integer to find the view by (``viewWithTag(_:)``).
  public var tag = 0
  /// A name to find the view by in tests.
  public var accessibilityIdentifier: String?

  // MARK: Styling (stored, never drawn)

  /// The background color; stored only.
  open var backgroundColor: Color?
  /// The tint of this view's controls: the one set here, else the
  /// superview's, else ``Color/systemBlue``. Setting `nil` inherits again.
  /// Stored only.
  open var tintColor: Color! {
    get { tintColorSetting ?? superview?.tintColor ?? .systemBlue }
    set { tintColorSetting = newValue }
  }
  /// Whether drawing is clipped to the bounds; the same setting as the
  /// layer's `masksToBounds`, as in UIKit. Stored only.
  open var clipsToBounds: Bool {
    get { layerStorage?.masksToBounds ?? false }
    set { layer.masksToBounds = newValue }
  }
  /// How content fills the bounds (``ContentMode/scaleToFill`` unless
  /// set); stored only.
  open var contentMode = ContentMode.scaleToFill
  /// Whether Auto Layout makes constraints from the frame; stored only
  /// (there is no layout).
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The layer's attributes (corner radius, border, shadow), created on
  /// first use; stored only.
  public var layer: Layer {
    if let layerStorage { return layerStorage }
    let created = Layer()
    layerStorage = created
    return created
  }

  private var layerStorage: Layer?
  private var tintColorSetting: Color?
  private var userInteractionSetting: Bool?
  /// Whether views of this class receive touches until
  /// ``isUserInteractionEnabled`` is set (labels and image views do not).
  class var isUserInteractionEnabledByDefault: Bool { true }

  /// Completes `rx.deallocated` when the view is freed.
  nonisolated let lifetime = Lifetime()
  /// The controller whose root view this is, if any.
  weak var owningViewController: ViewController?
  /// Holds a ``View`` conformance's reactor.
  var reactorSlot: ReactorSlot?

  /// Creates a view; `frame` is stored and otherwise ignored.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a view with a zero frame.
  public init() {
    self.frame = .zero
  }

  /// Archives are not supported; present so that subclasses written for
  /// UIKit (`required init?(coder:)`) compile. Creates an empty view.
  public required init?(coder: NSCoder) {
    self.frame = .zero
  }

  /// Adds `view` on top of this view's subviews, removing it from its
  /// previous superview first. Adding a view to itself or to one of its own
  /// subviews is refused with a ``ViewWarning/Kind/hierarchyCycle`` warning
  /// (UIKit raises).
  open func addSubview(_ view: HeadlessView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` among this view's subviews (clamped to the
  /// valid range).
  open func insertSubview(_ view: HeadlessView, at index: Int) {
    guard !isDescendant(of: view) else {
      reportViewWarning(
        .hierarchyCycle,
        "addSubview: \(type(of: view)) contains \(type(of: self)) (or is it); refused, as a "
          + "view cannot contain itself")
      return
    }
    view.removeFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    didAddSubview(view)
  }

  /// Called after `subview` was added (UIKit's hook; does nothing here).
  open func didAddSubview(_ subview: HeadlessView) {}

  /// Called before `subview` is removed (UIKit's hook; does nothing here).
  open func willRemoveSubview(_ subview: HeadlessView) {}

  /// Removes this view from its superview; a first responder inside it
  /// resigns, as in UIKit.
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    resignFirstResponderInside(force: true)
    parent.willRemoveSubview(self)
    if let index = firstIndex(ofIdentical: self, in: parent.subviews) {
      parent.subviews.remove(at: index)
    }
    superview = nil
  }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: HeadlessView) -> Bool {
    var current: HeadlessView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with `tag`, searching this view and then its
  /// subviews depth first.
  public func viewWithTag(_ tag: Int) -> HeadlessView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The window showing this view (the root of its hierarchy, when that
  /// is a ``Window``), or `nil`.
  public var window: Window? {
    rootView as? Window
  }

  private var rootView: HeadlessView {
    var root: HeadlessView = self
    while let parent = root.superview { root = parent }
    return root
  }

  /// Whether updates to this view are shown, and can therefore be animated
  /// (RxDataSources reloads a table that is not in a window instead).
  ///
  /// A view in a visible ``Window`` is on screen; so is the view of a
  /// controller between `viewWillAppear` and `viewDidDisappear`; and so is
  /// a free-standing hierarchy that belongs to no controller, as a view
  /// created in a test does. A controller's view that never appeared is
  /// not.
  public var isOnScreen: Bool {
    let root = rootView
    if let window = root as? Window { return window.isVisible }
    guard let controller = root.owningViewController else { return true }
    return controller.isOnScreen
  }

  // MARK: First responder

  /// Whether this view can become the first responder (`false`; `true`
  /// for an enabled ``TextField`` and for a ``SearchBar``).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this view gives up first responder status when asked
  /// (`true`).
  open var canResignFirstResponder: Bool { true }

  /// Makes this view the first responder (the one the keyboard types
  /// into), resigning the previous one first: at most one view is the
  /// first responder at a time. A ``TextField`` sends `.editingDidBegin`.
  ///
  /// - Returns: Whether this view is the first responder now: `false`
  ///   when it cannot become one or the previous one refused to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let previous = HeadlessView.firstResponder, !previous.resignFirstResponder() {
      return false
    }
    HeadlessView.firstResponder = self
    didBecomeFirstResponder()
    return true
  }

  /// Gives up first responder status; a ``TextField`` sends
  /// `.editingDidEnd`.
  ///
  /// - Returns: `false` when this view is the first responder and
  ///   ``canResignFirstResponder`` is `false`; `true` otherwise.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    HeadlessView.firstResponder = nil
    didResignFirstResponder()
    return true
  }

  /// Called after this view became the first responder.
  func didBecomeFirstResponder() {}
  /// Called after this view stopped being the first responder.
  func didResignFirstResponder() {}

  // MARK: Touches

  /// Whether this view itself takes simulated touches, apart from its
  /// place in the hierarchy (a control: when it is enabled).
  var takesTouchesItself: Bool { true }

  // MARK: Rendering

  /// What this view itself shows as one piece of text, or `nil` when it
  /// shows nothing of its own (a container). Labels return their text,
  /// buttons `[title]`, switches `[x]`/`[ ]`, fields their text.
  ///
  /// Override in a custom view to show something of your own.
  open var renderedText: String? { nil }

  /// The lines this view shows: its own text, then each visible subview's
  /// lines in order. Tables and collections show their sections and visible
  /// cells; override to lay out something else.
  open func renderLines() -> [String] {
    var lines: [String] = []
    if let text = renderedText { lines.append(text) }
    for subview in subviews where subview.isShownInRender {
      lines.append(contentsOf: subview.renderLines())
    }
    return lines
  }

  /// Plain text of what this view shows (``renderLines()`` joined by
  /// newlines), empty when the view is hidden or its ``alpha`` is below
  /// 0.01; stable, for tests and for printing.
  public func render() -> String {
    isShownInRender ? renderLines().joined(separator: "\n") : ""
  }

  /// Whether a render shows this view: it is not hidden and its ``alpha``
  /// is 0.01 or more.
  var isShownInRender: Bool { !isHidden && alpha >= 0.01 }

  /// The texts shown by this view and everything inside it, in order, on
  /// one line (`" | "` between pieces): how a cell shows in a list.
  func renderInline() -> String {
    var pieces: [String] = []
    collectTexts(into: &pieces)
    return pieces.joined(separator: " | ")
  }

  private func collectTexts(into pieces: inout [String]) {
    guard isShownInRender else { return }
    if let text = renderedText, !text.isEmpty { pieces.append(text) }
    for subview in subviews { subview.collectTexts(into: &pieces) }
  }
}

/// Owned by one view or controller only; its end is the owner's end.
final class Lifetime: Sendable {
  /// Emits once and completes when the owner is freed.
  let deallocated = PublishSubject<Void>()

  deinit {
    deallocated.onNext(())
    deallocated.onCompleted()
  }
}
