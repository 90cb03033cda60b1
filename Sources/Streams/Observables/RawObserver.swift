/// One observer of a ``RawSubscribable`` owner that is also the subscription
/// handed out: one object per subscription, retaining its owner until
/// disposed or detached (see ``SubjectSubscription/init(retaining:)``).
///
/// Its handler is either the event closure of a subscription made through
/// ``Observable/run(_:_:)`` or, for `subscribe(onNext:)` alone, the user's
/// `onNext` itself (no closure context and no ``SinkDisposer`` are made: a
/// terminal event then disposes this object, and an error goes to
/// ``Hooks/unhandledError``, as `subscribe(onNext:)` does).
///
/// Thread-safety: `dispose()` from any thread (atomics). `handler` belongs
/// to the owner's delivery queue: events are delivered and ``end()`` is
/// called there only, so the closures are released when the owner removes
/// this observer, and one kept by a user after that keeps nothing alive.
@usableFromInline
package final class RawObserver<Element>: SubjectSubscription, ObserverListEntry,
  @unchecked Sendable
{
  /// How the observer takes events.
  @usableFromInline
  package enum Handler {
    /// Every event, as an observable's `run` passes it on.
    case event((Event<Element>) -> Void)
    /// Elements only: `subscribe(onNext:)` with no other closure.
    case next((Element) -> Void)
    /// Removed from its owner: nothing more is delivered.
    case released
  }

  // Written only on the owner's delivery queue (see above): no dynamic
  // exclusivity check on the event path.
  @usableFromInline @exclusivity(unchecked) var handler: Handler

  /// An observer of `owner` (retained until disposed or detached).
  @usableFromInline
  package init(retaining owner: any SubjectUnsubscribing, handler: Handler) {
    self.handler = handler
    super.init(retaining: owner)
  }

  /// This object: it is its own subscription.
  @inlinable
  package var subscription: SubjectSubscription { self }

  /// Delivers `event`. Owner's delivery queue only.
  @inlinable
  package func on(_ event: Event<Element>) {
    switch handler {
    case .event(let handler):
      handler(event)
    case .next(let onNext):
      switch event {
      case .next(let element):
        onNext(element)
      case .error(let error):
        Hooks.reportUnhandledError(error)
        dispose()
      case .completed:
        dispose()
      }
    case .released:
      break
    }
  }

  /// Drops the owner and the handler once the owner removed this observer
  /// or ended. Owner's delivery queue only.
  @usableFromInline
  package func end() {
    detach()
    handler = .released
  }
}
