// swift-format-ignore-file
// A code block of README.md and of the TestingReactorsAndScreens article, verbatim (formatted as it shows it):
// ReadmeBlocksTests and DocumentationBlocksTests check that it stays so.

import ReactorTesting
import Streams
import XCTest

final class CounterReactorTests: XCTestCase {
  func test_increase_showsLoadingThenCounts() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }   // the synchronous mutation
    store.advance(by: .seconds(1))                   // the delayed mutation arrives…
    store.receive { $0.value = 1 }                   // …and is asserted, in order
    store.receive { $0.isLoading = false }
    store.send(.decrease) { $0.value = 0 }
    store.finish()                                   // nothing left unasserted or in flight
  }
}
