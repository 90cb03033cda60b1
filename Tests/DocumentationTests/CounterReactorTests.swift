// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class CounterReactorTests: XCTestCase {
  func test_increase_showsLoadingThenCounts() {
    let scheduler = TestScheduler(initialClock: 0)
    let store = TestStore(reactor: CounterReactor(scheduler: scheduler), scheduler: scheduler)

    store.send(.increase) { $0.isLoading = true }
    store.advance(by: .seconds(1))
    store.receive { $0.value = 1 }
    store.receive { $0.isLoading = false }
    store.send(.decrease) { $0.value = 0 }
    store.finish()
  }
}
