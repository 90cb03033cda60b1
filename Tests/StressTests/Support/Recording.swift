import Dispatch
import Foundation
import Streams
import Synchronization
import XCTest

/// One subscription's events, recorded from whichever thread delivers them,
/// and how often two deliveries overlapped (the Rx grammar allows none).
final class Recording<Element>: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var recorded: [Event<Element>] = []
  private let inside = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)

  var events: [Event<Element>] { lock.withLock { recorded } }
  var overlaps: Int { overlapCount.load(ordering: .relaxed) }

  func on(_ event: Event<Element>) {
    if inside.exchange(true, ordering: .acquiring) {
      overlapCount.add(1, ordering: .relaxed)
    }
    lock.withLock { recorded.append(event) }
    inside.store(false, ordering: .releasing)
  }
}

extension XCTestCase {
  /// Subscribes `count` times (the `index`-th subscription through
  /// `subscribe(index, observer)`), waits until every subscription has
  /// received its terminal event, and returns the recordings in index order.
  func recordSubscriptions<Element>(
    _ count: Int,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ subscribe: (Int, @escaping (Event<Element>) -> Void) -> Disposable
  ) -> [Recording<Element>] {
    let group = DispatchGroup()
    let recordings = (0..<count).map { _ in Recording<Element>() }
    var subscriptions: [Disposable] = []
    subscriptions.reserveCapacity(count)
    for (index, recording) in recordings.enumerated() {
      group.enter()
      subscriptions.append(
        subscribe(index) { event in
          recording.on(event)
          if event.isStopEvent { group.leave() }
        })
    }
    let result = group.wait(timeout: .now() + 120)
    XCTAssertEqual(result, .success, "not every subscription terminated", file: file, line: line)
    for subscription in subscriptions { subscription.dispose() }
    return recordings
  }

  /// Asserts that every one of `recordings` received `expected`, with no
  /// two deliveries overlapping.
  func assertEach<Element: Equatable>(
    _ recordings: [Recording<Element>],
    received expected: [Event<Element>],
    file: StaticString = #filePath,
    line: UInt = #line
  ) {
    for recording in recordings {
      XCTAssertEqual(recording.events, expected, file: file, line: line)
      XCTAssertEqual(recording.overlaps, 0, file: file, line: line)
    }
  }
}
