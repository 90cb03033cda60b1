import Foundation
import Streams
import Synchronization
import TestSupport
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

/// A thread-safe counter.
final class AtomicCounter: Sendable {
  private let count = Atomic<Int>(0)

  var value: Int { count.load(ordering: .acquiring) }

  @discardableResult
  func increment() -> Int {
    count.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue
  }
}

/// Whether `error` is the `TestError` given.
func isTestError(_ error: Swift.Error?, _ expected: TestError) -> Bool {
  (error as? TestError) == expected
}
