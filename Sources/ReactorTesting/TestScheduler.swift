import Foundation
import Streams

/// Virtual time, in ticks, as RxTest counts it.
public typealias TestTime = Int

/// A virtual-time scheduler for deterministic tests, as RxTest has it:
/// nothing runs until the test advances the clock, and time operators
/// (`debounce`, `delay`, `timer`, ...) given this scheduler see virtual time.
///
/// One tick is `resolution` seconds (1 by default, so `.seconds(100)` is 100
/// ticks). With `simulateProcessingDelay` (the default), work scheduled for
/// the current tick or earlier runs one tick later, so
/// `observe(on: scheduler)` of an event at 210 delivers it at 211, exactly as
/// in RxTest.
///
/// Thread-safety: meant to be driven from the test's thread; its queue is
/// guarded by a lock so that work may be scheduled from other threads.
public final class TestScheduler: SchedulerType, @unchecked Sendable {
  /// RxTest's default times for `start`.
  public enum Defaults {
    /// When `start` creates the sequence: 100.
    public static let created: TestTime = 100
    /// When `start` subscribes: 200.
    public static let subscribed: TestTime = 200
    /// When `start` disposes the subscription: 1000.
    public static let disposed: TestTime = 1000
  }

  private let resolution: Double
  private let simulateProcessingDelay: Bool
  private let lock = NSRecursiveLock()
  // Guarded by `lock`.
  private var currentClock: TestTime
  private var queue: [VirtualItem] = []
  private var nextID = 0
  private var running = false

  /// Creates a scheduler whose clock starts at `initialClock`.
  ///
  /// - Parameters:
  ///   - initialClock: the starting tick.
  ///   - resolution: seconds per tick; real time = ticks × resolution.
  ///   - simulateProcessingDelay: when true, work scheduled at or before the
  ///     current tick runs at the next tick.
  public init(
    initialClock: TestTime,
    resolution: Double = 1.0,
    simulateProcessingDelay: Bool = true
  ) {
    currentClock = initialClock
    self.resolution = resolution
    self.simulateProcessingDelay = simulateProcessingDelay
  }

  /// The current virtual time, in ticks.
  public var clock: TestTime { lock.withLock { currentClock } }

  /// The current virtual time as a date (`clock × resolution` seconds after
  /// 1970).
  public var now: RxTime { Date(timeIntervalSince1970: Double(clock) * resolution) }

  /// Ticks for a real-time interval, rounded to the nearest tick.
  public func convertToVirtualTimeInterval(_ interval: RxTimeInterval) -> TestTime {
    let seconds: Double
    switch interval {
    case .seconds(let value): seconds = Double(value)
    case .milliseconds(let value): seconds = Double(value) / 1_000
    case .microseconds(let value): seconds = Double(value) / 1_000_000
    case .nanoseconds(let value): seconds = Double(value) / 1_000_000_000
    case .never: return TestTime.max / 2
    @unknown default: return TestTime.max / 2
    }
    return TestTime((seconds / resolution).rounded())
  }

  // MARK: - Scheduling

