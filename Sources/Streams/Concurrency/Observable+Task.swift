import Platform

extension Observable {
  /// A sequence of the elements of an `AsyncSequence`, iterated in a task
  /// started on subscription.
  ///
  /// Disposing the subscription cancels the task; the sequence's error
  /// becomes the observable's error; a cancelled iteration (the task was
  /// cancelled from outside) completes the observable. The task runs at
  /// `priority` (the current task's when `nil`): on a virtual-time
  /// scheduler's executor, on virtual time, when subscribed from its work
  /// or from a `TestStore`'s send (as a reactor's streams are), else on the
  /// global executor.
  public static func from<Source: AsyncSequence>(
    _ sequence: Source, priority: TaskPriority? = nil
  ) -> Observable<Element> where Source.Element == Element {
    Producer { sink in
      var iterator = sequence.makeAsyncIterator()
      let next: () async throws -> Element? = { try await iterator.next() }
      // The task is the only user of the iterator; the sink is thread-safe.
      let iteration = AsyncIteration(next: next, sink: sink)
      let task = EffectExecutor.startTask(priority: priority) { await iteration.run() }
      sink.subscription.add(Disposables.create { task.cancel() })
    }
  }

  /// A sequence of the one element `work` returns, computed in a task started
  /// on subscription; what `work` throws becomes the sequence's error.
  ///
  /// Disposing the subscription cancels the task (`work` sees
  /// `Task.isCancelled` and `CancellationError` from cancellable awaits); a
  /// task cancelled that way emits nothing more. The task runs on a
  /// virtual-time scheduler's executor, on virtual time, when subscribed
  /// from its work or from a `TestStore`'s send (as a reactor's streams
  /// are), else on the global executor.
  public static func task(
    priority: TaskPriority? = nil,
    _ work: @escaping @Sendable () async throws -> Element
  ) -> Observable<Element> {
    Producer { sink in
      // The sink is thread-safe; the result is handed over once.
      let captured = UncheckedSendable(sink)
      let task = EffectExecutor.startTask(priority: priority) {
        let sink = captured.value
        do {
          let element = try await work()
          sink.on(.next(element))
          sink.on(.completed)
        } catch {
          sink.on(.error(error))
        }
      }
      sink.subscription.add(Disposables.create { task.cancel() })
    }
  }
}

/// Pumps an async iterator into a sink from inside one task.
///
/// `@unchecked Sendable`: created before the task and then used only by it;
/// the sink itself is thread-safe.
private final class AsyncIteration<Element>: @unchecked Sendable {
  private let next: () async throws -> Element?
  private let sink: Sink<Element>

  init(next: @escaping () async throws -> Element?, sink: Sink<Element>) {
    self.next = next
    self.sink = sink
  }

  func run() async {
    do {
      while let element = try await next() {
        if sink.isDisposed { return }
        sink.on(.next(element))
      }
      sink.on(.completed)
    } catch is CancellationError {
      sink.on(.completed)
    } catch {
      sink.on(.error(error))
    }
  }
}

extension AsyncSequence {
  /// This sequence as an observable (RxSwift's spelling of
  /// ``Observable/from(_:)`` for an `AsyncSequence`): iterated in a task
  /// started on subscription (at `priority`), cancelled on disposal.
  public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
    Observable.from(self, priority: priority)
  }
}
