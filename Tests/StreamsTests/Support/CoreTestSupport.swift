import Foundation
import Streams
import Synchronization
import XCTest

/// Records the events it receives, from any thread.
final class EventRecorder<Element>: ObserverType, @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var recorded: [Event<Element>] = []

  init() {}

  /// Every event received so far, in order.
  var events: [Event<Element>] { lock.withLock { recorded } }

  /// The elements of the `.next` events received so far.
  var elements: [Element] { events.compactMap(\.element) }

  func on(_ event: Event<Element>) {
    lock.withLock { recorded.append(event) }
  }
}

/// Detects two calls that overlap in time: `enter()` when a call starts,
/// `leave()` when it ends.
final class OverlapDetector: Sendable {
  private let inside = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)

  /// How many calls started while another one was still running.
  var overlaps: Int { overlapCount.load(ordering: .acquiring) }

  func enter() {
    if inside.exchange(true, ordering: .acquiringAndReleasing) {
      overlapCount.add(1, ordering: .relaxed)
    }
  }

  func leave() {
    inside.store(false, ordering: .releasing)
  }
}

/// A thread-safe counter.
final class AtomicCounter: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .acquiring) }

  @discardableResult
  func increment() -> Int {
    count.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
  }
}

/// Collects the errors sent to `Hooks.unhandledError` while `body` runs, and
/// restores the previous hook afterwards.
func collectingUnhandledErrors(_ body: () throws -> Void) rethrows -> [Swift.Error] {
  let collected = EventRecorder<Never>()
  let previous = Hooks.unhandledError
  Hooks.unhandledError = { error in collected.on(.error(error)) }
  defer { Hooks.unhandledError = previous }
  try body()
  return collected.events.compactMap(\.error)
}

/// Whether `error` is the `TestError` given.
func isTestError(_ error: Swift.Error?, _ expected: TestError) -> Bool {
  (error as? TestError) == expected
}
