extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Creates a single from an async closure: each subscription starts a
  /// task (detached with `detached`) that runs `work`; its result or error
  /// is the single's. Disposing the subscription cancels the task. A task
  /// that is not detached runs on a virtual-time scheduler's executor, on
  /// virtual time, when subscribed from its work or from a `TestStore`'s
  /// send, else on the global executor.
  @_disfavoredOverload
  public static func create(
    detached: Bool = false,
    priority: TaskPriority? = nil,
    work: @Sendable @escaping () async throws -> Element
  ) -> Single<Element> {
    create { single in
      let operation: @Sendable () async -> Void = {
        do {
          single(.success(try await work()))
        } catch {
          single(.failure(error))
        }
      }
      let task =
        detached
        ? Task.detached(priority: priority, operation: operation)
        : EffectExecutor.startTask(priority: priority, operation)
      return Disposables.create { task.cancel() }
    }
  }
}
