import Platform
import Streams

/// The scheduler's mutable state, guarded by its ``LockedState``.
struct VirtualClock {
  var now: TestTime
  let simulateProcessingDelay: Bool
  /// Pending actions, a binary min-heap by (time, id): same-tick actions
  /// run in the order scheduled. `queue.first` is the next one due.
  private(set) var queue: [VirtualItem] = []
  var nextID = 0
  /// Whether ``TestScheduler/start()`` is running and not stopped.
  var isRunning = false

  init(now: TestTime, simulateProcessingDelay: Bool) {
    self.now = now
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// See ``TestScheduler/adjustScheduledTime(_:)``.
  func adjusted(_ time: TestTime) -> TestTime {
    time <= now ? now + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Queues `item` at `time`. As in RxTest, a tick already passed is kept:
  /// the item sorts before what is due now and runs at the current tick.
  mutating func insert(_ item: VirtualItem, at time: TestTime) {
    item.time = time
    item.id = nextID
    nextID += 1
    // Sift up: O(log n).
    queue.append(item)
    var child = queue.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(queue[child], queue[parent]) else { break }
      queue.swapAt(child, parent)
      child = parent
    }
  }

  /// Takes the next action due out of the queue. O(log n).
  mutating func popFirst() -> VirtualItem? {
    guard !queue.isEmpty else { return nil }
    queue.swapAt(0, queue.count - 1)
    let first = queue.removeLast()
    // Sift down.
    var parent = 0
    while true {
      var smallest = parent
      let left = 2 * parent + 1
      let right = left + 1
      if left < queue.count, Self.precedes(queue[left], queue[smallest]) { smallest = left }
      if right < queue.count, Self.precedes(queue[right], queue[smallest]) { smallest = right }
      guard smallest != parent else { break }
      queue.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  private static func precedes(_ lhs: VirtualItem, _ rhs: VirtualItem) -> Bool {
    (lhs.time, lhs.id) < (rhs.time, rhs.id)
  }
}

/// One scheduled action of the virtual clock.
final class VirtualItem: Disposable, @unchecked Sendable {
  private struct Slot {
    var action: (() -> Disposable)?
    var result: Disposable?
    var isDisposed = false
  }

  private let slot: LockedState<Slot>
  // Set once under the scheduler's lock before the item is queued, read only
  // under it.
  var time: TestTime = 0
  var id = 0

  init(_ action: @escaping () -> Disposable) {
    slot = LockedState(Slot(action: action))
  }

  var isDisposed: Bool { slot.withLock { $0.isDisposed } }

  /// Runs the action unless the item was disposed; the action runs with no
  /// lock held.
  func run() {
    let action: (() -> Disposable)? = slot.withLock { slot in
      defer { slot.action = nil }
      return slot.isDisposed ? nil : slot.action
    }
    guard let action else { return }
    let result = action()
    let disposeNow: Bool = slot.withLock { slot in
      if slot.isDisposed { return true }
      slot.result = result
      return false
    }
    if disposeNow { result.dispose() }
  }

  func dispose() {
    // What was taken out (the action's captures, the result) is released,
    // and the result disposed, after the lock.
    let (_, result) = slot.withLock { slot in
      slot.isDisposed = true
      defer {
        slot.action = nil
        slot.result = nil
      }
      return (slot.action, slot.result)
    }
    result?.dispose()
  }
}

extension Array {
  /// The first index whose element satisfies `belongsInSecondPartition`,
  /// for an array already partitioned by it. O(log n).
  func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongsInSecondPartition(self[middle]) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
