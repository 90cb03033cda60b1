import Streams

extension Reactive where Base: ViewController {
  /// Fires once the view has loaded: after the whole `viewDidLoad()` (the
  /// subclass's override included) has returned, as RxCocoa's
  /// `methodInvoked` does. A view loaded inside a ``HeadlessUI/View``'s
  /// `bind(reactor:)` fires when `bind(reactor:)` returns, so bindings made
  /// there after the load still see it.
  public var viewDidLoad: ControlEvent<Void> {
    ControlEvent(events: base.viewDidLoadEvents.take(until: base.lifetime.deallocated))
  }

  /// Fires (with `animated`) after each `viewWillAppear(_:)` of an
  /// appearance transition.
  public var viewWillAppear: ControlEvent<Bool> {
    ControlEvent(events: base.viewWillAppearEvents.take(until: base.lifetime.deallocated))
  }

  /// Fires (with `animated`) after each `viewDidAppear(_:)`.
  public var viewDidAppear: ControlEvent<Bool> {
    ControlEvent(events: base.viewDidAppearEvents.take(until: base.lifetime.deallocated))
  }

  /// Fires (with `animated`) after each `viewWillDisappear(_:)`.
  public var viewWillDisappear: ControlEvent<Bool> {
    ControlEvent(events: base.viewWillDisappearEvents.take(until: base.lifetime.deallocated))
  }

  /// Fires (with `animated`) after each `viewDidDisappear(_:)`.
  public var viewDidDisappear: ControlEvent<Bool> {
    ControlEvent(events: base.viewDidDisappearEvents.take(until: base.lifetime.deallocated))
  }

  /// `true` after each appearance and `false` after each disappearance.
  public var isVisible: Observable<Bool> {
    Observable.merge(
      viewDidAppear.asObservable().map { _ in true },
      viewWillDisappear.asObservable().map { _ in false })
  }

  /// Emits once and completes when the controller is freed.
  public var deallocated: Observable<Void> {
    base.lifetime.deallocated.asObservable()
  }

  /// Binds the controller's title.
  @preconcurrency @MainActor
  public var title: Binder<String?> {
    Binder(base) { controller, title in controller.title = title }
  }
}
