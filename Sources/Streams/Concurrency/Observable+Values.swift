import Platform

extension ObservableConvertibleType {
  /// The sequence's elements as an `AsyncThrowingStream`, for `for try await`.
  ///
  /// Subscribes when the stream is created. Cancelling the consuming task
  /// (or dropping the stream) disposes the subscription; the sequence's
  /// error is thrown from the loop; its completion ends the loop, and so does
  /// the end of the subscription from upstream (for example `take(until:)`).
  /// A subject that is `dispose()`d merely forgets its observers, as in
  /// RxSwift, so a loop over it only ends when its task is cancelled.
  /// Elements are buffered while the consumer is busy.
  public var values: AsyncThrowingStream<Element, Swift.Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      // The continuation is thread-safe; the subscription is a thread-safe
      // disposable. Both only cross into `onTermination`.
      let sendable = UncheckedSendable(continuation)
      let subscription = source.subscribe(
        onNext: { element in
          // Handed over to the consumer and never touched here again.
          nonisolated(unsafe) let element = element
          sendable.value.yield(element)
        },
        onError: { sendable.value.finish(throwing: $0) },
        onCompleted: { sendable.value.finish() },
        onDisposed: { sendable.value.finish() })
      let disposable = UncheckedSendable(subscription)
      continuation.onTermination = { _ in disposable.value.dispose() }
    }
  }
}
