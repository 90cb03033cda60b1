// Hooks for the other modules of this package (ReactorCore builds its
// per-reactor streams on them); not public API.

/// An object that serves subscriptions itself: it hands each subscriber's
/// event closure to its own subscription list and returns the disposable
/// that removes it.
///
/// No grammar enforcement and no serialization are added for it: the owner
/// guarantees both (a reactor's storage delivers through its serializer).
@usableFromInline
package protocol RawSubscribable: AnyObject {
  associatedtype Element
  /// Adds `observer`; disposing the result removes it.
  func subscribeRaw(_ observer: @escaping (Event<Element>) -> Void) -> any Disposable & AnyObject
}

extension Observable {
  /// An observable whose subscriptions `owner` serves (see
  /// ``RawSubscribable``). One small object holding `owner` strongly: the
  /// owner ends any cycle this makes.
  ///
  /// `subscribe`, when given, serves every subscription instead of the
  /// owner's ``RawSubscribable/subscribeRaw(_:)``, with the observer's
  /// handler (its event closure, or `subscribe(onNext:)`'s closure alone,
  /// which without `subscribe` is wrapped in an event closure): a closure
  /// made where `Owner` is known runs code specialized for it, while the
  /// source's own methods are generic and would look up the owner's types
  /// at run time on every subscription (a cell binding its reactor makes
  /// several per reuse).
  @usableFromInline
  package static func rawSource<Owner: RawSubscribable>(
    _ owner: Owner,
    subscribe: ((Owner, RawObserver<Element>.Handler) -> any Disposable & AnyObject)? = nil
  ) -> Observable<Element> where Owner.Element == Element {
    RawSource(owner, subscribe: subscribe)
  }
}

/// See ``Observable/rawSource(_:subscribe:)``.
final class RawSource<Owner: RawSubscribable>: Observable<Owner.Element> {
  private let owner: Owner
  private let subscribe:
    ((Owner, RawObserver<Owner.Element>.Handler) -> any Disposable & AnyObject)?

  init(
    _ owner: Owner,
    subscribe: ((Owner, RawObserver<Owner.Element>.Handler) -> any Disposable & AnyObject)?
  ) {
    self.owner = owner
    self.subscribe = subscribe
  }

  override func run(
    _ observer: @escaping (Event<Owner.Element>) -> Void, _ subscription: SinkDisposer
  ) {
    if let subscribe {
      subscription.add(object: subscribe(owner, .event(observer)))
    } else {
      subscription.add(object: owner.subscribeRaw(observer))
    }
  }

  override func subscribeOnNextOnly(_ onNext: @escaping (Owner.Element) -> Void) -> Disposable? {
    subscribe?(owner, .next(onNext))
  }
}
