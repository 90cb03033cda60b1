import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import Testing

/// The README's todos screen, titled, in a visible window.
@MainActor
private func showTodos() -> (TodosViewController, Window) {
  let screen = TodosViewController()
  screen.title = "Todos"
  let window = Window(rootViewController: screen)
  window.makeKeyAndVisible()
  return (screen, window)
}

private func today(_ titles: String...) -> [TodoSection] {
  [TodoSection(model: "Today", items: titles.map { Todo(title: $0) })]
}

/// Swift Testing versions of the README's screen tests (ReadmeScreensTests,
/// TodosScreenTests): the README's counter and todos screens after taps and
/// new lists.
@MainActor @Suite(.viewWarningsFailTests) struct ReadmeScreensSuite {
  @Test func theCounterShowsTheValueAfterATap() {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    screen.loadViewIfNeeded()
    #expect(screen.render() == "0\n[+]")

    screen.increaseButton.tap()
    #expect(screen.render() == "0\n[+]")
    scheduler.advance(by: .seconds(1))

    #expect(screen.render() == "1\n[+]")
  }

  @Test(arguments: 1...3)
  func eachTapCountsOnceItsDelayHasPassed(taps: Int) {
    let scheduler = TestScheduler(initialClock: 0)
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: scheduler)
    screen.loadViewIfNeeded()

    for _ in 0..<taps {
      screen.increaseButton.tap()
      scheduler.advance(by: .seconds(1))
    }

    #expect(screen.render() == "\(taps)\n[+]")
  }

  @Test func valuesFromABackgroundThreadShowTheLastOne() async throws {
    let screen = CounterViewController()
    screen.reactor = CounterReactor(scheduler: TestScheduler(initialClock: 0))
    screen.loadViewIfNeeded()
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
    let (screen, _) = showTodos()

    screen.todos.accept(today("Write"))
    screen.todos.accept(today("Read", "Write"))

    #expect(screen.render() == "# Todos\n== Today ==\n  Read\n  Write")
    #expect(
      screen.tableView.appliedUpdates.last
        == .batch([.insertRows([IndexPath(row: 0, section: 0)], animation: .top)]))
  }

  @Test func aDoneTodoIsAnimatedOut() {
    let (screen, _) = showTodos()
    screen.todos.accept(today("Read", "Write"))

    screen.todos.accept(today("Write"))

    #expect(screen.render() == "# Todos\n== Today ==\n  Write")
    #expect(
      screen.tableView.appliedUpdates.last
        == .batch([.deleteRows([IndexPath(row: 0, section: 0)], animation: .left)]))
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
