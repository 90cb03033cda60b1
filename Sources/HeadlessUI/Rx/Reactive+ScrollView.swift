import Streams

extension Reactive where Base: ScrollView {
  /// The content offset: the current one on subscription, then the offset
  /// after each scroll (by the user or in code); binding sets it (RxCocoa's
  /// `rx.contentOffset`). Subscribe on the main actor. Values arrive on the
  /// main actor: after a scroll made off the main thread (reported as
  /// ``HeadlessUI/ViewWarning/Kind/offMainThread``), the offset is read and emitted on
  /// the main queue a moment later.
  @preconcurrency @MainActor
  public var contentOffset: ControlProperty<CGPoint> {
    let offsets = Observable<Void>.just(()).concat(base.events.didScroll)
      .compactMapOnMain { [weak view = base] _ in view?.contentOffset }
    return ControlProperty(
      values: offsets.take(until: base.lifetime.deallocated),
      valueSink: Binder(base) { view, offset in view.contentOffset = offset })
  }

  /// Fires after each change of the content offset (UIKit's
  /// `scrollViewDidScroll`).
  @preconcurrency @MainActor
  public var didScroll: ControlEvent<Void> {
    untilDeallocated(base.events.didScroll)
  }

  /// Fires when a simulated drag begins.
  @preconcurrency @MainActor
  public var willBeginDragging: ControlEvent<Void> {
    untilDeallocated(base.events.willBeginDragging)
  }

  /// Fires when a simulated drag ends, with whether the content keeps
  /// moving.
  @preconcurrency @MainActor
  public var didEndDragging: ControlEvent<Bool> {
    untilDeallocated(base.events.didEndDragging)
  }

  /// Fires when the content stopped moving after a drag.
  @preconcurrency @MainActor
  public var didEndDecelerating: ControlEvent<Void> {
    untilDeallocated(base.events.didEndDecelerating)
  }

  /// Fires when a scroll brings the bottom of the content to within
  /// `offset` points of the bottom of the view, as paging code wants: once
  /// per arrival, and again at the bottom of content that grew (the next
  /// page) or after scrolling away and back. Fires on the main actor: a
  /// scroll made off the main thread is looked at on the main queue a
  /// moment later.
  @preconcurrency @MainActor
  public func reachedBottom(offset: CGFloat = 0) -> ControlEvent<Void> {
    let scrolls = base.events.didScroll.asObservable()
    let arrivals = Observable<Void>.deferred { [weak view = base] in
      // Per subscription: where the last scroll left the view (read and
      // written on the main actor only).
      var wasAtBottom = false
      var lastHeight: CGFloat = -1
      return scrolls.compactMapOnMain { _ -> Void? in
        guard let view else { return nil }
        let height = view.contentSize.height
        let atBottom = view.contentOffset.y + view.visibleSize.height >= height - offset
        defer { (wasAtBottom, lastHeight) = (atBottom, height) }
        return atBottom && (!wasAtBottom || height != lastHeight) ? () : nil
      }
    }
    return untilDeallocated(arrivals)
  }
}

extension Reactive where Base: RefreshControl {
  /// Binds whether the control is refreshing (RxCocoa's): `true` begins,
  /// `false` ends.
  @preconcurrency @MainActor
  public var isRefreshing: Binder<Bool> {
    Binder(base) { control, refreshing in
      if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
    }
  }
}
