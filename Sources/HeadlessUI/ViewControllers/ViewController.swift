import Streams

/// A screen: UIKit's `UIViewController`, with its lifecycle and no UIKit.
///
/// The root ``view`` is created on first access (``loadView()``, then
/// ``viewDidLoad()``), exactly once. Appearance is driven by a ``Window``
/// (`makeKeyAndVisible()`), a ``NavigationController`` (push and pop), or
/// by hand with ``beginAppearanceTransition(_:animated:)`` /
/// ``endAppearanceTransition()``, which call `viewWillAppear(_:)`,
/// `viewDidAppear(_:)`, `viewWillDisappear(_:)` and `viewDidDisappear(_:)`
/// and fire the matching `rx` events after each method (the override
/// included) has returned. Calling a lifecycle method directly runs only
/// that method, as in UIKit, and fires no `rx` event.
///
/// ``render()`` shows the title (`# Title`) and then the view hierarchy.
/// Main-actor only.
@preconcurrency @MainActor
open class ViewController: ReactiveCompatible {
  /// Where the controller is in its appearance cycle.
  enum Appearance {
    case disappeared, appearing, appeared, disappearing
  }

  private var loadedView: HeadlessView?
  private final var afterViewDidLoad: [@MainActor () -> Void] = []
  private(set) var appearance = Appearance.disappeared
  /// The window this controller is the root of.
  weak var hostingWindow: Window?

  /// The title shown for this screen (navigation bars show
  /// ``navigationItem``'s title first).
  open var title: String? {
    didSet { checkMainActor(writing: "title") }
  }
  /// What a navigation bar shows for this screen.
  public let navigationItem = NavigationItem()
  /// The controller that contains this one.
  public private(set) weak var parent: ViewController?
  /// The controllers this one contains.
  public private(set) var children: [ViewController] = []

  /// Holds a ``View`` conformance's reactor.
  var reactorSlot: ReactorSlot?

  let lifetime = Lifetime()
  let viewDidLoadEvents = PublishSubject<Void>()
  let viewWillAppearEvents = PublishSubject<Bool>()
  let viewDidAppearEvents = PublishSubject<Bool>()
  let viewWillDisappearEvents = PublishSubject<Bool>()
  let viewDidDisappearEvents = PublishSubject<Bool>()

  /// Creates a controller whose view is not loaded yet.
  public init() {}

  /// Creates a controller; nibs do not exist here, so both arguments are
  /// ignored (UIKit's designated initializer, for source compatibility).
  public init(nibName: String?, bundle: Bundle?) {}

  /// Archives are not supported; present so that subclasses written for
  /// UIKit (`required init?(coder:)`) compile.
  public required init?(coder: NSCoder) {}

  // MARK: View loading

  /// The root view, loaded on first access (``loadView()`` then
  /// ``viewDidLoad()``). Setting it replaces the root view without loading.
  public var view: HeadlessView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it is loaded, without loading it.
  public var viewIfLoaded: HeadlessView? { loadedView }

  /// Whether the root view is loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the root view; override to install your own (do not call
  /// `super` then). The default is an empty ``HeadlessView``.
  open func loadView() {
    view = HeadlessView()
  }

