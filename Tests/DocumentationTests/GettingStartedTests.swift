import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import TestSupport
import Testing
import XCTest

/// The getting-started article's groceries screen with Milk and Bread, in a
/// visible window.
@MainActor
func showGroceries() -> (GroceriesViewController, Window) {
  let screen = GroceriesViewController()
  screen.reactor = GroceriesReactor(groceries: [
    Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Bread"),
  ])
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, window)
}

/// The getting-started article's counter screen on virtual time, in a
/// visible window.
@MainActor
func showCounter() -> (CounterViewController, TestScheduler, Window) {
  let scheduler = TestScheduler(initialClock: 0)
  let screen = CounterViewController()
  screen.reactor = CounterReactor(scheduler: scheduler)
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, scheduler, window)
}

/// What the counter screen renders showing `value`.
func counterRender(_ value: Int) -> String { "# Counter\n[-]\n\(value)\n[+]" }

/// What the groceries screen renders with `toBuy` and `bought` (an empty
/// name field).
func groceriesRender(toBuy: [String], bought: [String] = []) -> String {
  (["# Groceries", "<placeholder: New grocery>", "[Add]", "== To buy =="]
    + toBuy.map { "  [ ] | \($0)" } + ["== Bought =="] + bought.map { "  [x] | \($0)" })
    .joined(separator: "\n")
}

/// What GettingStarted.md says about its screens, beyond the tests it shows.
@MainActor
final class GettingStartedTests: ScreenTestCase {
  func test_counterDecreasesWithoutLoading() async {
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
    screen.loadViewIfNeeded()
    screen.decreaseButton.tap()
    XCTAssertEqual(screen.render(), counterRender(-1))
  }

  func test_groceriesStartWithEverythingToBuy() async {
    let (screen, _) = showGroceries()
    XCTAssertEqual(screen.render(), groceriesRender(toBuy: ["Milk", "Bread"]))
  }

  func test_anEmptyNameAddsNothing() async {
    let reactor = GroceriesReactor(groceries: [])
    let screen = GroceriesViewController()
    screen.reactor = reactor
    screen.addButton.tap()
    XCTAssertTrue(reactor.currentState.groceries.models.isEmpty)
  }

  func test_aSecondTapOfAddAddsNothingAndTheNextNameIsAdded() async {
    let screen = GroceriesViewController()
    screen.reactor = GroceriesReactor(groceries: [])
    Window(rootViewController: screen).makeKeyAndVisible()

    screen.nameField.type("Milk")
    screen.addButton.tap()
    screen.addButton.tap()
    XCTAssertEqual(screen.reactor?.currentState.groceries.models.map(\.name), ["Milk"])
    XCTAssertEqual(screen.nameField.text, "")

    screen.nameField.type("Eggs")
    screen.addButton.tap()
    XCTAssertEqual(screen.reactor?.currentState.groceries.models.map(\.name), ["Milk", "Eggs"])
    XCTAssertEqual(screen.render(), groceriesRender(toBuy: ["Milk", "Eggs"]))
  }

  func test_theReactorAddsTheTypedNameOnceAndEmptiesIt() async {
    let reactor = GroceriesReactor(groceries: [])
    let states = reactor.state.subscribe()
    defer { states.dispose() }
    reactor.action.onNext(.updateName("Tea"))
    reactor.action.onNext(.add)
    reactor.action.onNext(.add)
    XCTAssertEqual(reactor.currentState.groceries.models.map(\.name), ["Tea"])
    XCTAssertEqual(reactor.currentState.name, "")
  }

  func test_aToggledCellReachesTheScreensReactor() async {
    let reactor = GroceriesReactor(groceries: [Grocery(id: 7, name: "Tea")])
    let states = reactor.state.subscribe()  // the screen's streams exist once it is bound
    let tea = reactor.currentState.groceries[identity: 7]
    tea?.action.onNext(.toggleBought)
    XCTAssertEqual(reactor.currentState.sections.map(\.items.count), [0, 1])
    XCTAssertTrue(reactor.currentState.groceries[identity: 7] === tea)
    states.dispose()
  }
}

