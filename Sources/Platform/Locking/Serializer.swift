import Synchronization

/// Runs work items one at a time, in the order they were submitted, on
/// whichever thread submitted work while nobody else was running any.
///
/// This is the "emitter loop" (drain) state machine that subjects, multi-source
/// operators and reactors use to keep the Rx guarantee that one observer never
/// receives two events at once, without ever holding a lock while user code
/// runs (so re-entrant sends from inside an observer cannot deadlock: they are
/// queued and run right after the current item).
///
/// - `pendingCount` counts work items submitted but not yet accounted for by
///   the owner. The thread that moves it from 0 to 1 becomes the *owner*: it
///   alone runs work and touches the state the serializer protects, until it
///   brings the count back to 0, or hands the rest of its drain (and the
///   ownership) to another thread with a bounded drain (``HandedDrain``).
/// - The queue is only used when somebody else is running; the uncontended
///   fast path is one compare-and-swap in and one atomic subtraction out, with
///   no lock and no allocation.
///
/// A non-copyable value stored inline in its owner (no allocation of its
/// own): declare it as a `let` of a class.
@usableFromInline
package struct Serializer: ~Copyable, @unchecked Sendable {
  @usableFromInline
  let pendingCount = Atomic<Int>(0)
  // Work queued while another thread (or an outer call) runs: allocated on
  // first contention. Two queues side by side: `queue[0]`, what senders
  // queued, guarded by `queueLock`; `queue[1]`, the batch the owner took
  // from it and runs, the owner's alone (two variables, so that the owner
  // running its batch never accesses what senders append to).
  private let queueLock = PlatformLock()
  private let queueStorage = Atomic<UnsafeMutablePointer<WorkQueue>?>(nil)

  package init() {}

  deinit {
    if let queue = queueStorage.load(ordering: .acquiring) {
      queue.deinitialize(count: 2)
      queue.deallocate()
    }
  }

  /// The queues, created on first use.
  private func queue() -> UnsafeMutablePointer<WorkQueue> {
    if let queue = queueStorage.load(ordering: .acquiring) { return queue }
    let created = UnsafeMutablePointer<WorkQueue>.allocate(capacity: 2)
    created.initialize(repeating: WorkQueue(), count: 2)
    let (exchanged, existing) = queueStorage.compareExchange(
      expected: nil, desired: created, ordering: .acquiringAndReleasing)
    if exchanged { return created }
    created.deinitialize(count: 2)
    created.deallocate()
    return existing!
  }

  /// Tries to become the owner without queueing. On success the caller must
  /// run its work and then call `leave()`.
  @inlinable @inline(__always)
  package func tryEnter() -> Bool {
    pendingCount.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
  }

  /// Ends the owner's own item, running whatever others queued meanwhile.
  @inlinable @inline(__always)
  package func leave() {
    let remaining = pendingCount.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    if remaining != 0 {
      drain(missed: remaining)
    }
  }

  /// Runs `work` now if nobody else is running, otherwise queues it behind
  /// the running item; either way it runs exactly once, in submission order.
  package func perform(_ work: @escaping () -> Void) {
    if tryEnter() {
      work()
      leave()
    } else {
      enqueue(work)
    }
  }

  /// Queues `work` unconditionally (after anything already queued).
  @usableFromInline
  package func enqueue(_ work: @escaping () -> Void) {
    // Nobody was running: this thread owns the loop now, its own item is in
    // the queue and is accounted for by `missed: 1`.
    if enqueueDeferringDrain(work) { drain(missed: 1) }
  }

  /// Queues `work` without running anything; returns `true` when the caller
  /// became the owner and must call `drain(missed: 1)` next, once it holds
  /// no lock that the work (user code) might need. Lets a caller take its
  /// place in the delivery order while holding its own lock.
  @usableFromInline
  package func enqueueDeferringDrain(_ work: @escaping () -> Void) -> Bool {
    // The work item is handed from the submitting thread to the owner and run
    // there exactly once; it is never shared.
    let queue = queue()
    let item = WorkQueue.Item(work: work, sender: currentThreadID(), context: eventContext())
    queueLock.withLock { queue.pointee.append(item) }
    return pendingCount.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue == 0
  }

  /// Runs queued work until the queue is empty and the count back to 0;
  /// `missed` items are known to be pending. Owner only.
  @usableFromInline
  package func drain(missed: Int) {
    _ = drain(missed: missed, handingOffAfter: DrainBound(items: .max))
  }

  /// The submitting thread's ``EventContext``, which the work runs with.
  private func eventContext() -> AnyObject? {
    EventContext.isActive ? EventContext.current : nil
  }

  // MARK: - Bounded drains

  /// ``leave()`` for a caller that must not be kept long by other threads'
  /// work: once it has run `bound.items` items queued by other threads, or
  /// spent `bound.nanoseconds` on them (``DrainBound``), it stops (between
  /// items) and returns the rest of the drain, which it still owns, for the
  /// caller to hand to another thread with ``finish(_:)``. Work its own
  /// thread queued (re-entrant sends) does not count, so a single-threaded
  /// caller always finishes here.
  ///
  /// With a time bound, whether a drain is handed over depends on the
  /// machine's speed and load: when several threads sent work, some may
  /// still be running on the thread the drain was handed to after every
  /// sender returned. With a count bound alone it does not (a test sending
  /// fewer than `bound.items` items from several threads finds them all run
  /// once every sender returned).
  ///
  /// The uncontended path (nothing queued meanwhile) is one atomic
  /// subtraction, with no clock read.
  @inlinable @inline(__always)
  package func leave(handingOffAfter bound: DrainBound) -> HandedDrain? {
    let remaining = pendingCount.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue
    if remaining == 0 { return nil }
    return drain(missed: remaining, handingOffAfter: bound)
  }

  /// ``enqueue(_:)`` bounded as ``leave(handingOffAfter:)`` is, when the
  /// caller becomes the owner.
  @usableFromInline
  package func enqueue(
    _ work: @escaping () -> Void, handingOffAfter bound: DrainBound
  ) -> HandedDrain? {
    guard enqueueDeferringDrain(work) else { return nil }
    return drain(missed: 1, handingOffAfter: bound)
  }

  /// Finishes a drain another thread handed over, to the end.
  package func finish(_ handed: HandedDrain) {
    drain(missed: handed.missed)
  }

  /// Runs queued work until the count is back to 0, or until `bound` is
  /// reached by other threads' items (then the rest is returned, still
  /// owned).
  @usableFromInline
  package func drain(missed: Int, handingOffAfter bound: DrainBound) -> HandedDrain? {
    let me = currentThreadID()
    let isTimed = bound.nanoseconds != .max
    var othersRun = 0
    var othersStart: UInt64 = 0
    var missed = missed
    while true {
      if let queue = queueStorage.load(ordering: .acquiring) {
        while let item = next(from: queue) {
          guard item.value.sender != me else {
            item.value.run()
            continue
          }
          if isTimed, othersRun == 0 { othersStart = DrainClock.now() }
          ForeignWork.run(item.value.run)
          othersRun += 1
          if othersRun >= bound.items { return HandedDrain(missed: missed) }
          if isTimed, DrainBound.checksClock(after: othersRun),
            DrainClock.now() &- othersStart > bound.nanoseconds
          {
            return HandedDrain(missed: missed)
          }
        }
      }
      missed = pendingCount.wrappingSubtract(missed, ordering: .acquiringAndReleasing).newValue
      if missed == 0 { return nil }
    }
  }
}

