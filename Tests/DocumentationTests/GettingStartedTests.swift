import HeadlessReactor
import ReactorTesting
import TestSupport
import XCTest

/// What GettingStarted.md says about its screens, beyond the tests it shows.
@MainActor
final class GettingStartedTests: ScreenTestCase {
  func test_counterDecreasesWithoutLoading() async {
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
    screen.loadViewIfNeeded()
    screen.decreaseButton.tap()
    XCTAssertEqual(screen.render(), "# Counter\n[-]\n-1\n[+]")
  }

  func test_groceriesStartWithEverythingToBuy() async {
    let screen = GroceriesViewController()
    screen.reactor = GroceriesReactor(groceries: [
      Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Bread"),
    ])
    Window(rootViewController: screen).makeKeyAndVisible()
    XCTAssertEqual(
      screen.render(),
      """
      # Groceries
      <placeholder: New grocery>
      [Add]
      == To buy ==
        [ ] | Milk
        [ ] | Bread
      == Bought ==
      """)
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
    XCTAssertEqual(
      screen.render(),
      """
      # Groceries
      <placeholder: New grocery>
      [Add]
      == To buy ==
        [ ] | Milk
        [ ] | Eggs
      == Bought ==
      """)
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
