import Dispatch
import Foundation
import Platform
import Streams
import Synchronization
import XCTest

/// `share` under concurrent first subscriptions, on real threads (not the
/// dispatch pool, whose width on a 2-core machine cannot hold 32 blocked
/// workers at once).
final class ShareStressTests: XCTestCase {
  func test_shareWithoutReplayConnectsOnceForConcurrentFirstSubscriptions() {
    let subscriberCount = 32
    for round in 0..<scaled(100, floor: 20) {
      let sourceSubscriptions = Atomic<Int>(0)
      let shared = Observable<Never>.never()
        .do(onSubscribe: { sourceSubscriptions.add(1, ordering: .relaxed) })
        .share(replay: 0, scope: .whileConnected)
      let box = UncheckedBox(shared)
      let start = DispatchSemaphore(value: 0)
      let finished = DispatchGroup()
      let subscriptions = LockedState<[Disposable]>([])
      for _ in 0..<subscriberCount {
        finished.enter()
        Thread.detachNewThread {
          start.wait()
          let subscription = box.value.subscribe()
          subscriptions.withLock { $0.append(subscription) }
          finished.leave()
        }
      }
      for _ in 0..<subscriberCount { start.signal() }
      XCTAssertEqual(finished.wait(timeout: .now() + 30), .success)
      XCTAssertEqual(sourceSubscriptions.load(ordering: .relaxed), 1, "round \(round)")
      for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
    }
  }
}
