/// Where the task of a ``Observable/run(priority:operation:catch:)``
/// effect delivers what it sends, and how it ends.
///
/// Two kinds: the effect's own subscription, for any subscriber (a sink,
/// which keeps the Rx grammar), and a reactor's record of one `mutate`
/// stream, which starts the effect itself (``Observable/startEffect(reportingTo:)``)
/// and hands each mutation straight to its queue: no sink and no
/// subscription object per effect. Both run the same task body
/// (``start(priority:operation:handler:)``).
///
/// Thread-safety: `send` is called on the effect's thread, by several
/// tasks at once when the operation's child tasks send; a target that
/// needs its elements one at a time serializes them itself.
@usableFromInline
package protocol EffectTarget<Element>: AnyObject, Sendable {
  associatedtype Element

  /// Whether the effect was disposed or has ended: what it sends now is
  /// dropped, and an error it throws is not reported.
  var isDisposed: Bool { get }

  /// Delivers an element the operation sent; a disposed target drops it.
  func send(_ element: Element)

  /// The operation ended: `nil` when it returned (or its error handler
  /// did), the error it threw otherwise. Called once, by the task, after
  /// everything the task itself sent; never when the effect was disposed
  /// first.
  func end(_ error: (any Error)?)
}

extension EffectTarget {
  /// Starts the effect's task: it runs `operation` with a ``Send`` that
  /// delivers to this target, then ends it (see
  /// ``Observable/run(priority:operation:catch:)`` for the executor and
  /// for what a thrown error becomes).
  package func start(
    priority: TaskPriority?,
    operation: @escaping @Sendable (_ send: Send<Element>) async throws -> Void,
    handler: (@Sendable (_ error: any Error, _ send: Send<Element>) async -> Void)?
  ) -> Task<Void, Never> {
    // The task's closure holds the target, the operation and the handler.
    EffectExecutor.startTask(priority: priority, isEffect: true) {
      await self.run(operation, handler)
    }
  }

  /// The task's body.
  private func run(
    _ operation: @Sendable (_ send: Send<Element>) async throws -> Void,
    _ handler: (@Sendable (_ error: any Error, _ send: Send<Element>) async -> Void)?
  ) async {
    let send = Send<Element>(to: self)
    do {
      try await operation(send)
      end(nil)
    } catch {
      if Task.isCancelled || isDisposed { return }
      if let handler {
        await handler(error, send)
        end(nil)
      } else {
        end(error)
      }
    }
  }
}
