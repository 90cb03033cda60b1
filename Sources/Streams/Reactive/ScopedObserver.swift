/// An observer whose work may wait in a queue before it reaches its target
/// (``Binder``, and a view property written through one): each subscription
/// gets its own copy, so that disposing the subscription drops the work it
/// still has queued, and nothing reaches the target afterwards.
package protocol SubscriptionScopedObserver<Element>: ObserverType {
  /// A copy of this observer for one subscription.
  func scopedToSubscription() -> ScopedObserver<Element>
}

/// An observer's event handler for one subscription, and what drops the work
/// it has queued when that subscription is disposed.
package struct ScopedObserver<Element> {
  /// Receives the subscription's events.
  package let on: (Event<Element>) -> Void
  /// Drops the queued work for good; `nil` when the observer queues nothing.
  package let cancel: (() -> Void)?

  package init(on: @escaping (Event<Element>) -> Void, cancel: (() -> Void)?) {
    self.on = on
    self.cancel = cancel
  }

  /// The same observer, for elements transformed by `transform` first.
  package func map<Source>(_ transform: @escaping (Source) -> Element) -> ScopedObserver<Source> {
    let on = self.on
    return ScopedObserver<Source>(on: { event in on(event.map(transform)) }, cancel: cancel)
  }
}

extension ObserverType {
  /// This observer's handler for one new subscription: a fresh copy of a
  /// ``SubscriptionScopedObserver``, the observer itself otherwise.
  package func scopedForSubscription() -> ScopedObserver<Element> {
    if let scoped = self as? any SubscriptionScopedObserver<Element> {
      return scoped.scopedToSubscription()
    }
    if let any = self as? AnyObserver<Element>, let makeScoped = any.makeScoped {
      return makeScoped()
    }
    return ScopedObserver(on: on, cancel: nil)
  }
}

/// `subscription`, made to also drop the work `observers` still have queued
/// when disposed (before the subscription itself is disposed); the
/// subscription as it is when none of them queues work.
///
/// Only disposing cancels: a sequence that ends does not drop what it
/// already sent.
package func cancellingQueuedWork<Element>(
  of observers: [ScopedObserver<Element>], with subscription: Disposable
) -> Disposable {
  let cancels = observers.compactMap(\.cancel)
  if cancels.isEmpty { return subscription }
  return Disposables.create {
    for cancel in cancels { cancel() }
    subscription.dispose()
  }
}
