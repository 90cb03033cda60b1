import ReactorCore
import Streams

extension Reactive where Base: NavigationController {
  /// Binds a ``ReactorCore/Navigation`` state: the navigation controller
  /// pushes, pops, presents and dismisses until it shows the state.
  ///
  /// ```swift
  /// func bind(reactor: InboxReactor) {
  ///   guard let navigationController else { return }
  ///   reactor.state.map(\.navigation)
  ///     .bind(to: navigationController.rx.navigation { [unowned self] destination in
  ///       self.screen(for: destination)
  ///     })
  ///     .disposed(by: disposeBag)
  ///   navigationController.rx.navigationEvent
  ///     .map(InboxReactor.Action.navigation)
  ///     .bind(to: reactor.action)
  ///     .disposed(by: disposeBag)
  /// }
  /// ```
  ///
  /// The controller's first controller is the root; the state's path is
  /// what is above it, and its presented destination is presented from
  /// the navigation controller (so it covers a pushed screen too). For each
  /// state:
  ///
  /// - The screens that still show the path's first destinations, in
  ///   place, are kept (destinations compared by position and equality);
  ///   the rest are popped and screens for the remaining destinations are
  ///   made by `screen` and pushed. One change is one push or pop; more
  ///   (a deep link, several screens popped) is one `setViewControllers`,
  ///   so only the old and new top screens run their appearance cycles.
  /// - Then what is presented: a screen made for the state's presented
  ///   destination replaces a different one; with none in the state, the
  ///   screen this binding presented is dismissed (a controller the app
  ///   presented itself is left alone).
  /// - A state the screen already shows changes nothing and makes no
  ///   screen. The first state is applied without animation, later ones
  ///   animated.
  ///
  /// The state always wins: each state is compared with the screen, not
  /// with the previous state, and after the user went back or dismissed
  /// (``HeadlessUI/NavigationController/tapBackButton()``,
  /// ``HeadlessUI/ViewController/swipeDownToDismiss()``) and
  /// ``navigationEvent`` was delivered, the latest state is shown again if
  /// the screen differs from it (a reactor that ignores the event, or is
  /// still busy with another action; its later state is then applied as
  /// it arrives).
  ///
  /// Lifetime: screens are made only from their destination, by `screen`,
  /// and the binding refers to them weakly: a screen popped or dismissed
  /// is freed with its reactor as soon as nothing else holds it. The
  /// navigation controller is held weakly too.
  ///
  /// Delivered on the main actor, as every ``Streams/Binder`` is; a state
  /// that arrives while another is applied (from a screen's appearance
  /// methods, say) is applied right after.
  ///
  /// - Parameter screen: makes the screen (with its reactor) for a
  ///   destination. Called on the main actor, once per screen shown.
  /// - Returns: the binder of the navigation state.
  /// - Complexity: O(*n*) per state for a stack and a path of length *n*,
  ///   plus the screens made and the transition.
  @preconcurrency @MainActor @inlinable
  public func navigation<Destination: Hashable>(
    screen: @escaping @MainActor (Destination) -> ViewController
  ) -> Binder<Navigation<Destination>> {
    // Inlinable: the paths are compared by code specialized for the
    // destination type (navigation.pushPop.1000).
    let reconciler = NavigationReconciler(
      base, makeScreen: screen,
      commonPrefixCount: { NavigationPaths.commonPrefixCount($0, $1, upTo: $2) })
    return Binder(base) { _, navigation in reconciler.receive(navigation) }
  }

  /// The user's own backs and dismissals, for the reactor that owns the
  /// navigation state: ``ReactorCore/NavigationEvent/popped(depth:)`` after
  /// ``HeadlessUI/NavigationController/tapBackButton()``, and
  /// ``ReactorCore/NavigationEvent/dismissed`` after the screen presented
  /// from this navigation controller was swiped down
  /// (``HeadlessUI/ViewController/swipeDownToDismiss()``).
  ///
  /// Changes made in code (by ``navigation(screen:)``, or `push`, `pop`,
  /// `present` and `dismiss` calls) send nothing, so binding the state and
  /// these events to the same reactor makes no loop. Fires after the
  /// screen changed; completes when the navigation controller is freed.
  @preconcurrency @MainActor
  public var navigationEvent: ControlEvent<NavigationEvent> {
    ControlEvent(events: base.userNavigationEvents.take(until: base.lifetime.deallocated))
  }
}
