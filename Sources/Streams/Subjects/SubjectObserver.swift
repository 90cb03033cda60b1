/// One observer of a subject: its event closure and the subscription that
/// removes it (kept apart, so that the subscription a user keeps holds no
/// closure).
@usableFromInline
package final class SubjectObserver<Element>: ObserverListEntry {
  @usableFromInline
  let handler: (Event<Element>) -> Void
  /// The subscription that removes this observer.
  @usableFromInline
  package let subscription: SubjectSubscription

  package init(on handler: @escaping (Event<Element>) -> Void, subscription: SubjectSubscription) {
    self.handler = handler
    self.subscription = subscription
  }

  /// Whether the subscription was disposed.
  @inlinable @inline(__always)
  package var isDisposed: Bool { subscription.isDisposed }

  /// Delivers `event`.
  @inlinable @inline(__always)
  package func on(_ event: Event<Element>) { handler(event) }
}
