import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Where threads that found a ``PlatformLock`` (or a ``OnceGate``) taken
/// wait without spinning: a fixed table of pthread mutex / condition
/// pairs. Each lock or gate is given a slot when it is created.
///
/// Several locks share a slot, so a wake-up is a broadcast to the slot and
/// every woken thread re-checks its own condition; that only costs
/// anything under contention, which is when parking happens at all.
/// pthread's condition variables need no spinning, and the thread
/// sanitizer understands them.
package enum ParkingLot {
  private static let slotCount = 64

  private struct Slot {
    let mutex: UnsafeMutablePointer<pthread_mutex_t>
    let condition: UnsafeMutablePointer<pthread_cond_t>
  }

  // Allocated once and never freed (a process-wide table); only read
  // after initialization, and pthread objects are thread-safe.
  private nonisolated(unsafe) static let slots: [Slot] = (0..<slotCount).map { _ in
    let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
    return Slot(mutex: mutex, condition: condition)
  }

  private static let slotCounter = Atomic<UInt>(0)

  /// The slot for a new lock: round robin, so that locks created together
  /// rarely share one.
  package static func nextSlot() -> UInt8 {
    UInt8(slotCounter.wrappingAdd(1, ordering: .relaxed).oldValue % UInt(slotCount))
  }

  /// Blocks while `mustWait()` returns `true`, re-checking it after every
  /// wake-up. `mustWait` runs with the slot's mutex held, so a waker that
  /// changes the condition and then calls ``wakeAll(inSlot:)`` cannot be
  /// missed.
  package static func wait(inSlot index: UInt8, while mustWait: () -> Bool) {
    let slot = slots[Int(index)]
    pthread_mutex_lock(slot.mutex)
    while mustWait() {
      pthread_cond_wait(slot.condition, slot.mutex)
    }
    pthread_mutex_unlock(slot.mutex)
  }

  /// Wakes every thread parked in the slot; each re-checks its condition.
  package static func wakeAll(inSlot index: UInt8) {
    let slot = slots[Int(index)]
    pthread_mutex_lock(slot.mutex)
    pthread_cond_broadcast(slot.condition)
    pthread_mutex_unlock(slot.mutex)
  }
}
