import ReactorCore

/// A state binding a navigation controller tells about the user's own
/// changes (`rx.navigation(screen:)`'s).
@MainActor
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
@MainActor
final class NavigationReconciler<Destination: Hashable>: NavigationStateBinding {
  /// A screen this binding made, and the destination it shows.
  private struct Shown {
    let destination: Destination
    weak var screen: ViewController?
  }

  private weak var navigationController: NavigationController?
  private let makeScreen: @MainActor (Destination) -> ViewController
  /// The screens pushed by this binding, bottom first, as of its last
  /// change (the user may have popped some since).
  private var pushed: [Shown] = []
  /// The screen this binding presented, if any.
  private var presented: Shown?
  /// The state received last: what the screen shows unless the user
  /// changed it since.
  private var latest: Navigation<Destination>?
  /// A state received while one is being applied (a screen's appearance
  /// sent an action, say): applied next.
  private var pending: Navigation<Destination>?
  private var isApplying = false

  init(
    _ navigationController: NavigationController,
    makeScreen: @escaping @MainActor (Destination) -> ViewController
  ) {
    self.navigationController = navigationController
    self.makeScreen = makeScreen
  }

  /// Makes the screen show `navigation`. The first state is applied
  /// without animation (the screen is being set up), later ones animated.
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
  private func applyStack(
    _ path: [Destination], to navigationController: NavigationController, animated: Bool
  ) {
    let stack = navigationController.viewControllers
    guard let root = stack.first else { return }
    let above = stack.dropFirst()
    // The screens this binding made that are still where it put them.
    var inPlace = 0
    for (shown, controller) in zip(pushed, above) {
      guard shown.screen === controller else { break }
      inPlace += 1
    }
    var kept = 0
    while kept < inPlace, kept < path.count, pushed[kept].destination == path[kept] { kept += 1 }
    if kept == above.count, kept == path.count {
      pushed.removeLast(pushed.count - kept)
      return
    }
    // Held here until the navigation controller holds them (`Shown` is
    // weak).
    let newScreens = path[kept...].map(makeScreen)
    let created = zip(path[kept...], newScreens).map { Shown(destination: $0, screen: $1) }
    if kept == above.count, newScreens.count == 1 {
      navigationController.pushViewController(newScreens[0], animated: animated)
    } else if newScreens.isEmpty, kept + 1 == above.count {
      navigationController.popViewController(animated: animated)
    } else {
      navigationController.setViewControllers(
        [root] + above.prefix(kept) + newScreens, animated: animated)
    }
    pushed = Array(pushed.prefix(kept)) + created
  }

  // MARK: The presented screen

  /// Dismisses what differs from `destination` (a screen this binding
  /// presented for another destination, or, when the state presents
  /// something, whatever else is presented) and presents a screen made for
  /// `destination`. A controller the app presented itself stays while the
  /// state presents nothing.
  private func applyPresentation(
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
    presented = Shown(destination: destination, screen: screen)
    navigationController.present(screen, animated: animated)
  }
}
