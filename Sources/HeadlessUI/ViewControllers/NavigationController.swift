import ReactorCore
import Streams

/// A stack of screens with push and pop: UIKit's `UINavigationController`.
///
/// The top controller's view is the only one in the hierarchy; pushes and
/// pops run the appearance cycle of the controllers involved when the
/// navigation controller itself is visible. ``HeadlessView/render()`` shows
/// `< Back title` when there is a screen to go back to, then the top
/// screen. ``tapBackButton()`` is the user's tap on `< Back`.
///
/// To drive the stack from a reactor's state, bind a
/// ``ReactorCore/Navigation`` to `rx.navigation(screen:)` and send
/// `rx.navigationEvent` back to the reactor (see the article "Navigation as
/// State"). Main-actor only.
@preconcurrency @MainActor
open class NavigationController: ViewController {
  /// The stack, root first.
  public private(set) var viewControllers: [ViewController] = []

  /// The user's backs and dismissals (`rx.navigationEvent`).
  let userNavigationEvents = PublishSubject<NavigationEvent>()
  /// The state binding that applied a state last: told when the user
  /// changed the screen, so that the state wins if the reactor ignores it.
  @usableFromInline weak var stateBinding: (any NavigationStateBinding)?

  /// Creates a stack whose root is `rootViewController`.
  public init(rootViewController: ViewController) {
    super.init()
    setViewControllers([rootViewController], animated: false)
  }

  /// Archives are not supported.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack.
  public var topViewController: ViewController? { viewControllers.last }

  /// The controller shown (the top one).
  public var visibleViewController: ViewController? { topViewController }

