/// A sequence that never fails, delivers on its strategy's scheduler (the
/// main thread for ``Driver`` and ``Signal``) and shares one upstream
/// subscription among its subscribers, as `SharingStrategy` decides.
///
/// Made from an observable with `asDriver(onErrorJustReturn:)`,
/// `asSignal(onErrorJustReturn:)` and their siblings, which decide what
/// replaces an error.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>:
  SharedSequenceConvertibleType, ObservableConvertibleType
{
  let source: Observable<Element>

  /// Wraps `source`, shared as `SharingStrategy` does; `source` must already
  /// deliver on the strategy's scheduler and never fail.
  @usableFromInline
  init(_ source: Observable<Element>) {
    self.source = SharingStrategy.share(source)
  }

  /// Wraps `source` as is (already shared, or cheap to subscribe again).
  init(raw: Observable<Element>) {
    self.source = raw
  }

  /// The sequence as an ordinary observable, which never errors and
  /// delivers on the strategy's scheduler.
  public func asObservable() -> Observable<Element> { source }

  /// Returns `self`.
  public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// How a ``SharedSequence`` delivers and shares its events.
public protocol SharingStrategyProtocol {
  /// Where events are delivered and time-based operators run.
  static var scheduler: SchedulerType { get }

  /// Shares `source` among subscribers.
  static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that is, or can be viewed as, a ``SharedSequence``.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
  /// The sharing strategy, e.g. ``DriverSharingStrategy``.
  associatedtype SharingStrategy: SharingStrategyProtocol

  /// This value as a shared sequence.
  func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequence {
  /// A sequence of `element`, then completion, delivered on the strategy's
  /// scheduler.
  public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: scheduledElements([element]))
  }

  /// A sequence that completes at once.
  public static func empty() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.empty().subscribeOnSharingScheduler(SharingStrategy.scheduler))
  }

  /// A sequence that never delivers an event.
  public static func never() -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: Observable.never())
  }

  /// A sequence of `elements`, then completion, delivered on the strategy's
  /// scheduler.
  public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: scheduledElements(elements))
  }

  /// A sequence of `array`'s elements, then completion, delivered on the
  /// strategy's scheduler.
  public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(raw: scheduledElements(array))
  }

  /// A sequence of `sequence`'s elements, then completion, delivered on the
  /// strategy's scheduler.
  public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence)
    -> SharedSequence<SharingStrategy, Element>
  where Sequence.Element == Element {
    SharedSequence(raw: scheduledElements(Array(sequence)))
  }

  /// `elements`, then completion, each in its own action on the strategy's
  /// scheduler, as RxCocoa does (so on a mocked virtual-time scheduler they
  /// arrive a tick apart). On the main scheduler, a subscription made on the
  /// main thread emits at once instead: a recursive main-queue action would
  /// wait for the main queue, which a synchronous test never services.
  private static func scheduledElements(_ elements: [Element]) -> Observable<Element> {
    let scheduler = SharingStrategy.scheduler
    if scheduler is MainScheduler {
      return Observable.from(elements).subscribeOnSharingScheduler(scheduler)
    }
    return Observable.from(elements, scheduler: scheduler)
  }

  /// A sequence of `optional`'s value if any, then completion.
  public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
    from(optional.map { [$0] } ?? [])
  }

  /// Creates a fresh sequence for every subscription by calling `factory`.
  public static func deferred(
    _ factory: @escaping () -> SharedSequence<SharingStrategy, Element>
  ) -> SharedSequence<SharingStrategy, Element> {
    SharedSequence(Observable.deferred { factory().asObservable() })
  }
}