  /// Runs `action` at the next tick (the current tick without
  /// `simulateProcessingDelay`).
  public func schedule<StateType>(
    _ state: StateType,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: clock, action: action)
  }

  /// Runs `action` `dueTime` from now, in virtual time.
  public func scheduleRelative<StateType>(
    _ state: StateType,
    dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let ticks = convertToVirtualTimeInterval(dueTime)
    return scheduleAbsoluteVirtual(state, time: clock + ticks, action: action)
  }

  /// Runs `action` `dueTime` ticks from now.
  public func scheduleRelativeVirtual<StateType>(
    _ state: StateType,
    dueTime: TestTime,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleAbsoluteVirtual(state, time: clock + dueTime, action: action)
  }

  /// Runs `action` at tick `time` (adjusted by ``adjustScheduledTime(_:)``).
  public func scheduleAbsoluteVirtual<StateType>(
    _ state: StateType,
    time: TestTime,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = VirtualItem { action(state) }
    lock.withLock {
      item.time = adjustScheduledTime(time)
      item.id = nextID
      nextID += 1
      // Stable insertion: same-tick items run in the order scheduled.
      let index = queue.partitioningIndex { ($0.time, $0.id) > (item.time, item.id) }
      queue.insert(item, at: index)
    }
    return item
  }

  /// Runs `action` at tick `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// The tick work scheduled for `time` actually runs at: with
  /// `simulateProcessingDelay`, never earlier than the next tick.
  public func adjustScheduledTime(_ time: TestTime) -> TestTime {
    time <= currentClock ? currentClock + (simulateProcessingDelay ? 1 : 0) : time
  }

  // MARK: - Running

  /// Runs every scheduled action in time order until none is left (or
  /// ``stop()`` is called), moving the clock forward.
  public func start() {
    lock.withLock { running = true }
    while lock.withLock({ running }), let item = popNext(upTo: nil) {
      item.run()
    }
    lock.withLock { running = false }
  }

  /// Stops ``start()`` after the running action.
  public func stop() {
    lock.withLock { running = false }
  }

  /// Runs every action scheduled up to and including tick `time`, then sets
  /// the clock to `time` (if it is later).
  public func advance(to time: TestTime) {
    while let item = popNext(upTo: time) {
      item.run()
    }
    lock.withLock { currentClock = max(currentClock, time) }
  }

  /// RxTest's spelling of ``advance(to:)``.
  public func advanceTo(_ time: TestTime) {
    advance(to: time)
  }

  /// Advances the clock by `ticks`, running what falls due.
  public func advance(by ticks: TestTime) {
    advance(to: clock + ticks)
  }

  /// Advances the clock by a real-time interval, in virtual time.
  public func advance(by interval: RxTimeInterval) {
    advance(by: convertToVirtualTimeInterval(interval))
  }

  /// Moves the clock forward by `ticks` without running anything.
  public func sleep(_ ticks: TestTime) {
    lock.withLock { currentClock += ticks }
  }

  private func popNext(upTo limit: TestTime?) -> VirtualItem? {
    lock.withLock {
      while let first = queue.first {
        if first.isDisposed {
          queue.removeFirst()
          continue
        }
        if let limit, first.time > limit { return nil }
        queue.removeFirst()
        currentClock = max(currentClock, first.time)
        return first
      }
      return nil
    }
  }

  // MARK: - Test helpers

  /// An observable that emits `events` at their absolute ticks, whether
  /// anyone is subscribed or not, and records its subscriptions.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(scheduler: self, events: events)
  }

  /// An observable that emits `events` at their ticks counted from each
  /// subscription, and records its subscriptions.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(scheduler: self, events: events)
  }

  /// An observer that records every event with the tick it arrived at.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes at `subscribed`, disposes
  /// at `disposed`, runs the scheduler, and returns what was observed.
  public func start<Element>(
    created: TestTime = Defaults.created,
    subscribed: TestTime = Defaults.subscribed,
    disposed: TestTime = Defaults.disposed,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// RxTest 5's spelling: `start(100, subscribed: 200, disposed: 1000) { ... }`.
  public func start<Element>(
    _ created: TestTime,
    subscribed: TestTime,
    disposed: TestTime,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    start(created: created, subscribed: subscribed, disposed: disposed, create: create)
  }

  /// RxTest 5's spelling: `start(400) { ... }` disposes at 400.
  public func start<Element>(
    _ disposed: TestTime,
    create: @escaping () -> Observable<Element>
  ) -> TestableObserver<Element> {
    start(disposed: disposed, create: create)
  }
}

/// One scheduled action of the virtual clock.
final class VirtualItem: Disposable, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var action: (() -> Disposable)?
  private var result: Disposable?
  private var disposed = false
  // Set once under the scheduler's lock before the item is queued.
  var time: TestTime = 0
  var id = 0

  init(_ action: @escaping () -> Disposable) {
    self.action = action
  }

  var isDisposed: Bool { lock.withLock { disposed } }

  func run() {
    let action: (() -> Disposable)? = lock.withLock {
      defer { self.action = nil }
      return disposed ? nil : self.action
    }
    guard let action else { return }
    let result = action()
    let disposeNow: Bool = lock.withLock {
      if disposed { return true }
      self.result = result
      return false
    }
    if disposeNow { result.dispose() }
  }

  func dispose() {
    let result: Disposable? = lock.withLock {
      disposed = true
      action = nil
      defer { self.result = nil }
      return self.result
    }
    result?.dispose()
  }
}

extension Array {
  /// The first index whose element satisfies `belongsInSecondPartition`,
  /// for an array already partitioned by it. O(log n).
  fileprivate func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
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
