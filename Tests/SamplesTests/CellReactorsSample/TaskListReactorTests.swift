import CellReactorsSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class TaskListReactorTests: ScreenTestCase {
  private func makeStore() -> TestStore<TaskListReactor> {
    TestStore(
      reactor: TaskListReactor(
        mains: [Main(id: 0, message: "a")], subs: [Sub(id: 1, message: "b")]),
      scheduler: TestScheduler(initialClock: 0))
  }

  func test_addingTasksAppendsThemWithNewIDs() {
    let store = makeStore()
    store.send(.addMain("c")) {
      $0.mains.apply([Main(id: 0, message: "a"), Main(id: 2, message: "c")])
      $0.nextID = 3
    }
    store.send(.addSub("d")) {
      $0.subs.apply([Sub(id: 1, message: "b"), Sub(id: 3, message: "d")])
      $0.nextID = 4
    }
    store.finish()
  }

  func test_addingTheNewTaskAppendsItOnceAndEmptiesTheText() {
    let store = makeStore()
    store.send(.updateNewTask("c")) { $0.newTask = "c" }
    store.send(.addNewTask) {
      $0.mains.apply([Main(id: 0, message: "a"), Main(id: 2, message: "c")])
      $0.nextID = 3
      $0.newTask = ""
    }
    store.send(.addNewTask)
    store.send(.updateNewTask("d")) { $0.newTask = "d" }
    store.send(.addNewTask) {
      $0.mains.apply([
        Main(id: 0, message: "a"), Main(id: 2, message: "c"), Main(id: 3, message: "d"),
      ])
      $0.nextID = 4
      $0.newTask = ""
    }
    store.finish()
  }

  func test_removingARowRemovesItsTaskAndARowOutsideChangesNothing() {
    let store = makeStore()
    store.send(.remove(section: 1, row: 0)) { $0.subs.apply([]) }
    store.send(.remove(section: 1, row: 0))
    store.send(.remove(section: 0, row: 5))
    store.send(.remove(section: 0, row: 0)) { $0.mains.apply([]) }
    store.finish()
  }

  func test_aCellsToggleCopiesTheCellsModelIntoTheScreen() {
    let store = makeStore()
    store.reactor.currentState.mains[identity: 0]!.action.onNext(.toggleDone)
    store.receive { $0.mains.apply([Main(id: 0, message: "a", isDone: true)]) }
    XCTAssertEqual(store.reactor.currentState.sections[0].header, "Main (1/1 done)")
    store.finish()
  }

  func test_anActionForAnUnknownTaskChangesNothing() {
    let store = makeStore()
    store.send(.main(id: 42, action: .toggleDone))
    store.send(.sub(id: 42, action: .toggleDone))
    store.finish()
  }
}

/// Property-based tests of `TaskListReactor` (`StatefulTest`): random actions, with
/// delays and debounces taking part, and the sample's own invariants after
/// every action and tick.
final class TaskListReactorStatefulTests: XCTestCase {
  func test_cellReactors_taskIdsAreUniqueAndDoneCountsAreRight() {
    let base = StatefulTest { _ in
      TaskListReactor(
        mains: [Main(id: 0, message: "Write"), Main(id: 1, message: "Test")],
        subs: [Sub(id: 2, message: "Ship")])
    }
    let adding =
      base
      .rule("type") { _, random in
        .updateNewTask(["", "Buy", "Call"].randomElement(using: &random)!)
      }
      .rule("add") { _, _ in .addNewTask }
      .rule("add main") { _, _ in .addMain("Main") }
      .rule("add sub") { _, _ in .addSub("Sub") }
    let rules =
      adding
      .rule("remove") { state, random in
        let section = Int.random(in: 0...1, using: &random)
        let count = section == 0 ? state.mains.models.count : state.subs.models.count
        return .remove(section: section, row: Int.random(in: 0...max(count, 0), using: &random))
      }
      .rule(
        "toggle main", when: { !$0.mains.models.isEmpty },
        { state, random in
          .main(id: state.mains.models.randomElement(using: &random)!.id, action: .toggleDone)
        }
      )
      .rule(
        "toggle sub", when: { !$0.subs.models.isEmpty },
        { state, random in
          .sub(id: state.subs.models.randomElement(using: &random)!.id, action: .toggleDone)
        })
    let unique = rules.invariant("task ids are unique") { state in
      let ids = state.mains.models.map(\.id) + state.subs.models.map(\.id)
      return Set(ids).count == ids.count
    }
    unique.invariant("new ids come after every id") { state in
      (state.mains.models.map(\.id) + state.subs.models.map(\.id)).allSatisfy { $0 < state.nextID }
    }
    .invariant("the headers count the done tasks") { state in
      let mains = state.mains.models
      let subs = state.subs.models
      return state.sections.map(\.header) == [
        "Main (\(mains.filter(\.isDone).count)/\(mains.count) done)",
        "Sub (\(subs.filter(\.isDone).count)/\(subs.count) done)",
      ]
    }
    .invariant("each cell shows its task") { state in
      zip(state.mains.items, state.mains.models).allSatisfy {
        $0.reactor.currentState.isDone == $1.isDone
      }
    }
    .check(runs: 100, steps: 40, seed: 38)
  }
}
