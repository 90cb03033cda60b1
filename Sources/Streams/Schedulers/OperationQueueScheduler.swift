import Foundation
import Platform

/// Runs actions as operations on an `OperationQueue`, each with
/// `queuePriority` (RxSwift's): for background work whose concurrency is
/// tuned with the queue's `maxConcurrentOperationCount`.
///
/// Thread-safety: `schedule` may be called from any thread; actions run on
/// the queue's threads, concurrently when the queue allows it.
public final class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The queue the operations are added to.
  public let operationQueue: OperationQueue
  /// The priority of every operation this scheduler adds.
  public let queuePriority: Operation.QueuePriority

  /// Creates a scheduler that adds operations of `queuePriority` to
  /// `operationQueue`.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds an operation that runs `action`; disposing the result before it
  /// runs skips it, after it ran disposes what it returned.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem { action(state) }
    // The item synchronizes itself; the operation only hands it to a queue
    // thread.
    let sendable = UncheckedSendable(item)
    let operation = BlockOperation { sendable.value.run() }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return item
  }
}
