/// The trait of ``Single``: exactly one element, or an error.
public enum SingleTrait {}

/// A sequence that emits exactly one element, or fails.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// The one event a ``Single`` delivers: `.success(element)` or
/// `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The callback a ``Single`` created with `create(subscribe:)` reports to.
  ///
  /// `@Sendable`, so that a completion handler that is `@Sendable` (as
  /// Swift 6 requires of callbacks that may run on another thread) can
  /// capture it. Call it from any thread, but not from two at once.
  public typealias SingleObserver = @Sendable (SingleEvent<Element>) -> Void

  /// Creates a single from a subscribe function that receives the callback
  /// for each subscription and returns what to dispose when it ends.
  ///
  /// Only the first call of the callback counts; the returned disposable is
  /// disposed after it.
  public static func create(
    subscribe: @escaping (@escaping SingleObserver) -> Disposable
  ) -> Single<Element> {
    let source = Observable<Element>.create { observer in
      subscribe { event in
        switch event {
        case .success(let element):
          observer.on(.next(element))
          observer.on(.completed)
        case .failure(let error):
          observer.on(.error(error))
        }
      }
    }
    return Single(raw: source)
  }

  /// Subscribes a callback that receives the result.
  ///
  /// A source that completes without an element (a `retry(when:)` whose
  /// trigger completed, a raw observable made a single) fails with
  /// ``RxError/noElements``: a single always has a result.
  public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
    // One subscription's events arrive one at a time.
    var succeeded = false
    return primitiveSequence.source.subscribe { event in
      switch event {
      case .next(let element):
        succeeded = true
        observer(.success(element))
      case .error(let error): observer(.failure(error))
      case .completed: if !succeeded { observer(.failure(RxError.noElements)) }
      }
    }
  }

  /// Subscribes closures for the element, the error and disposal.
  ///
  /// `onDisposed` runs once, after the result or when the subscription is
  /// disposed. An error with no `onFailure` goes to ``Hooks/unhandledError``;
  /// a completion without an element is the error ``RxError/noElements``.
  public func subscribe(
    onSuccess: ((Element) -> Void)? = nil,
    onFailure: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let fail = { (error: Swift.Error) in
      if let onFailure { onFailure(error) } else { Hooks.reportUnhandledError(error) }
    }
    // One subscription's events arrive one at a time.
    var succeeded = false
    return primitiveSequence.source.subscribe(
      onNext: { element in
        succeeded = true
        onSuccess?(element)
      },
      onError: fail,
      onCompleted: { if !succeeded { fail(RxError.noElements) } },
      onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly: a result
  /// arriving after `object` was freed is ignored.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onSuccess: ((Object, Element) -> Void)? = nil,
    onFailure: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onSuccess: unretained(object, onSuccess),
      onFailure: unretained(object, onFailure),
      onDisposed: unretained(object, onDisposed))
  }

  /// A single of `element`.
  public static func just(_ element: Element) -> Single<Element> {
    Single(raw: Observable.just(element))
  }

  /// A single of `element`, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Single<Element>
  {
    Single(raw: Observable.just(element, scheduler: scheduler))
  }

  /// A single that fails with `error`.
  public static func error(_ error: Swift.Error) -> Single<Element> {
    Single(raw: Observable.error(error))
  }

  /// A single that never delivers a result.
  public static func never() -> Single<Element> {
    Single(raw: Observable.never())
  }

  /// Runs side effects for the result and the subscription's lifetime; an
  /// error thrown by a side effect fails the single with that error.
  public func `do`(
    onSuccess: ((Element) throws -> Void)? = nil,
    afterSuccess: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Single<Element> {
    Single(
      raw: primitiveSequence.source.do(
        onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
        onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
  }

  /// A maybe of the element if it satisfies `predicate`, else empty.
  public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source.filter(predicate))
  }

  /// Transforms the element; an error thrown by `transform` fails the single.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
    Single(raw: primitiveSequence.source.map(transform))
  }

  /// A maybe of the transformed element, empty when `transform` returns
  /// `nil`.
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.compactMap(transform))
  }

  /// Continues with the single `selector` returns for the element.
  public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>)
    -> Single<Result>
  {
    Single(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the maybe `selector` returns for the element.
  public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>)
    -> Maybe<Result>
  {
    Maybe(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// Continues with the completable `selector` returns for the element.
  public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable)
    -> Completable
  {
    Completable(raw: primitiveSequence.source.flatMap { try selector($0).asObservable() })
  }

  /// On error, succeeds with `element` instead.
  public func catchAndReturn(_ element: Element) -> Single<Element> {
    Single(raw: primitiveSequence.source.catchAndReturn(element))
  }

  /// The single as a ``Maybe`` (which then always has an element or fails).
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: primitiveSequence.source)
  }

  /// The single as a ``Completable``: the element is ignored.
  public func asCompletable() -> Completable {
    Completable(raw: primitiveSequence.source.ignoreElements())
  }
}
