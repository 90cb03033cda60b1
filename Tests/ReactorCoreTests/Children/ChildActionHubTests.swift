import Dispatch
import Foundation
import ReactorCore
import Sections
import Streams
import XCTest

/// What both parents below hold: their to-dos' cell reactors, and a line
/// for each child action they heard.
private struct HeardState {
  var todos = ReactorCollection<Todo, TodoCellReactor>()
  var heard: [String] = []
}

/// What both parents below reduce.
private enum HeardMutation {
  case setTodos([Todo])
  case heard(String)
}

/// The reduction both parents below share.
private func reduceHeard(_ state: HeardState, _ mutation: HeardMutation) -> HeardState {
  var state = state
  switch mutation {
  case .setTodos(let todos): state.todos.apply(todos)
  case .heard(let line): state.heard.append(line)
  }
  return state
}

/// A parent whose `mutate` looks its child up by identity, as the README's
/// example does (there with a force-unwrap): a child action processed after
/// the child left would find nothing.
private final class LookingUpParent: Reactor {
  enum Action {
    case load([Todo])
    /// Makes the child `id` send `.toggle` (re-entrantly, while this
    /// parent processes the action), then loads `todos` without it.
    case childSendsThenLoad(id: Int, todos: [Todo])
    case todo(id: Int, action: TodoCellReactor.Action)
  }
  typealias Mutation = HeardMutation
  typealias State = HeardState

  let initialState = State()

  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(action, initialState.todos.actions.map { .todo(id: $0.id, action: $0.action) })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load(let todos):
      return .just(.setTodos(todos))
    case .childSendsThenLoad(let id, let todos):
      currentState.todos[identity: id]?.action.onNext(.toggle)
      return .just(.setTodos(todos))
    case .todo(let id, let action):
      guard currentState.todos[identity: id] != nil else { return .just(.heard("MISSING \(id)")) }
      return .just(.heard("\(id):\(action)"))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State { reduceHeard(state, mutation) }
}

/// A parent that turns each child action into two of its own (a fan-out).
private final class FanOutParent: Reactor {
  enum Action {
    case load([Todo])
    case childSendsThenLoad(id: Int, todos: [Todo])
    case select(Int)
    case refresh(Int)
  }
  typealias State = HeardState
  typealias Mutation = HeardMutation

  let initialState = State()

  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(
      action,
      initialState.todos.actions.flatMap {
        Observable.from([Action.select($0.id), .refresh($0.id)])
      })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load(let todos): return .just(.setTodos(todos))
    case .childSendsThenLoad(let id, let todos):
      currentState.todos[identity: id]?.action.onNext(.toggle)
      return .just(.setTodos(todos))
    case .select(let id), .refresh(let id):
      let found = currentState.todos[identity: id] != nil
      return .just(.heard(found ? "\(action)" : "MISSING \(id)"))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State { reduceHeard(state, mutation) }
}

private func todos(_ ids: [Int]) -> [Todo] { ids.map { Todo(id: $0, title: "t\($0)") } }

/// A `LookingUpParent` with to-dos 1 and 2 loaded, and to-do 2's reactor.
private func parentOfTodos1And2() -> (LookingUpParent, TodoCellReactor) {
  let parent = LookingUpParent()
  parent.action.onNext(.load(todos([1, 2])))
  return (parent, parent.currentState.todos[identity: 2]!)
}

/// Child actions that went astray.
final class ChildActionDeliveryTests: XCTestCase {
  func test_aChildActionQueuedBehindItsRemovalIsDroppedWithAWarningNotProcessed() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let (parent, child) = parentOfTodos1And2()
    _ = child.action  // a bound cell has used it

    parent.action.onNext(.childSendsThenLoad(id: 2, todos: todos([1])))

