import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import TestSupport
import Testing
import XCTest

/// The README's counter screen does what the README says.
@MainActor
final class ReadmeScreensTests: ScreenTestCase {
  func test_counterScreenShowsTheValueAfterATap() async {
    ReadmeScreensScenarios.counterScreenShowsTheValueAfterATap()
  }

  func test_choresKeepTheirCellReactorsAndHearTheirToggles() async {
    let reactor = ChoresReactor()
    reactor.action.onNext(.load([Chore(id: 1, title: "dishes"), Chore(id: 2, title: "laundry")]))
    let dishes = reactor.currentState.chores[identity: 1]!
    dishes.action.onNext(.toggle)
    XCTAssertEqual(reactor.currentState.doneCount, 1)
    XCTAssertEqual(reactor.currentState.sections[0].model, "1 done")
    reactor.action.onNext(.load(reactor.currentState.chores.models + [Chore(id: 3, title: "bins")]))
    XCTAssertTrue(reactor.currentState.chores[identity: 1] === dishes)
    XCTAssertEqual(reactor.currentState.chores.count, 3)
  }

  func test_watchingTheValueFiresWhenItChangesOnly() async {
    let counter = ObservedReactor(
      reactor: CounterReactor(scheduler: TestScheduler(initialClock: 0)))
    let fired = Flag()
    watchValue(of: counter, onChange: { fired.set() })
    counter.send(.increase)  // only isLoading changes now
    XCTAssertFalse(fired.isSet)
    counter.send(.decrease)
    XCTAssertTrue(fired.isSet)
  }
}

/// The README's todos screen, titled, in a visible window.
@MainActor
private func showTodos() -> (TodosViewController, Window) {
  let screen = TodosViewController()
  screen.title = "Todos"
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, window)
}

/// The README's counter screen on `scheduler`, its view loaded.
@MainActor
private func loadedCounterScreen(_ scheduler: TestScheduler) -> CounterViewController {
  let screen = CounterViewController()
  screen.reactor = CounterReactor(scheduler: scheduler)
  screen.loadViewIfNeeded()
  return screen
}

private func today(_ titles: String...) -> [TodoSection] {
  [TodoSection(model: "Today", items: titles.map { Todo(title: $0) })]
}

/// The README's counter and todos screens under Swift Testing, after taps
/// and new lists.
@MainActor @Suite(.viewWarningsFailTests) struct ReadmeScreensSwiftTestingTests {
  @Test func theCounterShowsTheValueAfterATap() {
    ReadmeScreensScenarios.counterScreenShowsTheValueAfterATap()
  }

  @Test(arguments: 1...3)
  func eachTapCountsOnceItsDelayHasPassed(taps: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = loadedCounterScreen(scheduler)

    for _ in 0..<taps {
      screen.increaseButton.tap()
      scheduler.advance(by: .seconds(1))
    }

    #expect(screen.render() == "\(taps)\n[+]")
  }

  @Test func valuesFromABackgroundThreadShowTheLastOne() async throws {
    let screen = loadedCounterScreen(TestScheduler(initialClock: 0))
    let action = try #require(screen.reactor).action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for _ in 1...3 { action.onNext(.decrease) }
        // Queued after the label's deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(screen.render() == "-3\n[+]")
  }

  @Test func aNewTodoIsAnimatedIn() {
    let (render, update) = todosScreen(showing: today("Write"), then: today("Read", "Write"))

    #expect(render == "# Todos\n== Today ==\n  Read\n  Write")
    #expect(update == .batch([.insertRows([IndexPath(row: 0, section: 0)], animation: .top)]))
  }

  @Test func aDoneTodoIsAnimatedOut() {
    let (render, update) = todosScreen(showing: today("Read", "Write"), then: today("Write"))

    #expect(render == "# Todos\n== Today ==\n  Write")
    #expect(update == .batch([.deleteRows([IndexPath(row: 0, section: 0)], animation: .left)]))
  }

  /// The todos screen showing `before`, then `after`: what it renders and
  /// the update it applied last.
  private func todosScreen(showing before: [TodoSection], then after: [TodoSection])
    -> (render: String, update: ListUpdate?)
  {
    let (screen, _) = showTodos()
    screen.todos.accept(before)
    screen.todos.accept(after)
    return (screen.render(), screen.tableView.appliedUpdates.last)
  }

  @Test func selectingATodoMarksIt() {
    let (screen, _) = showTodos()
    screen.todos.accept(today("Read", "Write"))

    screen.tableView.selectRow(at: IndexPath(row: 1, section: 0))

    #expect(screen.render() == "# Todos\n== Today ==\n  Read\n> Write")
  }

  @Test func anAsyncTestSeesEachListAfterAnAwait() async {
    let (screen, _) = showTodos()

    screen.todos.accept(today("Write"))
    await Task.yield()
    screen.todos.accept(today("Write", "Ship"))

    #expect(screen.render() == "# Todos\n== Today ==\n  Write\n  Ship")
  }

  @Test func listsFromABackgroundThreadShowTheLastOne() async {
    let (screen, _) = showTodos()
    let todos = screen.todos

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        todos.accept(today("Write"))
        todos.accept(today("Read", "Write"))
        todos.accept(today("Read", "Write", "Ship"))
        // Queued after the table's deliveries of those lists.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(screen.render() == "# Todos\n== Today ==\n  Read\n  Write\n  Ship")
  }
}

/// The scenarios both test frameworks run.
@MainActor
enum ReadmeScreensScenarios {
  static func counterScreenShowsTheValueAfterATap() {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = loadedCounterScreen(scheduler)
    expectEqual(screen.render(), "0\n[+]")

    screen.increaseButton.tap()
    expectEqual(screen.render(), "0\n[+]")
    scheduler.advance(by: .seconds(1))

    expectEqual(screen.render(), "1\n[+]")
  }
}
