import ReactorCore

/// A state binding a navigation controller tells about the user's own
/// changes (`rx.navigation(screen:)`'s).
@MainActor @usableFromInline
protocol NavigationStateBinding: AnyObject {
  /// The user went back or dismissed, and the event was delivered: show
  /// the latest state again if the screen differs from it (a reactor that
  /// ignored the event, or one that has not processed it yet; a later
  /// state then wins).
  func userChangedTheScreen()
}

/// What `navigationController.rx.navigation(screen:)` binds: makes a
/// navigation controller show a ``ReactorCore/Navigation`` state.
///
/// Keeps, for the screens it made, their destination and a weak reference
/// (the navigation controller owns them); a screen that left the stack or
/// was dismissed is freed with whatever holds it alive, such as its
/// reactor. The navigation controller's first controller is the root, not
/// in the state; everything above it and what the navigation controller
/// presents belong to the state.
///
/// Each state is compared with the screen, not with the previous state: a
/// state equal to the screen changes nothing, and a state that differs
/// (after the user went back, say) is applied again.
///
/// Inlinable, as `rx.navigation(screen:)` that makes it: emitted into the
/// module that binds a navigation, where the destination type is known,
/// it looks up no generic metadata per state (navigation.pushPop.1000).
@MainActor @usableFromInline
final class NavigationReconciler<Destination: Hashable>: NavigationStateBinding {
  /// A screen this binding made, held weakly.
  @usableFromInline
  struct WeakScreen {
    @usableFromInline weak var screen: ViewController?

    @inlinable
    init(screen: ViewController?) { self.screen = screen }
  }

  /// A screen this binding presented, and the destination it shows.
  @usableFromInline
  struct Presented {
    @usableFromInline let destination: Destination
    @usableFromInline weak var screen: ViewController?

    @inlinable
    init(destination: Destination, screen: ViewController?) {
      self.destination = destination
      self.screen = screen
    }
  }

  @usableFromInline weak var navigationController: NavigationController?
  @usableFromInline let makeScreen: @MainActor (Destination) -> ViewController
  /// ``NavigationPaths/commonPrefixCount(_:_:upTo:)``, specialized for
  /// `Destination` where the binding was made.
  @usableFromInline let commonPrefixCount: ([Destination], [Destination], Int) -> Int
  /// The destinations of the screens this binding pushed, bottom first:
  /// the path of the state applied last (the user may have popped some
  /// screens since).
  @usableFromInline var pushedPath: [Destination] = []
  /// Their screens, in the same order.
  @usableFromInline var pushedScreens: [WeakScreen] = []
  /// The navigation controller's ``NavigationController/stackRevision``
  /// right after this binding's last change, while the stack was then the
  /// root and `pushedScreens`: unchanged, it still is (the stack need not
  /// be read).
  @usableFromInline var revisionLeft: Int?
  /// The screen this binding presented, if any.
  @usableFromInline var presented: Presented?
  /// The state received last: what the screen shows unless the user
  /// changed it since.
  @usableFromInline var latest: Navigation<Destination>?
  /// A state received while one is being applied (a screen's appearance
  /// sent an action, say): applied next.
  @usableFromInline var pending: Navigation<Destination>?
  @usableFromInline var isApplying = false

  @inlinable
  init(
    _ navigationController: NavigationController,
    makeScreen: @escaping @MainActor (Destination) -> ViewController,
    commonPrefixCount: @escaping ([Destination], [Destination], Int) -> Int
  ) {
    self.navigationController = navigationController
    self.makeScreen = makeScreen
    self.commonPrefixCount = commonPrefixCount
  }

  /// Makes the screen show `navigation`. The first state is applied
  /// without animation (the screen is being set up), later ones animated.
  @inlinable
  func receive(_ navigation: Navigation<Destination>) {
    guard let navigationController else { return }
    navigationController.stateBinding = self
    let animated = latest != nil
    latest = navigation
    pending = navigation
    guard !isApplying else { return }
    isApplying = true
    defer { isApplying = false }
    while let next = pending {
      pending = nil
      applyStack(next.path, to: navigationController, animated: animated)
      applyPresentation(next.presented, to: navigationController, animated: animated)
    }
  }

  @usableFromInline
  func userChangedTheScreen() {
    guard let latest, !isApplying else { return }
    receive(latest)
  }

  // MARK: The stack