    XCTAssertEqual(parent.currentState.heard, [], "the parent processed a removed child's action")
    XCTAssertTrue(child.currentState.todo.isDone, "the child still processed its own action")
    XCTAssertEqual(recorder.warnings.map(\.kind), [.actionFromRemovedChild])
    XCTAssertEqual(
      recorder.warnings.first?.message,
      "TodoCellReactor 2 reached its parent toggle after its identity left the collection; "
        + "the action was not forwarded")
  }

  func test_aChildActionQueuedBehindAnUpdateThatKeepsTheChildIsProcessed() {
    let (parent, child) = parentOfTodos1And2()
    _ = child.action

    parent.action.onNext(.childSendsThenLoad(id: 2, todos: todos([2, 3])))

    XCTAssertEqual(parent.currentState.heard, ["2:toggle"])
  }

  func test_childActionsRacingTheirRemovalNeverReachTheParentAfterIt() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let parent = LookingUpParent()
    let rounds = 300
    for round in 0..<rounds {
      parent.action.onNext(.load(todos([round])))
      let action = parent.currentState.todos[identity: round]!.action
      let parentAction = parent.action
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          for _ in 0..<4 { action.onNext(.toggle) }
        } else {
          parentAction.onNext(.load([]))
        }
      }
      waitUntilHandedDrainsFinish()
    }
    let heard = parent.currentState.heard
    XCTAssertFalse(
      heard.contains { $0.hasPrefix("MISSING") }, "\(heard.filter { $0.hasPrefix("M") })")
    // Every action either reached the parent or was reported as not
    // forwarded (one sent once its child was freed is also reported as
    // dropped by the child, `.actionToFreedReactor`).
    let notForwarded = recorder.warnings.filter { $0.kind == .actionFromRemovedChild }
    XCTAssertEqual(heard.count + notForwarded.count, rounds * 4)
  }

  func test_aChildRemovedBeforeItsActionWasFirstUsedReportsItsActions() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    // A cell holds the reactor but has not used its `action` yet.
    let (parent, leaving) = parentOfTodos1And2()
    parent.action.onNext(.load(todos([1])))

    leaving.action.onNext(.toggle)
    leaving.action.onNext(.rename("late"))

    XCTAssertEqual(parent.currentState.heard, [])
    XCTAssertEqual(
      recorder.warnings.map(\.kind), [.actionFromRemovedChild, .actionFromRemovedChild])
    XCTAssertTrue(recorder.warnings.allSatisfy { $0.message.hasPrefix("TodoCellReactor 2 sent") })
  }

  func test_aDepartedChildThatNeverSendsIsNotKeptAlive() {
    let parent = LookingUpParent()
    parent.action.onNext(.load(todos([1, 2])))
    weak let leaving = parent.currentState.todos[identity: 2]
    parent.action.onNext(.load(todos([1])))
    XCTAssertNil(leaving)
  }

  func test_twoThreadsUsingANewChildForTheFirstTimeLoseNoAction() {
    let parent = LookingUpParent()
    let rounds = 500
    let perThread = 4
    for round in 0..<rounds {
      parent.action.onNext(.load(todos([round])))
      nonisolated(unsafe) let child = parent.currentState.todos[identity: round]!
      DispatchQueue.concurrentPerform(iterations: 2) { _ in
        // Both threads create or find the child's action subject at once.
        for _ in 0..<perThread { child.action.onNext(.toggle) }
      }
      waitUntilHandedDrainsFinish()
    }
    XCTAssertEqual(parent.currentState.heard.count, rounds * 2 * perThread)
  }

  /// Only the first of several parent actions made
  /// from one child action carried the check.
  func test_everyParentActionMadeFromARemovedChildsActionIsDropped() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let parent = FanOutParent()
    parent.action.onNext(.load(todos([1, 2])))
    _ = parent.currentState.todos[identity: 2]!.action

    parent.action.onNext(.childSendsThenLoad(id: 2, todos: todos([1])))

    XCTAssertEqual(parent.currentState.heard, [])
    XCTAssertEqual(
      recorder.warnings.map(\.kind), [.actionFromRemovedChild, .actionFromRemovedChild])
  }
}
