import Synchronization

/// Detects two calls that overlap in time: `enter()` when a call starts,
/// `leave()` when it ends.
public final class OverlapDetector: Sendable {
  private let inside = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)

  /// A detector that has seen no call yet.
  public init() {}

  /// How many calls started while another one was still running.
  public var overlaps: Int { overlapCount.load(ordering: .acquiring) }

  /// Marks the start of a call; counts an overlap if another is running.
  public func enter() {
    if inside.exchange(true, ordering: .acquiringAndReleasing) {
      overlapCount.add(1, ordering: .relaxed)
    }
  }

  /// Marks the end of the running call.
  public func leave() {
    inside.store(false, ordering: .releasing)
  }
}