  /// Keeps the longest run of screens above the root that still show the
  /// path's destinations in place, pops the rest and pushes screens for
  /// the remaining destinations: one push or pop when that is all that
  /// changes, one `setViewControllers` otherwise.
  ///
  /// - Complexity: O(*n* + *m*), the stack's and the path's lengths, plus
  ///   the screens made.
  @inlinable
  func applyStack(
    _ path: [Destination], to navigationController: NavigationController, animated: Bool
  ) {
    let stackCount = navigationController.viewControllers.count
    guard stackCount > 0 else { return }
    let inPlace = screensInPlace(in: navigationController)
    let kept = commonPrefixCount(pushedPath, path, inPlace)
    if kept == stackCount - 1, kept == path.count {
      // The stack is the root and the screens kept. Keeping the state's
      // own array lets the next state with this path (one that changed
      // something else) compare equal at once.
      pushedPath = path
      pushedScreens.removeLast(pushedScreens.count - kept)
      revisionLeft = navigationController.stackRevision
      return
    }
    // Held here until the navigation controller holds them (`WeakScreen`
    // is weak).
    let newScreens = path[kept...].map(makeScreen)
    let revision = navigationController.stackRevision
    if kept == stackCount - 1, newScreens.count == 1 {
      navigationController.pushViewController(newScreens[0], animated: animated)
    } else if newScreens.isEmpty, kept == stackCount - 2 {
      navigationController.popViewController(animated: animated)
    } else {
      let keptStack = navigationController.viewControllers.prefix(kept + 1)
      navigationController.setViewControllers(keptStack + newScreens, animated: animated)
    }
    // Refused (`screen` returned a screen that is in the stack already, or
    // twice: reported as `.duplicateViewController`), the change left the
    // stack as it was: so does what this binding knows of it, and the
    // next state tries again.
    guard navigationController.stackRevision != revision else { return }
    pushedPath = path
    pushedScreens.removeLast(pushedScreens.count - kept)
    pushedScreens.append(contentsOf: newScreens.map { WeakScreen(screen: $0) })
    // Unless a screen's appearance changed the stack meanwhile, it is the
    // root and the screens pushed.
    let stack = navigationController.viewControllers
    // A closure, not `\.screen`: a key path in this generic type is made
    // anew (`swift_getKeyPath`) on every call.
    let expectedTop = pushedScreens.last.map { $0.screen } ?? stack.first
    revisionLeft =
      stack.count == pushedScreens.count + 1 && stack.last === expectedTop
      ? navigationController.stackRevision : nil
  }

  /// How many of the screens this binding pushed are still where it put
  /// them, from the bottom: all of them when the stack did not change
  /// since, else counted.
  ///
  /// - Complexity: O(1) when the stack did not change since this binding's
  ///   last change, O(*n*) otherwise.
  @inlinable
  func screensInPlace(in navigationController: NavigationController) -> Int {
    if revisionLeft == navigationController.stackRevision { return pushedScreens.count }
    var inPlace = 0
    for (shown, controller) in zip(pushedScreens, navigationController.viewControllers.dropFirst())
    {
      guard shown.screen === controller else { break }
      inPlace += 1
    }
    return inPlace
  }

  // MARK: The presented screen

  /// Dismisses what differs from `destination` (a screen this binding
  /// presented for another destination, or, when the state presents
  /// something, whatever else is presented) and presents a screen made for
  /// `destination`. A controller the app presented itself stays while the
  /// state presents nothing.
  @inlinable
  func applyPresentation(
    _ destination: Destination?, to navigationController: NavigationController, animated: Bool
  ) {
    let current = navigationController.presentedViewController
    let isOurs = current != nil && presented?.screen === current
    if let destination, isOurs, presented?.destination == destination { return }
    if !isOurs { presented = nil }
    if current != nil, isOurs || destination != nil {
      navigationController.dismiss(animated: animated)
      presented = nil
    }
    guard let destination else { return }
    let screen = makeScreen(destination)
    presented = Presented(destination: destination, screen: screen)
    navigationController.present(screen, animated: animated)
  }
}

/// Comparing paths, emitted into the module that binds a navigation (from
/// `rx.navigation(screen:)`, inlinable), where the destination type is
/// known: a state's path is compared with the shown one on every state, and
/// an unspecialized comparison costs a call per destination
/// (navigation.pushPop.1000).
@usableFromInline
enum NavigationPaths {
  /// How many first destinations `shown` and `path` have in common, at
  /// most `limit`.
  ///
  /// - Complexity: O(1) when both are the same array (a state that changed
  ///   something else), O(`limit`) otherwise.
  @inlinable
  static func commonPrefixCount<Destination: Hashable>(
    _ shown: [Destination], _ path: [Destination], upTo limit: Int
  ) -> Int {
    if limit == shown.count, shown == path { return limit }
    let end = min(limit, path.count)
    return shown.withUnsafeBufferPointer { shown in
      path.withUnsafeBufferPointer { path in
        var index = 0
        while index < end, shown[index] == path[index] { index += 1 }
        return index
      }
    }
  }
}
