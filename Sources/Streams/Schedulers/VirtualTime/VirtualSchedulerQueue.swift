import Platform

/// A virtual-time scheduler's clock and pending work, guarded by the
/// scheduler's ``LockedState``: a binary min-heap by (time, id), so that work
/// due at the same time runs in the order it was scheduled.
package struct VirtualSchedulerQueue<Time> {
  package var now: Time
  /// Whether `start()` is running and not stopped.
  package var isRunning = false
  private(set) var items: [VirtualItem<Time>] = []
  private var nextID = 0

  package init(now: Time) {
    self.now = now
  }

  /// The next item due, if any (possibly disposed).
  package var first: VirtualItem<Time>? { items.first }

  /// Whether an item not yet disposed waits.
  package var hasPendingWork: Bool { items.contains { !$0.isDisposed } }

  /// Queues `action` at `time`; `precedes` orders two times. O(log n).
  ///
  /// As in RxSwift, a time already passed is kept: the item sorts before
  /// what is due now and runs at the current time.
  package mutating func insert(
    _ action: @escaping () -> Disposable, at time: Time, precedes: (Time, Time) -> Bool
  ) -> VirtualItem<Time> {
    let item = VirtualItem(action, time: time, id: nextID)
    nextID += 1
    items.append(item)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.item(items[child], precedes: items[parent], precedes) else { break }
      items.swapAt(child, parent)
      child = parent
    }
    return item
  }

  /// Takes the next item due out of the queue. O(log n).
  package mutating func popFirst(precedes: (Time, Time) -> Bool) -> VirtualItem<Time>? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let first = items.removeLast()
    var parent = 0
    while true {
      var smallest = parent
      let left = 2 * parent + 1
      let right = left + 1
      if left < items.count, Self.item(items[left], precedes: items[smallest], precedes) {
        smallest = left
      }
      if right < items.count, Self.item(items[right], precedes: items[smallest], precedes) {
        smallest = right
      }
      guard smallest != parent else { break }
      items.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }

  private static func item(
    _ lhs: VirtualItem<Time>, precedes rhs: VirtualItem<Time>, _ precedes: (Time, Time) -> Bool
  ) -> Bool {
    if precedes(lhs.time, rhs.time) { return true }
    if precedes(rhs.time, lhs.time) { return false }
    return lhs.id < rhs.id
  }
}

/// One scheduled action of a virtual-time scheduler.
///
/// Thread-safety: `run` and `dispose` may race; the action runs at most once
/// and with no lock held, and a result produced after disposal is disposed.
package final class VirtualItem<Time>: Disposable, @unchecked Sendable {
  private struct Slot {
    var action: (() -> Disposable)?
    var result: Disposable?
    var isDisposed = false
  }

  private let slot: LockedState<Slot>
  /// When the item is due.
  package let time: Time
  /// The order of scheduling, which breaks ties between equal times.
  let id: Int

  init(_ action: @escaping () -> Disposable, time: Time, id: Int) {
    slot = LockedState(Slot(action: action))
    self.time = time
    self.id = id
  }

  package var isDisposed: Bool { slot.withLock { $0.isDisposed } }

  /// Runs the action unless the item was disposed.
  package func run() {
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

  /// Cancels the action if it has not run, or disposes what it returned.
  package func dispose() {
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
