import CellReactorsSample
import ConfigSample
import CounterSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SearchSample
import SectionedListSample
import TestSupport
import Testing
import TextFilesSample
import XCTest

// The samples' screen scenarios are each written once (a static function of
// the sample's `…Screens` namespace, in the test file of the screen, its
// assertions reported by whichever framework runs it) and run by an XCTest
// class and a Swift Testing suite: each sample's view controller driven as a
// user would, on virtual time where the sample waits, read through
// `render()`. The two exit tests are Swift Testing's own (they run a child
// process). Here: what those scenarios share.

/// A scheduler whose tick is one millisecond.
func millisecondScheduler() -> TestScheduler {
  TestScheduler(initialClock: 0, resolution: 0.001)
}

/// Runs `send` on a new thread, then waits until the main queue has run
/// everything queued before the thread finished (the bindings' deliveries
/// of what it sent).
@MainActor
func fromABackgroundThread(_ send: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      send()
      DispatchQueue.main.async { done.resume() }
    }
  }
}
