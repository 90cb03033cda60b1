/// The trait of ``Completable``: no element, only completion or an error.
public enum CompletableTrait {}

/// A sequence that only completes or fails.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// The one event a ``Completable`` delivers.
public enum CompletableEvent {
  /// The failure.
  case error(Swift.Error)
  /// Completion.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
  /// The callback a ``Completable`` created with `create(subscribe:)`
  /// reports to.
  ///
  /// `@Sendable`, so that a completion handler that is `@Sendable` (as
  /// Swift 6 requires of callbacks that may run on another thread) can
  /// capture it. Call it from any thread, but not from two at once.
  public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void

  /// Creates a completable from a subscribe function that receives the
  /// callback for each subscription and returns what to dispose when it
  /// ends.
  ///
  /// Only the first call of the callback counts; the returned disposable is
  /// disposed after it.
  public static func create(
    subscribe: @escaping (@escaping CompletableObserver) -> Disposable
  ) -> Completable {
    let source = Observable<Never>.create { observer in
      subscribe { event in
        switch event {
        case .error(let error): observer.on(.error(error))
        case .completed: observer.on(.completed)
        }
      }
    }
    return Completable(raw: source)
  }

  /// Subscribes a callback that receives the one event.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
    primitiveSequence.source.subscribe { event in
      switch event {
      case .error(let error): observer(.error(error))
      case .completed: observer(.completed)
      }
    }
  }

  /// Subscribes closures for completion, the error and disposal.
  ///
  /// `onDisposed` runs once, after the event or when the subscription is
  /// disposed. An error with no `onError` goes to ``Hooks/unhandledError``.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    primitiveSequence.source.subscribe(
      onError: { error in
        if let onError { onError(error) } else { Hooks.reportUnhandledError(error) }
      },
      onCompleted: onCompleted,
      onDisposed: onDisposed)
  }

  /// Subscribes closures that also receive `object`, held weakly: an event
  /// arriving after `object` was freed is ignored.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onCompleted: unretained(object, onCompleted),
      onError: unretained(object, onError),
      onDisposed: unretained(object, onDisposed))
  }

  /// A completable that fails with `error`.
  public static func error(_ error: Swift.Error) -> Completable {
    Completable(raw: Observable.error(error))
  }

  /// A completable that never delivers an event.
  public static func never() -> Completable {
    Completable(raw: Observable.never())
  }

  /// A completable that completes at once.
  public static func empty() -> Completable {
    Completable(raw: Observable.empty())
  }

  /// Runs side effects for the event and the subscription's lifetime; an
  /// error thrown by a side effect fails the completable with that error.
  public func `do`(
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil,
    afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil,
    onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Completable {
    Completable(
      raw: primitiveSequence.source.do(
        onError: onError, afterError: afterError, onCompleted: onCompleted,
        afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed,
        onDispose: onDispose))
  }

  /// Runs `second` after this completable completes.
  public func concat(_ second: Completable) -> Completable {
    Completable.concat(primitiveSequence, second)
  }

  /// Runs `sequence`'s completables one after another; the first error ends
  /// the whole.
  public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
  where Sequence.Element == Completable {
    Completable(raw: Observable.concat(sequence.map { $0.asObservable() }))
  }

  /// Runs `sources` one after another; the first error ends the whole.
  public static func concat(_ sources: Completable...) -> Completable {
    concat(sources)
  }

  /// Runs `sources` at once and completes when all completed; the first
  /// error ends the whole and disposes the others.
  public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
  }

  /// Runs `sources` at once and completes when all completed; the first
  /// error ends the whole and disposes the others.
  public static func zip(_ sources: Completable...) -> Completable {
    zip(sources)
  }

  /// Same as `zip` of a collection: runs `sources` at once and completes
  /// when all completed.
  public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Completable
  where Collection.Element == Completable {
    zip(sources)
  }

  /// Runs `sources` at once and completes when all completed.
  public static func merge(_ sources: Completable...) -> Completable {
    zip(sources)
  }
}
