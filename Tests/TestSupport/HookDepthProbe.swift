import Foundation
import Synchronization

/// Records how deep the stack is each time a stored handler runs.
///
/// A handler that comes back from each read wrapped in another thunk runs
/// one frame deeper per wrapper; a handler held as given runs at the same
/// depth however often it was read, saved and restored.
public final class HookDepthProbe: Sendable {
  private let depths = Mutex<[Int]>([])

  /// A probe that has recorded nothing yet.
  public init() {}

  /// Call from the handler under test.
  public func record() {
    let depth = Thread.callStackReturnAddresses.count
    depths.withLock { $0.append(depth) }
  }

  /// The depths recorded, in order.
  public var recorded: [Int] { depths.withLock { $0 } }

  /// Calls the handler through `call` once, then `read`s it `reads` times
  /// and `roundTrip`s it (saves and restores it) `roundTrips` times, calling
  /// it after each batch; returns the depths it ran at, which are all equal
  /// when nothing re-wraps the handler. The batches grow (1,000 then the
  /// rest) and stop at the first deeper call, so that a handler that does
  /// re-wrap fails the comparison before it can overflow the stack.
  public func depths(
    reads: Int = 1_000_000, roundTrips: Int = 10_000,
    read: () -> Void, roundTrip: () -> Void, call: () -> Void
  ) -> [Int] {
    call()
    for (count, isRead) in [
      (1_000, true), (reads - 1_000, true), (100, false), (roundTrips - 100, false),
    ] {
      for _ in 0..<count {
        if isRead { read() } else { roundTrip() }
      }
      call()
      let depths = recorded
      if depths.last != depths.first { break }
    }
    return recorded
  }
}
