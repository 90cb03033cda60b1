/// The trait of ``Maybe``: at most one element, then completion, or an
/// error.
public enum MaybeTrait {}

/// A sequence that emits one element, completes without one, or fails.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// The one event a ``Maybe`` delivers.
public enum MaybeEvent<Element> {
  /// The element; the maybe then completes.
  case success(Element)
  /// The failure.
  case error(Swift.Error)
  /// Completion without an element.
  case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The callback a ``Maybe`` created with `create(subscribe:)` reports to.
  ///
  /// `@Sendable`, so that a completion handler that is `@Sendable` (as
  /// Swift 6 requires of callbacks that may run on another thread) can
  /// capture it. Call it from any thread, but not from two at once.
  public typealias MaybeObserver = @Sendable (MaybeEvent<Element>) -> Void

  /// Creates a maybe from a subscribe function that receives the callback
  /// for each subscription and returns what to dispose when it ends.
  ///
  /// Only the first call of the callback counts; the returned disposable is
  /// disposed after it.
  public static func create(
    subscribe: @escaping (@escaping MaybeObserver) -> Disposable
  ) -> Maybe<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .error(let error):
          observer.on(.error(error))
        case .completed:
          observer.on(.completed)
        }
      }
    }
    return Maybe(raw: source)
  }

  /// Subscribes a callback that receives the one event.
  public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
    // Set after the element so that the completion that follows it is not
    // reported as a second event.
    let delivered = UnsafeStateBox(false)
    return primitiveSequence.source.subscribe { event in
      switch event {
      case .next(let element):
        delivered.value.pointee = true
        observer(.success(element))
      case .error(let error):
        observer(.error(error))
      case .completed:
        if !delivered.value.pointee { observer(.completed) }
      }
    }
  }

  /// Subscribes closures for the element, the error, completion without an
  /// element, and disposal.
  ///
  /// After an element only `onSuccess` is called (not `onCompleted`).
  /// `onDisposed` runs once, after the event or when the subscription is
  /// disposed. An error with no `onError` goes to ``Hooks/unhandledError``.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    // Set after the element so that the completion that follows it does not
    // call `onCompleted`.
    let delivered = UnsafeStateBox(false)
    return primitiveSequence.source.subscribe(
      onNext: { element in
        delivered.value.pointee = true
        onSuccess?(element)
      },
      onError: { error in
        if let onError { onError(error) } else { Hooks.reportUnhandledError(error) }
      },
      onCompleted: {
        if !delivered.value.pointee { onCompleted?() }
      },
      onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly (RxSwift's):
  /// events arriving after `object` was freed are ignored.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: unretained(object, onSuccess),
      onError: unretained(object, onError),
      onCompleted: unretained(object, onCompleted),
      onDisposed: unretained(object, onDisposed))
  }

  /// A maybe of `element`.
  public static func just(_ element: Element) -> Maybe<Element> {
    Maybe(raw: Observable.just(element))
  }

  /// A maybe of `element`, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Maybe<Element>
  {
    Maybe(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A maybe that fails with `error`.
  public static func error(_ error: Swift.Error) -> Maybe<Element> {
    Maybe(raw: Observable.error(error))
  }

  /// A maybe that never delivers an event.
  public static func never() -> Maybe<Element> {
    Maybe(raw: Observable.never())
  }

  /// A maybe that completes without an element.
  public static func empty() -> Maybe<Element> {
    Maybe(raw: Observable.empty())
  }

  /// Runs side effects for each event and the subscription's lifetime; an
  /// error thrown by a side effect fails the maybe with that error.
  public func `do`(
    onNext: ((Element) throws -> Void)? = nil,
    afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Maybe<Element> {
    Maybe(
      raw: primitiveSequence.source.do(
        onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
        onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
        onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// Keeps the element only if it satisfies `predicate`.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// Transforms the element; an error thrown by `transform` fails the maybe.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
    Maybe(raw: primitiveSequence.source.map(transform))
  }

  /// Transforms the element, completing empty when `transform` returns
  /// `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Continues with the maybe `selector` returns for the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// A single of the element, or of `default` when the maybe is empty.
  public func ifEmpty(default: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.ifEmpty(default: `default`))
  }

  /// Continues with `other` when the maybe is empty.
  public func ifEmpty(switchTo other: Maybe<Element>) -> Maybe<Element> {
    Maybe(raw: switchIfEmpty(other.asObservable()))
  }

  /// Continues with the single `other` when the maybe is empty.
  public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
    Single(raw: switchIfEmpty(other.asObservable()))
  }

  /// On error, succeeds with `element` instead.
  public func catchAndReturn(_ element: Element) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// The maybe as a ``Completable``: the element is ignored.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }

  private func switchIfEmpty(_ other: Observable<Element>) -> Observable<Element> {
    let source = primitiveSequence.source
    return Producer { sink in
      // Per subscription; only touched by the serially delivered upstream.
      let hadElement = UnsafeStateBox(false)
      source.run(
        { event in
          switch event {
          case .next:
            hadElement.value.pointee = true
            sink.on(event)
          case .error:
            sink.on(event)
          case .completed:
            if hadElement.value.pointee {
              sink.on(event)
            } else {
              other.run(sink.on, sink.upstream())
            }
          }
        }, sink.upstream())
    }
  }
}
