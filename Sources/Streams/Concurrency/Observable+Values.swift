import Platform
import Synchronization

extension ObservableConvertibleType {
  /// The sequence's elements as an async sequence, for `for try await`.
  ///
  /// Subscribes when read. The sequence's error is thrown from the loop; its
  /// completion ends the loop. Cancelling the consuming task disposes the
  /// subscription and throws `CancellationError` from the loop, as RxSwift
  /// does (unless the sequence had already ended). A subject that is
  /// `dispose()`d merely forgets its observers, as in RxSwift, so a loop
  /// over it only ends when its task is cancelled. Elements are buffered
  /// while the consumer is busy.
  public var values: AsyncThrowingObservable<Element> {
    AsyncThrowingObservable(asObservable())
  }
}

/// The elements of an observable as an `AsyncSequence` that throws the
/// observable's error, and `CancellationError` when the consuming task is
/// cancelled before the observable ended (``ObservableConvertibleType/values``;
/// the name follows Combine's `AsyncThrowingPublisher`).
///
/// Made by `values`, which subscribes at once; iterate it once (it is backed
/// by an `AsyncThrowingStream`, which has a single consumer).
public struct AsyncThrowingObservable<Element>: AsyncSequence {
  /// What the loop throws: the observable's error, or `CancellationError`.
  public typealias Failure = any Swift.Error

  private let stream: AsyncThrowingStream<Element, Swift.Error>
  private let end: EndOfSequence

  init(_ source: Observable<Element>) {
    let end = EndOfSequence()
    self.end = end
    stream = AsyncThrowingStream { continuation in
      // The continuation is thread-safe; the subscription is a thread-safe
      // disposable. Both only cross into `onTermination`.
      let sendable = UncheckedSendable(continuation)
      let subscription = source.subscribe(
        onNext: { element in
          // Handed over to the consumer and never touched here again.
          nonisolated(unsafe) let element = element
          sendable.value.yield(element)
        },
        onError: { error in
          end.mark()
          sendable.value.finish(throwing: error)
        },
        onCompleted: {
          end.mark()
          sendable.value.finish()
        },
        onDisposed: { sendable.value.finish() })
      let disposable = UncheckedSendable(subscription)
      continuation.onTermination = { _ in disposable.value.dispose() }
    }
  }

  /// Returns the iterator; call once.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: stream.makeAsyncIterator(), end: end)
  }

  /// Takes the elements one by one.
  public struct AsyncIterator: AsyncIteratorProtocol {
    var base: AsyncThrowingStream<Element, Swift.Error>.AsyncIterator
    let end: EndOfSequence
    var isFinished = false

    /// The next element; `nil` after the observable completed.
    ///
    /// - Throws: the observable's error, or `CancellationError` when the
    ///   task was cancelled before the observable ended.
    public mutating func next() async throws -> Element? {
      if isFinished { return nil }
      if let element = try await base.next() { return element }
      isFinished = true
      if Task.isCancelled && !end.isMarked { throw CancellationError() }
      return nil
    }
  }
}

extension AsyncThrowingObservable: Sendable where Element: Sendable {}

/// Set once the observable sent its terminal event, so that a loop that
/// ends afterwards is not mistaken for a cancelled one.
final class EndOfSequence: Sendable {
  private let marked = Atomic<Bool>(false)
  func mark() { marked.store(true, ordering: .releasing) }
  var isMarked: Bool { marked.load(ordering: .acquiring) }
}

extension InfallibleType {
  /// The infallible's elements as an `AsyncStream`, for `for await` (no
  /// `try`: it cannot fail). Subscribes when read; completion ends the loop;
  /// cancelling the consuming task ends it too and disposes the
  /// subscription.
  public var values: AsyncStream<Element> {
    nonThrowingValues(of: asObservable())
  }
}

extension SharedSequence {
  /// The elements as an `AsyncStream`, for `for await` (no `try`: a
  /// ``Driver`` or ``Signal`` cannot fail). Read on the main actor, as
  /// RxCocoa requires; completion or the task's cancellation ends the loop.
  @MainActor
  public var values: AsyncStream<Element> {
    nonThrowingValues(of: asObservable())
  }
}

/// `source`'s elements as an `AsyncStream`; `source` must not fail (an error
/// would end the stream like a completion).
private func nonThrowingValues<Element>(of source: Observable<Element>) -> AsyncStream<Element> {
  AsyncStream { continuation in
    // As in `AsyncThrowingObservable`: thread-safe values handed over.
    let sendable = UncheckedSendable(continuation)
    let subscription = source.subscribe(
      onNext: { element in
        nonisolated(unsafe) let element = element
        sendable.value.yield(element)
      },
      onCompleted: { sendable.value.finish() },
      onDisposed: { sendable.value.finish() })
    let disposable = UncheckedSendable(subscription)
    continuation.onTermination = { _ in disposable.value.dispose() }
  }
}