  /// Loads the root view if it is not loaded: ``loadView()``, then
  /// ``viewDidLoad()``, then deferred reactor bindings
  /// (``DeferredReactorView``), then `rx.viewDidLoad`.
  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = HeadlessView() }
    viewDidLoad()
    let pending = afterViewDidLoad
    afterViewDidLoad = []
    for action in pending { action() }
    if bindingDepth > 0 {
      viewDidLoadEventIsDeferred = true
    } else {
      viewDidLoadEvents.onNext(())
    }
  }

  /// How many `bind(reactor:)` calls of a ``View`` conformance are running.
  private final var bindingDepth = 0
  /// The view loaded during `bind(reactor:)`: `rx.viewDidLoad` fires when
  /// it returns.
  private final var viewDidLoadEventIsDeferred = false

  /// Runs a ``View``'s `bind(reactor:)`; a view loaded meanwhile fires
  /// `rx.viewDidLoad` afterwards, so that bindings made after the load see
  /// it.
  final func whileBinding(_ bind: () -> Void) {
    bindingDepth += 1
    bind()
    bindingDepth -= 1
    guard bindingDepth == 0, viewDidLoadEventIsDeferred else { return }
    viewDidLoadEventIsDeferred = false
    viewDidLoadEvents.onNext(())
  }

  /// Runs `action` once the view has loaded (now if it has).
  final func performAfterViewDidLoad(_ action: @escaping @MainActor () -> Void) {
    if isViewLoaded { action() } else { afterViewDidLoad.append(action) }
  }

  // MARK: Lifecycle methods

  /// Called once, after the root view is created.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}

  // MARK: Appearance

  private var transitionAnimated = false

  /// Starts an appearance (`true`) or disappearance (`false`) transition:
  /// loads the view if needed and calls `viewWillAppear(_:)` or
  /// `viewWillDisappear(_:)`, then fires the `rx` event. Ignored when the
  /// controller is already appearing/appeared (or disappearing/disappeared).
  public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    transitionAnimated = animated
    if isAppearing {
      guard appearance == .disappeared || appearance == .disappearing else { return }
      loadViewIfNeeded()
      appearance = .appearing
      viewWillAppear(animated)
      viewWillAppearEvents.onNext(animated)
    } else {
      guard appearance == .appeared || appearance == .appearing else { return }
      appearance = .disappearing
      viewWillDisappear(animated)
      viewWillDisappearEvents.onNext(animated)
    }
    for child in appearanceChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// Ends the transition begun by ``beginAppearanceTransition(_:animated:)``:
  /// calls `viewDidAppear(_:)` or `viewDidDisappear(_:)`, then fires the
  /// `rx` event.
  public func endAppearanceTransition() {
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(transitionAnimated)
      viewDidAppearEvents.onNext(transitionAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(transitionAnimated)
      viewDidDisappearEvents.onNext(transitionAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in appearanceChildren { child.endAppearanceTransition() }
  }

  /// Whether the view is shown: from `viewWillAppear` until
  /// `viewDidDisappear`.
  public var isVisible: Bool { appearance != .disappeared }

  var isOnScreen: Bool {
    isVisible || (hostingWindow?.isVisible ?? false) || (parent?.isOnScreen ?? false)
  }

  // MARK: Containment

  /// The children that appear and disappear with this controller (a
  /// navigation controller's top one only).
  var appearanceChildren: [ViewController] {
    if let navigation = self as? NavigationController {
      return navigation.topViewController.map { [$0] } ?? []
    }
    return children
  }

  /// Adds `child` as a child controller (its view is not added to the
  /// hierarchy: add it where it belongs).
  /// Adding this controller itself, or a controller that contains it (its
  /// parent, its presenter, or theirs), is refused with a
  /// ``ViewWarning/Kind/hierarchyCycle`` warning.
  open func addChild(_ child: ViewController) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("addChild(_:)", of: self) { self.addChild(child) }
    }
    guard !refusesCycle(with: child, "addChild") else { return }
    // A child's `parent` is this controller: no need to search `children`.
    guard child.parent !== self else { return }
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes this controller from its parent.
  ///
  /// - Complexity: O(1) for the parent's last child (a navigation
  ///   controller's top), O(*n*) otherwise.
  open func removeFromParent() {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("removeFromParent()", of: self) { self.removeFromParent() }
    }
    if let parent, let index = parent.children.lastIndex(where: { $0 === self }) {
      parent.children.remove(at: index)
    }
    parent = nil
  }

  /// Whether `other` is this controller or one that shows it: a parent, a
  /// presenter, or theirs, up to the window.
  func isShown(inside other: ViewController) -> Bool {
    var visited = Set<ObjectIdentifier>()
    var pending: [ViewController] = [self]
    while let current = pending.popLast() {
      if current === other { return true }
      guard visited.insert(ObjectIdentifier(current)).inserted else { continue }
      if let parent = current.parent { pending.append(parent) }
      if let presenter = current.presentingViewController { pending.append(presenter) }
    }
    return false
  }

  /// Reports and returns `true` when putting `other` inside this controller
  /// (`operation`) would make a controller contain itself.
  func refusesCycle(with other: ViewController, _ operation: String) -> Bool {
    guard isShown(inside: other) else { return false }
    reportViewWarning(
      .hierarchyCycle,
      "\(operation): \(type(of: other)) already contains \(type(of: self)) (or is it); "
        + "refused, as a controller cannot contain itself")
    return true
  }

  /// The nearest navigation controller containing this one.
  public var navigationController: NavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? NavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }

  // MARK: Presentation

  /// The controller this one presents modally (``present(_:animated:completion:)``).
  public private(set) var presentedViewController: ViewController?
  /// The controller that presents this one.
  public private(set) weak var presentingViewController: ViewController?

  /// Presents `viewControllerToPresent` modally over this screen, as a
  /// page sheet (UIKit's default): it loads, appears when this controller
  /// is visible (this one stays visible underneath), and ``render()``
  /// shows it instead of this screen until it is dismissed. Presenting
  /// while something is presented, or a controller presented elsewhere, is
  /// ignored (UIKit logs a warning). Presenting this controller itself or
  /// one that contains it (its presenter, its parent, or theirs) is refused
  /// with a ``ViewWarning/Kind/hierarchyCycle`` warning. `completion` runs
  /// afterwards.
  open func present(
    _ viewControllerToPresent: ViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("present(_:animated:completion:)", of: self) {
        self.present(viewControllerToPresent, animated: flag, completion: completion)
      }
    }
    guard !refusesCycle(with: viewControllerToPresent, "present") else { return }
    guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil
    else { return }
    presentedViewController = viewControllerToPresent
    viewControllerToPresent.presentingViewController = self
    if isVisible {
      viewControllerToPresent.beginAppearanceTransition(true, animated: flag)
      viewControllerToPresent.endAppearanceTransition()
    } else {
      viewControllerToPresent.loadViewIfNeeded()
    }
    completion?()
  }

  /// Dismisses the controller this one presents or, when it presents
  /// nothing, this controller from its presenter (UIKit's rule); the
  /// dismissed controller disappears. `completion` runs afterwards.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("dismiss(animated:completion:)", of: self) {
        self.dismiss(animated: flag, completion: completion)
      }
    }
    let presenter = presentedViewController != nil ? self : presentingViewController
    if let presenter, let presented = presenter.presentedViewController {
      presented.beginAppearanceTransition(false, animated: flag)
      presented.endAppearanceTransition()
      presenter.presentedViewController = nil
      presented.presentingViewController = nil
    }
    completion?()
  }

  /// Whether the user is kept from dismissing this screen interactively
  /// (``swipeDownToDismiss()`` does nothing): UIKit's
  /// `isModalInPresentation`, for a sheet with unsaved changes, say.
  open var isModalInPresentation = false

  /// Simulates the user swiping the sheet this controller shows in down:
  /// the presented controller holding it (this one, or the nearest parent
  /// that is presented) is dismissed, animated, and its presenter learns
  /// that the user did it (a ``NavigationController`` reports
  /// ``ReactorCore/NavigationEvent/dismissed`` on `rx.navigationEvent`, as
  /// UIKit calls `presentationControllerDidDismiss(_:)`).
  ///
  /// Does nothing when the controller is not in a presented sheet, when
  /// another screen is presented over the sheet (the user cannot reach
  /// it), or when the sheet or this controller has
  /// ``isModalInPresentation`` set.
  public func swipeDownToDismiss() {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("swipeDownToDismiss()", of: self) { self.swipeDownToDismiss() }
    }
    var sheet: ViewController = self
    while sheet.presentingViewController == nil, let parent = sheet.parent { sheet = parent }
    guard let presenter = sheet.presentingViewController, sheet.presentedViewController == nil,
      !sheet.isModalInPresentation, !isModalInPresentation
    else { return }
    presenter.dismiss(animated: true)
    presenter.presentedViewControllerWasDismissedByUser()
  }

  /// Called on the presenter after the user dismissed the controller it
  /// presented (``swipeDownToDismiss()``); the navigation controller
  /// reports it.
  func presentedViewControllerWasDismissedByUser() {}

  /// The lines of what covers the screen: the presented controller's, or
  /// this one's.
  func screenLines() -> [String] {
    presentedViewController?.screenLines() ?? renderLines()
  }

  // MARK: Rendering

  /// The title shown for the screen: ``navigationItem``'s, else ``title``.
  public var displayedTitle: String? { navigationItem.title ?? title }

  /// The lines this screen shows: `# title` when there is one, then the
  /// navigation item's bar buttons on one line when it has any shown
  /// (`[Cancel] | [Save]`, left to right as on screen), then the view
  /// hierarchy (nothing of it when the root view is hidden or
  /// transparent). Loads the view if needed.
  open func renderLines() -> [String] {
    var lines: [String] = []
    if let title = displayedTitle { lines.append("# \(title)") }
    if let bar = navigationItem.renderedBarButtons() { lines.append(bar) }
    if view.isShownInRender { lines.append(contentsOf: view.renderLines()) }
    return lines
  }

  /// Plain text of what the screen shows (the presented controller's
  /// screen while one is presented); stable, for tests and printing.
  public func render() -> String {
    screenLines().joined(separator: "\n")
  }
}