  /// Pushes `viewController` on top, making it the shown screen. Pushing a
  /// controller already in the stack is refused with a
  /// ``ViewWarning/Kind/duplicateViewController`` warning (UIKit raises);
  /// pushing this navigation controller or one containing it is refused
  /// with a ``ViewWarning/Kind/hierarchyCycle`` warning.
  ///
  /// - Complexity: O(1) amortized, besides the appearance cycles.
  open func pushViewController(_ viewController: ViewController, animated: Bool) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("pushViewController(_:animated:)", of: self) {
        self.pushViewController(viewController, animated: animated)
      }
    }
    // In the stack, its parent is this controller: search only then.
    let isInStack =
      viewController.parent === self && viewControllers.contains { $0 === viewController }
    guard !isInStack else {
      return reportDuplicate(viewController, "pushViewController", "is in the stack already")
    }
    guard !refusesCycle(with: viewController, "pushViewController") else { return }
    let oldTop = topViewController
    addChild(viewController)
    viewControllers.append(viewController)
    changeTop(from: oldTop, animated: animated)
  }

  /// Pops the top controller and returns it; `nil` at the root. Called
  /// off the main thread, it is reported and made on the main queue (see
  /// ``ViewWarning/Kind/offMainThread``), and returns `nil`; so are the
  /// other changes of the stack, and a presentation or dismissal.
  ///
  /// - Complexity: O(1), besides the appearance cycles.
  @discardableResult
  open func popViewController(animated: Bool) -> ViewController? {
    guard ChangeGate.allowsNow else {
      ChangeGate.queue("popViewController(animated:)", of: self) {
        self.popViewController(animated: animated)
      }
      return nil
    }
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    top.removeFromParent()
    changeTop(from: top, animated: animated)
    return top
  }

  /// Pops every controller above the root; returns them, bottom first.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [ViewController]? {
    guard ChangeGate.allowsNow else {
      ChangeGate.queue("popToRootViewController(animated:)", of: self) {
        self.popToRootViewController(animated: animated)
      }
      return nil
    }
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    transition(to: [viewControllers[0]], animated: animated)
    return popped
  }

  /// Replaces the stack. A stack holding a controller twice is refused
  /// whole, with a ``ViewWarning/Kind/duplicateViewController`` warning
  /// (UIKit raises); one holding this navigation controller or one
  /// containing it, with a ``ViewWarning/Kind/hierarchyCycle`` warning.
  ///
  /// - Complexity: O(*n* + *m*), the lengths of both stacks, besides the
  ///   appearance cycles.
  open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("setViewControllers(_:animated:)", of: self) {
        self.setViewControllers(controllers, animated: animated)
      }
    }
    // A controller has one parent and one place: twice in the stack, the
    // pop of one copy would leave the other without its parent.
    var seen = Set<ObjectIdentifier>(minimumCapacity: controllers.count)
    if let twice = controllers.first(where: { !seen.insert(ObjectIdentifier($0)).inserted }) {
      return reportDuplicate(twice, "setViewControllers", "is in the array twice")
    }
    guard !controllers.contains(where: { refusesCycle(with: $0, "setViewControllers") }) else {
      return
    }
    transition(to: controllers, animated: animated)
  }

  /// Reports a change (`operation`) refused because it would put
  /// `controller` in the stack twice.
  private func reportDuplicate(
    _ controller: ViewController, _ operation: String, _ problem: String
  ) {
    reportViewWarning(
      .duplicateViewController,
      "\(operation): \(type(of: controller)) \(problem); refused, as a controller is in a "
        + "navigation stack once")
  }

  /// Simulates the user's tap on the `< Back` button: pops the top screen,
  /// animated, and reports it on `rx.navigationEvent` as
  /// ``ReactorCore/NavigationEvent/popped(depth:)``. Does nothing at the
  /// root, or while a screen is presented over the stack (it covers the
  /// button).
  public func tapBackButton() {
    guard ChangeGate.allowsNow else {
      return ChangeGate.queue("tapBackButton()", of: self) { self.tapBackButton() }
    }
    guard viewControllers.count > 1, presentedViewController == nil else { return }
    popViewController(animated: true)
    reportUserNavigation(.popped(depth: viewControllers.count - 1))
  }

  /// Tells `rx.navigationEvent` that the user dismissed the presented
  /// screen.
  override func presentedViewControllerWasDismissedByUser() {
    reportUserNavigation(.dismissed)
  }

  /// Sends `event` to `rx.navigationEvent` (the reactor, usually), then
  /// lets the state binding show its latest state again if the screen
  /// still differs from it.
  private func reportUserNavigation(_ event: NavigationEvent) {
    userNavigationEvents.onNext(event)
    stateBinding?.userChangedTheScreen()
  }

  /// Changed by every change of the stack: a state binding that finds the
  /// revision it left knows the stack is as it left it.
  @usableFromInline private(set) var stackRevision = 0

  /// Makes `stack` the stack: controllers leaving it are removed, the
  /// others become children, and the old and new tops run their appearance
  /// cycles when this controller is visible.
  ///
  /// - Complexity: O(*n* + *m*), the lengths of both stacks.
  private func transition(to stack: [ViewController], animated: Bool) {
    let oldTop = topViewController
    let kept = Set(stack.map(ObjectIdentifier.init))
    for controller in viewControllers where !kept.contains(ObjectIdentifier(controller)) {
      controller.removeFromParent()
    }
    for controller in stack where controller.parent !== self {
      addChild(controller)
    }
    viewControllers = stack
    changeTop(from: oldTop, animated: animated)
  }

  /// Runs the appearance cycles of `oldTop` and the new top when they
  /// differ and this controller is visible, and shows the new top's view.
  ///
  /// A screen may change the stack again from its appearance methods (a
  /// back tapped in `viewWillAppear`, say): that change runs at once,
  /// nested in this one, and the last change wins, as in UIKit. So after
  /// each method this transition looks at the stack again: a new top that
  /// is no longer on top does not begin to appear, the view shown is the
  /// top's at the end, and the transitions begun here end (each in the
  /// direction the nested change left it).
  private func changeTop(from oldTop: ViewController?, animated: Bool) {
    stackRevision &+= 1
    let newTop = topViewController
    guard oldTop !== newTop else { return }
    let visible = isVisible
    if visible {
      oldTop?.beginAppearanceTransition(false, animated: animated)
      // `oldTop`'s `viewWillDisappear` may have changed the stack already.
      if topViewController === newTop {
        newTop?.beginAppearanceTransition(true, animated: animated)
      }
    }
    showTopView()
    if visible {
      oldTop?.endAppearanceTransition()
      newTop?.endAppearanceTransition()
    }
  }

  /// The top controller's view, as this controller's view holds it; weak,
  /// as the hierarchy holds it.
  private weak var shownTopView: HeadlessView?

  /// Makes this controller's view hold the top controller's view and no
  /// other controller's: the one shown before leaves, whichever
  /// transition, nested or not, showed it. Does nothing before the view
  /// loads (`loadView` shows the top then).
  private func showTopView() {
    guard isViewLoaded else { return }
    let topView = topViewController?.view
    if let shown = shownTopView, shown !== topView, shown.superview === view {
      shown.removeFromSuperview()
    }
    if let topView, topView.superview !== view { view.addSubview(topView) }
    shownTopView = topView
  }

  /// Creates the container view holding the top controller's view.
  open override func loadView() {
    super.loadView()
    if let top = topViewController {
      view.addSubview(top.view)
      shownTopView = top.view
    }
  }

  /// `< Back title` when a screen is below the top one, then the top
  /// screen's lines.
  open override func renderLines() -> [String] {
    var lines: [String] = []
    if viewControllers.count > 1 {
      let previous = viewControllers[viewControllers.count - 2]
      lines.append("< \(previous.displayedTitle ?? "Back")")
    }
    lines.append(contentsOf: topViewController?.screenLines() ?? [])
    return lines
  }
}
