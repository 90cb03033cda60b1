import Foundation
import Streams

/// A virtual-time scheduler that runs actions falling due at the same time
/// in the reverse of the order they were scheduled: an order a concurrent
/// scheduler is free to pick, made deterministic. Time operators must not
/// depend on two separately scheduled actions running in submission order.
///
/// One tick is one microsecond. Nothing runs until ``run()`` or
/// ``advance(by:)``. Driven from one thread; `schedule` may be called from
/// inside running actions.
final class ReorderingScheduler: SchedulesNowAsRelative, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var clock = 0
  private var items: [ReorderingItem] = []
  private var nextID = 0

  /// The virtual time as a date.
  var now: RxTime { Date(timeIntervalSince1970: Double(lock.withLock { clock }) / 1_000_000) }

  /// Actions scheduled, not yet run and not disposed.
  var pendingCount: Int { lock.withLock { items.filter { !$0.isDisposed }.count } }

  func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let microseconds = dueTime.microseconds.rounded()
    let ticks = microseconds.isFinite ? Int(microseconds) : Int.max / 2
    return lock.withLock {
      let item = ReorderingItem(time: clock + ticks, id: nextID) { _ = action(state) }
      nextID += 1
      items.append(item)
      return item
    }
  }

  /// Runs every action due within `ticks` from now, then moves the clock
  /// there.
  func advance(by ticks: Int) {
    let limit = lock.withLock { clock + ticks }
    while let item = popNext(upTo: limit) { item.run() }
    lock.withLock { clock = max(clock, limit) }
  }

  /// Runs actions until none is left.
  func run() {
    while let item = popNext(upTo: .max) { item.run() }
  }

  /// The earliest action, the most recently scheduled among equal times.
  private func popNext(upTo limit: Int) -> ReorderingItem? {
    lock.withLock {
      items.removeAll { $0.isDisposed }
      guard
        let index = items.indices.min(by: {
          (items[$0].time, -items[$0].id) < (items[$1].time, -items[$1].id)
        }), items[index].time <= limit
      else { return nil }
      let item = items.remove(at: index)
      clock = max(clock, item.time)
      return item
    }
  }
}

/// One action of a ``ReorderingScheduler``.
private final class ReorderingItem: Disposable, @unchecked Sendable {
  let time: Int
  let id: Int
  private let lock = NSLock()
  // Guarded by `lock`.
  private var action: (() -> Void)?

  init(time: Int, id: Int, action: @escaping () -> Void) {
    self.time = time
    self.id = id
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { action == nil } }

  func run() {
    let action = lock.withLock {
      defer { self.action = nil }
      return self.action
    }
    action?()
  }

  func dispose() {
    let action = lock.withLock {
      defer { self.action = nil }
      return self.action
    }
    _ = action
  }
}

extension DispatchTimeInterval {
  /// The interval in microseconds (`.never` is infinity).
  fileprivate var microseconds: Double {
    switch self {
    case .seconds(let value): return Double(value) * 1_000_000
    case .milliseconds(let value): return Double(value) * 1_000
    case .microseconds(let value): return Double(value)
    case .nanoseconds(let value): return Double(value) / 1_000
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }
}

/// A subject, the time operator `apply` makes of it on a reordering
/// scheduler, and a recorder subscribed to that operator: what a test of a
/// time operator on a concurrent scheduler drives and reads.
func subjectThroughAReorderingScheduler(
  _ apply: (Observable<Int>, ReorderingScheduler) -> Observable<Int>
) -> (scheduler: ReorderingScheduler, subject: PublishSubject<Int>, recorder: EventRecorder<Int>) {
  let scheduler = ReorderingScheduler()
  let subject = PublishSubject<Int>()
  let recorder = EventRecorder<Int>()
  _ = apply(subject.asObservable(), scheduler).subscribe(recorder)
  return (scheduler, subject, recorder)
}
