/// An observable with a narrower contract, selected by `Trait`: ``Single``
/// (exactly one element or an error), ``Maybe`` (at most one element, or an
/// error) and ``Completable`` (no element, completion or an error).
///
/// A value wraps an ordinary ``Observable`` that keeps the contract; like any
/// observable it does nothing until subscribed, and each subscription is
/// independent.
public struct PrimitiveSequence<Trait, Element> {
  @usableFromInline let source: Observable<Element>

  @usableFromInline
  init(raw: Observable<Element>) {
    self.source = raw
  }
}

/// A type that is, or can be viewed as, a ``PrimitiveSequence``.
public protocol PrimitiveSequenceType {
  /// The trait: ``SingleTrait``, ``MaybeTrait`` or ``CompletableTrait``.
  associatedtype Trait
  /// The type of the element.
  associatedtype Element

  /// This value as a primitive sequence.
  var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
  /// Returns `self`.
  public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
  /// The sequence as an ordinary observable, which keeps the trait's
  /// contract.
  public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
  /// Creates a fresh sequence for every subscription by calling
  /// `observableFactory`; an error it throws becomes the sequence's error.
  public static func deferred(
    _ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: Observable.deferred { try observableFactory().asObservable() })
  }

  /// Delays the element and completion by `dueTime` on `scheduler`; an error
  /// is not delayed.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
  }

  /// Delivers the events on `scheduler`.
  public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.observe(on: scheduler))
  }

  /// Subscribes to (and disposes) the source on `scheduler`.
  public func subscribe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.subscribe(on: scheduler))
  }

  /// On error, continues with the sequence `handler` returns for it; an error
  /// thrown by `handler` becomes the sequence's error.
  public func `catch`(
    _ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.catch { try handler($0).asObservable() })
  }

  /// Subscribes at most `maxAttempts` times in all; the error of the last
  /// attempt ends the sequence.
  public func retry(_ maxAttempts: Int) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(maxAttempts))
  }

  /// Resubscribes after every error, for ever.
  public func retry() -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry())
  }

  /// Resubscribes after an error when the observable `notificationHandler`
  /// makes of the errors emits; ends with the error when it errs, and
  /// completes when it completes (a ``Single``'s subscriber then sees
  /// ``RxError/noElements``; RxSwift stops a debug build there).
  public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
    when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Resubscribes after an error when the observable `notificationHandler`
  /// makes of the errors emits (any error type).
  public func retry<TriggerObservable: ObservableType>(
    when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.retry(when: notificationHandler))
  }

  /// Subscribes to the source only `dueTime` after the subscription, on
  /// `scheduler`.
  public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler))
  }

  /// Makes a resource for each subscription and a sequence from it; the
  /// resource is disposed when the subscription ends. An error either
  /// factory throws becomes the sequence's error.
  public static func using<Resource: Disposable>(
    _ resourceFactory: @escaping () throws -> Resource,
    primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: Observable.using(
        resourceFactory, observableFactory: { try primitiveSequenceFactory($0).asObservable() }))
  }

  /// Fails with ``RxError/timeout(dueTime:)`` when no event arrives within
  /// `dueTime` of the subscription, measured on `scheduler`.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler))
  }

  /// Switches to `other` when no event arrives within `dueTime` of the
  /// subscription, measured on `scheduler`.
  public func timeout(
    _ dueTime: RxTimeInterval,
    other: PrimitiveSequence<Trait, Element>,
    scheduler: SchedulerType
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler))
  }

  /// Prints every event and the subscription's lifetime; see
  /// ``ObservableType/debug(_:trimOutput:file:line:function:output:)``.
  ///
  /// - Parameters:
  ///   - identifier: the label; defaults to the call site `file:line (function)`.
  ///   - trimOutput: shortens event descriptions longer than 40 characters.
  ///   - file: the call site's file, for the default label.
  ///   - line: the call site's line, for the default label.
  ///   - function: the call site's function, for the default label.
  ///   - output: where lines go; standard output by default.
  public func debug(
    _ identifier: String? = nil,
    trimOutput: Bool = false,
    file: StaticString = #file,
    line: UInt = #line,
    function: StaticString = #function,
    output: ((String) -> Void)? = nil
  ) -> PrimitiveSequence<Trait, Element> {
    PrimitiveSequence(
      raw: source.debug(
        identifier, trimOutput: trimOutput, file: file, line: line, function: function,
        output: output))
  }
}

extension PrimitiveSequence where Element: RxAbstractInteger {
  /// Emits `0` after `dueTime` on `scheduler`, then completes.
  public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> PrimitiveSequence<Trait, Element>
  {
    PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler))
  }
}