extension Serializer {
  /// The next queued item, owner only: from the batch taken last, or,
  /// once that is run, from the items queued since, taken all at once
  /// under the lock (one lock per batch, not per item, so that senders
  /// rarely wait for the owner).
  private func next(from queue: UnsafeMutablePointer<WorkQueue>) -> UncheckedSendable<
    WorkQueue.Taken
  >? {
    let batch = queue + 1
    if let taken = batch.pointee.popFirst() { return taken }
    let taken = queueLock.withLock { () -> Bool in
      if queue.pointee.items.isEmpty { return false }
      // The batch is run (empty, its storage kept for the next one).
      swap(&queue.pointee.items, &batch.pointee.items)
      return true
    }
    return taken ? batch.pointee.popFirst() : nil
  }
}

/// The rest of a ``Serializer``'s drain, handed from one thread to another:
/// the serializer stays owned (nobody else starts draining) until
/// ``Serializer/finish(_:)`` runs, exactly once.
@usableFromInline
package struct HandedDrain: Sendable {
  @usableFromInline let missed: Int

  @usableFromInline init(missed: Int) { self.missed = missed }
}

/// One of a ``Serializer``'s two FIFOs (they only fill while another thread
/// delivers): senders append to the first under the serializer's lock; the
/// owner takes all its items at once into the second (the two arrays trade
/// places, so that neither is reallocated while bursts fit their capacity)
/// and runs them from there without the lock. A handed drain goes on with
/// that batch where the previous owner stopped.
///
/// Taken items are moved out, not copied: an array never holds the last
/// reference to a closure, so emptying one never releases captured values
/// (whose `deinit` is user code), neither under the lock nor elsewhere.
struct WorkQueue: Sendable {
  /// A work item, the thread that queued it and the ``EventContext`` it
  /// was queued with.
  struct Item {
    var work: (() -> Void)?
    let sender: UInt
    // Cleared when taken, as `work`: a context may hold user values (a
    // child's action), released by whoever runs the item, not under the
    // queue's lock when the array is compacted.
    var context: AnyObject?
  }

  /// A taken item.
  struct Taken {
    let work: () -> Void
    let sender: UInt
    let context: AnyObject?

    /// Runs the work with its own context: none when it was queued without
    /// one, whatever the draining thread's context is.
    func run() {
      if context != nil || EventContext.isActive {
        EventContext.with(context, work)
      } else {
        work()
      }
    }
  }

  var items: [UncheckedSendable<Item>] = []
  /// The next item to take (the batch's; 0 in the senders' queue).
  var head = 0

  mutating func append(_ item: Item) {
    items.append(UncheckedSendable(item))
  }

  /// O(1): the next item, moved out; `nil` once all were taken (the array
  /// is then emptied, keeping its storage for the next batch unless a
  /// burst made it large).
  mutating func popFirst() -> UncheckedSendable<Taken>? {
    guard head < items.count, let work = items[head].value.work else { return nil }
    let taken = Taken(
      work: work, sender: items[head].value.sender, context: items[head].value.context)
    items[head].value.work = nil
    items[head].value.context = nil
    head += 1
    if head == items.count {
      items.removeAll(keepingCapacity: items.count <= 64)
      head = 0
    }
    return UncheckedSendable(taken)
  }
}
