import Platform
import Synchronization

extension PrimitiveSequenceType where Trait == SingleTrait {
  /// The single's element, awaited: `let user = try await api.user(id).value`.
  ///
  /// Subscribes when read; throws the single's error; cancelling the
  /// awaiting task disposes the subscription and throws
  /// `CancellationError`.
  nonisolated(nonsending) public var value: Element {
    get async throws {
      // A single always has an element; the check only guards the contract.
      guard let element = try await awaitFirst(of: primitiveSequence.asObservable()) else {
        throw RxError.noElements
      }
      return element
    }
  }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
  /// The maybe's element, or `nil` when it completed empty, awaited.
  ///
  /// Subscribes when read; throws the maybe's error; cancelling the
  /// awaiting task disposes the subscription and throws
  /// `CancellationError`.
  nonisolated(nonsending) public var value: Element? {
    get async throws {
      try await awaitFirst(of: primitiveSequence.asObservable())
    }
  }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// Awaits the completable's completion: `try await upload.value`.
  ///
  /// Throws the completable's error; cancelling the awaiting task disposes
  /// the subscription and throws `CancellationError`.
  nonisolated(nonsending) public var value: Void {
    get async throws {
      _ = try await awaitFirst(of: primitiveSequence.asObservable())
    }
  }
}

/// Subscribes to `source` and resumes with its first element (or `nil` when
/// it completes first), or throws its error; the task's cancellation
/// disposes the subscription and throws `CancellationError`.
private nonisolated(nonsending) func awaitFirst<Element>(of source: Observable<Element>)
  async throws -> Element?
{
  let state = AwaitState<Element>()
  // Handed to the subscribing closure only.
  nonisolated(unsafe) let source = source
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { continuation in
      state.start(source, continuation)
    }
  } onCancel: {
    state.cancel()
  }
}

/// The subscription and continuation of one `value` read, resumed exactly
/// once whichever comes first: an element, the end, or cancellation.
private final class AwaitState<Element>: @unchecked Sendable {
  private let lock = PlatformLock()
  // Guarded by `lock`.
  private var continuation: CheckedContinuation<Element?, Swift.Error>?
  private var subscription: Disposable?
  private var isCancelled = false
  /// Whether `start` is subscribing: a cancellation meanwhile is left to
  /// `start`, so that a result the source delivers synchronously wins
  /// whenever the cancellation comes.
  private var isStarting = false

  /// Subscribes first, even when the task is already cancelled, as RxSwift
  /// does: a result the source delivers synchronously wins; otherwise the
  /// cancellation disposes the subscription and throws.
  func start(
    _ source: Observable<Element>, _ continuation: CheckedContinuation<Element?, Swift.Error>
  ) {
    lock.withLock {
      self.continuation = continuation
      isStarting = true
    }
    let subscription = source.subscribe(
      onNext: { [self] in resume(with: .success($0)) },
      onError: { [self] in resume(with: .failure($0)) },
      onCompleted: { [self] in resume(with: .success(nil)) })
    let (disposeNow, cancelled) = lock.withLock {
      () -> (Bool, CheckedContinuation<Element?, Swift.Error>?) in
      isStarting = false
      if self.continuation == nil { return (true, nil) }
      if isCancelled {
        defer { self.continuation = nil }
        return (true, self.continuation)
      }
      self.subscription = subscription
      return (false, nil)
    }
    if disposeNow { subscription.dispose() }
    cancelled?.resume(throwing: CancellationError())
  }

  func cancel() {
    let (pending, subscription) = lock.withLock {
      () -> (CheckedContinuation<Element?, Swift.Error>?, Disposable?) in
      isCancelled = true
      // `start` resumes (or disposes) once its subscribe returns.
      if isStarting { return (nil, nil) }
      defer {
        continuation = nil
        self.subscription = nil
      }
      return (continuation, self.subscription)
    }
    subscription?.dispose()
    pending?.resume(throwing: CancellationError())
  }

  private func resume(with result: Result<Element?, Swift.Error>) {
    let (pending, subscription) = lock.withLock {
      () -> (CheckedContinuation<Element?, Swift.Error>?, Disposable?) in
      defer {
        continuation = nil
        self.subscription = nil
      }
      return (continuation, self.subscription)
    }
    subscription?.dispose()
    // The element is handed to the awaiting task and never touched here again.
    nonisolated(unsafe) let result = result
    pending?.resume(with: result)
  }
}
