import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import Testing

/// The getting-started article's groceries screen with Milk and Bread, in a
/// visible window.
@MainActor
private func showGroceries() -> (GroceriesViewController, Window) {
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
private func showCounter() -> (CounterViewController, TestScheduler, Window) {
  let scheduler = TestScheduler(initialClock: 0)
  let screen = CounterViewController()
  screen.reactor = CounterReactor(scheduler: scheduler)
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, scheduler, window)
}

/// Runs `send` on a new thread, then waits until the main queue has run
/// everything queued before the thread finished.
@MainActor
private func fromABackgroundThread(_ send: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread.detachNewThread {
      send()
      DispatchQueue.main.async { done.resume() }
    }
  }
}

/// Swift Testing versions of the getting-started article's screen tests
/// (CounterScreenTests, GroceriesScreenTests): the article's counter and
/// groceries screens after the user's taps, toggles and typing.
@MainActor @Suite(.viewWarningsFailTests) struct GettingStartedScreensSuite {
  // MARK: The counter

  @Test func tappingPlusShowsLoadingThenTheNewValue() {
    let (screen, scheduler, _) = showCounter()
    #expect(screen.render() == "# Counter\n[-]\n0\n[+]")

    screen.increaseButton.tap()
    #expect(screen.render() == "# Counter\n[-]\n0\n[+] (disabled)\nLoading…")
    scheduler.advance(by: .seconds(1))

    #expect(screen.render() == "# Counter\n[-]\n1\n[+]")
  }

  @Test(arguments: 1...3)
  func eachTapOfMinusShowsTheNewValueAtOnce(taps: Int) {
    let (screen, _, _) = showCounter()

    for _ in 0..<taps { screen.decreaseButton.tap() }

    #expect(screen.render() == "# Counter\n[-]\n\(-taps)\n[+]")
  }

  @Test func aDisabledPlusIgnoresTapsUntilTheValueArrives() {
    let (screen, scheduler, _) = showCounter()
    screen.increaseButton.tap()

    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))
    screen.increaseButton.tap()
    scheduler.advance(by: .seconds(1))

    #expect(screen.render() == "# Counter\n[-]\n2\n[+]")
  }

  @Test func anAsyncTestSeesTheCounterAcrossAwaits() async {
    let (screen, scheduler, _) = showCounter()

    screen.increaseButton.tap()
    await Task.yield()
    scheduler.advance(by: .seconds(1))
    await Task.yield()
    screen.decreaseButton.tap()

    #expect(screen.render() == "# Counter\n[-]\n0\n[+]")
  }

  @Test func decreasesSentFromABackgroundThreadShowTheFinalValue() async throws {
    let (screen, _, _) = showCounter()
    let action = try #require(screen.reactor).action

    await fromABackgroundThread {
      for _ in 1...5 { action.onNext(.decrease) }
    }

    #expect(screen.render() == "# Counter\n[-]\n-5\n[+]")
  }

  // MARK: The groceries

  @Test func theGroceriesShowUnderToBuy() {
    let (screen, _) = showGroceries()

    #expect(
      screen.render() == """
        # Groceries
        <placeholder: New grocery>
        [Add]
        == To buy ==
          [ ] | Milk
          [ ] | Bread
        == Bought ==
        """)
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
      screen.render() == """
        # Groceries
        <placeholder: New grocery>
        [Add]
        == To buy ==
          [ ] | Bread
          [ ] | Eggs
        == Bought ==
          [x] | Milk
        """)
    #expect(reactor.currentState.groceries[identity: 1] === milk)
  }

  @Test func aSecondTapOfAddAddsNothing() {
    let (screen, _) = showGroceries()

    screen.nameField.type("Eggs")
    screen.addButton.tap()
    screen.addButton.tap()

    #expect(
      screen.render() == """
        # Groceries
        <placeholder: New grocery>
        [Add]
        == To buy ==
          [ ] | Milk
          [ ] | Bread
          [ ] | Eggs
        == Bought ==
        """)
  }

  @Test func unbuyingAGroceryMovesItBackToTheEndOfToBuy() throws {
    let (screen, _) = showGroceries()
    let milkRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    try #require(milkRow as? GroceryCell).boughtSwitch.toggle()

    let boughtRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
    try #require(boughtRow as? GroceryCell).boughtSwitch.toggle()

    #expect(
      screen.render() == """
        # Groceries
        <placeholder: New grocery>
        [Add]
        == To buy ==
          [ ] | Milk
          [ ] | Bread
        == Bought ==
        """)
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
      screen.render() == """
        # Groceries
        <placeholder: New grocery>
        [Add]
        == To buy ==
          [ ] | Milk
          [ ] | Eggs
          [ ] | Tea
        == Bought ==
          [x] | Bread
        """)
  }
}
