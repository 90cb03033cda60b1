// swift-format-ignore-file
// Code blocks of Sources/HeadlessReactor/HeadlessReactor.docc/PropertyBasedTesting.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

final class PropertyBasedTestingTests: XCTestCase {
  let cartTest = StatefulTest { scheduler in CartReactor(scheduler: scheduler) }
    .rule("add") { _, random in .add(["apple", "bread", "milk"].randomElement(using: &random)!) }
    .rule("remove", when: { !$0.items.isEmpty }, { state, random in
      .remove(state.items.randomElement(using: &random)!)
    })
    .rule("check out", when: { !$0.isCheckingOut }) { _, _ in .checkOut }
    .invariant("orders are never negative") { $0.orders >= 0 }

  func test_theCartKeepsItsInvariants() {
    cartTest.check(runs: 200, steps: 50, ticksBetweenActions: 0...2)
  }

  func test_aDuplicateIsFoundAndShrunk() throws {
    let failure = try XCTUnwrap(
      cartTest
        .invariant("no item twice") { Set($0.items).count == $0.items.count }
        .run(seed: 42))
    XCTAssertEqual(failure.invariant, "no item twice")
    XCTAssertEqual(failure.actions.count, 2)   // the same item, added twice
    XCTAssertEqual(failure.state.items.count, 2)
    print(failure)   // the seed, the actions, the state as a diff, a TestStore test
  }
}

@MainActor final class CounterMonkeyTests: XCTestCase {
  func test_theCounterScreenNeverWarns() async {
    let failure = ScreenMonkey(seed: 7).run(events: 1_000, make: {
      let screen = CounterViewController()
      screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
      return screen
    }, invariant: { screen in !screen.render().contains("NaN") })
    XCTAssertNil(failure, "\(failure!)")
  }
}
