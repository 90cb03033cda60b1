import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Runs a set-up once, with no lock held while it runs, however many
/// threads ask for it at once.
///
/// The first caller runs the set-up (user code is allowed: nothing is held).
/// A caller on another thread arriving meanwhile waits, parked on the
/// ``ParkingLot``'s first slot (no spinning; gates share it, since set-up
/// contention is rare), until the set-up has finished; a
/// re-entrant call from inside the set-up, on the thread running it,
/// returns at once, since waiting would deadlock.
@usableFromInline
package struct OnceGate: ~Copyable, @unchecked Sendable {
  /// 0: not started; 1: finished; otherwise the id of the running thread.
  private let state = Atomic<UInt>(0)
  private static let parkingSlot: UInt8 = 0

  @usableFromInline
  package init() {}

  /// Whether the set-up has finished.
  @usableFromInline
  package var isOpen: Bool { state.load(ordering: .acquiring) == 1 }

  /// Runs `setUp` unless it ran or is running; see the type's description
  /// for who waits.
  @usableFromInline
  package func run(_ setUp: () -> Void) {
    if state.load(ordering: .acquiring) == 1 { return }
    let me = currentThreadID()
    let (won, runner) = state.compareExchange(
      expected: 0, desired: me, ordering: .acquiringAndReleasing)
    if won {
      setUp()
      state.store(1, ordering: .releasing)
      ParkingLot.wakeAll(inSlot: Self.parkingSlot)
    } else if runner != me {
      ParkingLot.wait(inSlot: Self.parkingSlot) { state.load(ordering: .acquiring) != 1 }
    }
  }
}

/// An identifier of the calling thread, never 0 or 1.
package func currentThreadID() -> UInt {
  #if canImport(Darwin)
    return UInt(bitPattern: pthread_self())
  #else
    return UInt(pthread_self())
  #endif
}
