import Synchronization

extension Observable {
  /// An effect written with async/await: `operation` runs in a task started
  /// on subscription and sends any number of values with `send`; the
  /// observable completes when it returns.
  ///
  /// ```swift
  /// func mutate(action: Action) -> Observable<Mutation> {
  ///   switch action {
  ///   case .search(let query):
  ///     return .run { [api, clock] send in
  ///       try await clock.sleep(for: .milliseconds(300))
  ///       send(.setResults(try await api.search(query)))
  ///     }
  ///     .cancellable(id: SearchID(), cancelInFlight: true)
  ///   }
  /// }
  /// ```
  ///
  /// - Disposing the subscription cancels the task: `Task.isCancelled`
  ///   turns true, cancellable awaits (`Task.sleep`, `clock.sleep`) throw
  ///   `CancellationError`, and whatever is sent after that is dropped. A
  ///   cancelled effect emits nothing more, not even an error.
  /// - An error `operation` throws (other than the cancellation) becomes
  ///   the observable's error: in a reactor's `mutate`, the error a failing
  ///   mutation stream reports (`Hooks.reactorError`, or a `TestStore`'s
  ///   `receiveError`). With `handler`, the error is handed to it with a
  ///   `send` instead, and the observable completes after it.
  /// - Time: sleep on a clock the reactor is given (`ContinuousClock` in the
  ///   app, a `TestClock` in tests), not on `Task.sleep(for:)`'s real clock,
  ///   so that tests advance through debounces on virtual time.
  /// - Threading: the task runs on the global executor. In tests it runs on
  ///   a virtual-time scheduler's executor instead, only when the test
  ///   advances time: when started while the scheduler runs work or a
  ///   `TestStore` sends, or on the thread that last created or advanced a
  ///   `TestScheduler` that is still alive (a screen test's taps).
  ///   Sent values are delivered one at a time, on the task's thread.
  ///
  /// TCA's `Effect.run(priority:operation:catch:)`.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Element>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Element>) async -> Void)? = nil
  ) -> Observable<Element> {
    RunEffect(priority: priority, operation: operation, handler: handler)
  }
}

/// What ``Observable/run(priority:operation:catch:)`` returns: each
/// subscription starts a task running `operation`.
private final class RunEffect<Element>: Observable<Element> {
  let priority: TaskPriority?
  let operation: @Sendable (_ send: Send<Element>) async throws -> Void
  let handler: (@Sendable (_ error: any Error, _ send: Send<Element>) async -> Void)?

  init(
    priority: TaskPriority?,
    operation: @escaping @Sendable (_ send: Send<Element>) async throws -> Void,
    handler: (@Sendable (_ error: any Error, _ send: Send<Element>) async -> Void)?
  ) {
    self.priority = priority
    self.operation = operation
    self.handler = handler
  }

  override func run(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    let effect = RunningEffect(Sink(observer, subscription))
    effect.task = effect.start(priority: priority, operation: operation, handler: handler)
    // The effect cancels its task when disposed: no closure and no
    // disposable object of its own per effect. Added as the class it is:
    // no dynamic cast.
    subscription.add(object: effect)
  }

  override var isEffect: Bool { true }

  override func startEffect(reportingTo target: any EffectTarget<Element>) -> Task<Void, Never>? {
    target.start(priority: priority, operation: operation, handler: handler)
  }
}

/// The link between a `run` effect's task and its subscription: what the
/// task sends goes through it, one event at a time (it is a
/// ``SerialSink``), and disposing it cancels the task.
private final class RunningEffect<Element>: SerialSink<Element>, EffectTarget, Disposable,
  @unchecked Sendable
{
  /// Set once, right after the task is made (before it can be disposed:
  /// the subscription adds this object only then).
  var task: Task<Void, Never>?
  /// Whether the effect ended by itself: its subscription is then disposed
  /// by the ending, from inside the task, with nothing to cancel.
  private let hasEnded = Atomic<Bool>(false)

  func send(_ element: Element) {
    on(.next(element))
  }

  func end(_ error: (any Error)?) {
    hasEnded.store(true, ordering: .relaxed)
    on(error.map { .error($0) } ?? .completed)
  }

  func dispose() {
    // Cancelling takes the task's status lock: skipped when the task is
    // ending anyway.
    if !hasEnded.load(ordering: .relaxed) { task?.cancel() }
  }
}
