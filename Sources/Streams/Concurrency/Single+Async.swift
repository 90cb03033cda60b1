extension PrimitiveSequenceType where Trait == SingleTrait {
  /// Creates a single from an async closure: each subscription starts a
  /// task (detached with `detached`) that runs `work`; its result or error
  /// is the single's. Disposing the subscription cancels the task.
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
        : Task(priority: priority, operation: operation)
      return Disposables.create { task.cancel() }
    }
  }
}