/// The article's counter and groceries screens under Swift Testing, after
/// the user's taps, toggles and typing (the article's own Swift Testing
/// example, `CounterScreenSuite`, shows tapping plus).
@MainActor @Suite(.viewWarningsFailTests) struct GettingStartedSwiftTestingTests {
  // MARK: The counter

  @Test(arguments: 1...3)
  func eachTapOfMinusShowsTheNewValueAtOnce(taps: Int) {
    let (screen, _, _) = showCounter()

    for _ in 0..<taps { screen.decreaseButton.tap() }

    #expect(screen.render() == counterRender(-taps))
  }

  @Test func aDisabledPlusIgnoresTapsUntilTheValueArrives() {
    let (screen, scheduler, _) = showCounter()
    screen.increaseButton.tap()

    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))
    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))

    #expect(screen.render() == counterRender(2))
  }

  @Test func anAsyncTestSeesTheCounterAcrossAwaits() async {
    let (screen, scheduler, _) = showCounter()

    screen.increaseButton.tap()
    await Task.yield()
    scheduler.advance(by: .seconds(1))
    await Task.yield()
    screen.decreaseButton.tap()

    #expect(screen.render() == counterRender(0))
  }

  @Test func decreasesSentFromABackgroundThreadShowTheFinalValue() async throws {
    let (screen, _, _) = showCounter()
    let action = try #require(screen.reactor).action

    await fromABackgroundThread {
      for _ in 1...5 { action.onNext(.decrease) }
    }

    #expect(screen.render() == counterRender(-5))
  }

  // MARK: The groceries

  @Test func theGroceriesShowUnderToBuy() {
    let (screen, _) = showGroceries()

    #expect(
      screen.render() == groceriesRender(toBuy: ["Milk", "Bread"]))
  }

  @Test func aBoughtGroceryMovesToItsSectionAndKeepsItsReactor() throws {
    let (screen, _) = showGroceries()
    let reactor = try #require(screen.reactor)
    let milk = reactor.currentState.groceries[identity: 1]
    let firstRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))

    try #require(firstRow as? GroceryCell).boughtSwitch.toggle()
    screen.nameField.type("Eggs")
    screen.addButton.tap()

    #expect(
      screen.render() == groceriesRender(toBuy: ["Bread", "Eggs"], bought: ["Milk"]))
    #expect(reactor.currentState.groceries[identity: 1] === milk)
  }

  @Test func aSecondTapOfAddAddsNothing() {
    let (screen, _) = showGroceries()

    screen.nameField.type("Eggs")
    screen.addButton.tap()
    screen.addButton.tap()

    #expect(
      screen.render() == groceriesRender(toBuy: ["Milk", "Bread", "Eggs"]))
  }

  @Test func unbuyingAGroceryMovesItBackToTheEndOfToBuy() throws {
    let (screen, _) = showGroceries()
    let milkRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    try #require(milkRow as? GroceryCell).boughtSwitch.toggle()

    let boughtRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
    try #require(boughtRow as? GroceryCell).boughtSwitch.toggle()

    #expect(
      screen.render() == groceriesRender(toBuy: ["Milk", "Bread"]))
  }

  @Test func groceriesAddedFromABackgroundThreadAllShow() async throws {
    let (screen, _) = showGroceries()
    let reactor = try #require(screen.reactor)
    let action = reactor.action
    let bread = try #require(reactor.currentState.groceries[identity: 2]).action

    await fromABackgroundThread {
      for name in ["Eggs", "Tea"] {
        action.onNext(.updateName(name))
        action.onNext(.add)
      }
      bread.onNext(.toggleBought)
    }

    #expect(
      screen.render() == groceriesRender(toBuy: ["Milk", "Eggs", "Tea"], bought: ["Bread"]))
  }
}
