import Dispatch
import Foundation
import ReactorCore
import Sections
import Streams
import TestSupport
import XCTest

final class ReactorCollectionTests: XCTestCase {
  private func todos(_ ids: [Int], title: String = "t") -> [Todo] {
    ids.map { Todo(id: $0, title: "\(title)\($0)") }
  }

  func test_keptIdentitiesKeepTheirReactorAcrossAThousandSeededRandomUpdates() {
    var random = SplitMix64(seed: 11)
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos(Array(0..<20)))
    var nextID = 20
    for step in 0..<1000 {
      let before = Dictionary(
        uniqueKeysWithValues: zip(collection.models.map(\.id), collection.reactors))
      var models = collection.models
      for _ in 0..<Int.random(in: 0...3, using: &random) where !models.isEmpty {
        models.remove(at: Int.random(in: 0..<models.count, using: &random))
      }
      for _ in 0..<Int.random(in: 0...3, using: &random) {
        models.insert(
          Todo(id: nextID, title: "new"), at: Int.random(in: 0...models.count, using: &random))
        nextID += 1
      }
      if !models.isEmpty {
        let moved = models.remove(at: Int.random(in: 0..<models.count, using: &random))
        models.insert(moved, at: Int.random(in: 0...models.count, using: &random))
        models[Int.random(in: 0..<models.count, using: &random)].title = "changed \(step)"
      }
      collection.apply(models)

      XCTAssertEqual(collection.models, models, "step \(step)")
      XCTAssertEqual(collection.count, models.count)
      for (index, model) in models.enumerated() {
        let reactor = collection[index]
        XCTAssertTrue(collection[identity: model.id] === reactor)
        if let old = before[model.id] {
          XCTAssertTrue(old === reactor, "step \(step): \(model.id) was recreated")
        } else {
          XCTAssertFalse(before.values.contains { $0 === reactor })
        }
        XCTAssertEqual(reactor.currentState.todo, model, "step \(step): \(model.id)")
      }
    }
  }

  // The update follows the old order with a cursor and looks up only what
  // moved, arrived or left, by slots that departed identities free and new
  // ones reuse: a returning identity, a repeated one and long moves in both
  // directions must all land where a plain dictionary would put them.
  func test_positionsAndReactorsStayRightWhenIdentitiesReturnRepeatAndMoveFar() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    var random = SplitMix64(seed: 29)
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos(Array(0..<30)))
    for step in 0..<1500 {
      let before = Dictionary(
        uniqueKeysWithValues: zip(collection.models.map(\.id), collection.reactors))
      var models: [Todo] = []
      var seen = Set<Int>()
      // Ids from a small pool: identities leave and come back often.
      for _ in 0..<Int.random(in: 0...40, using: &random) {
        let id = Int.random(in: 0..<60, using: &random)
        models.append(Todo(id: id, title: "\(step)"))
      }
      if Bool.random(using: &random) {
        // Mostly the old order, with far moves both ways.
        models = collection.models
        if models.count > 2 {
          let far = models.removeLast()
          models.insert(far, at: 0)
          let near = models.remove(at: 1)
          models.append(near)
        }
      }
      let expected = models.filter { seen.insert($0.id).inserted }
      collection.apply(models)

      XCTAssertEqual(collection.models, expected, "step \(step)")
      for (position, model) in expected.enumerated() {
        XCTAssertEqual(collection.index(of: model.id), position, "step \(step): \(model.id)")
        XCTAssertTrue(collection[identity: model.id] === collection[position])
        if let old = before[model.id] {
          XCTAssertTrue(old === collection[position], "step \(step): \(model.id) was recreated")
        }
      }
      for id in 0..<60 where !seen.contains(id) {
        XCTAssertNil(collection.index(of: id), "step \(step): \(id) left")
      }
    }
    XCTAssertTrue(recorder.warnings.allSatisfy { $0.kind == .duplicateChildIdentity })
  }

  // The cursor follows a match found by lookup only when the next model
  // goes on from it: whole-list reorders (where it used to walk back over
  // the visited positions once per model) must keep every reactor.
  func test_reversedRotatedInterleavedAndThinnedOrdersKeepEveryReactor() {
    let ids = Array(0..<300)
    let orders: [(String, [Int])] = [
      ("reversed", ids.reversed()),
      ("rotated", Array(ids[150...] + ids[..<150])),
      ("interleaved", ids.filter { $0 % 2 == 0 } + ids.filter { $0 % 2 == 1 }),
      ("pairs swapped", ids.map { $0 ^ 1 }),
      ("every third left", ids.filter { $0 % 3 != 0 }),
      ("new between each", ids.flatMap { [$0, 1000 + $0] }),
    ]
    for (name, order) in orders {
      var collection = ReactorCollection<Todo, TodoCellReactor>(todos(ids))
      collection.apply(todos(ids))  // not the initializer's version
      let before = Dictionary(uniqueKeysWithValues: zip(ids, collection.reactors))
      collection.apply(todos(order))
      XCTAssertEqual(collection.models.map(\.id), order, name)
      for (position, id) in order.enumerated() {
        XCTAssertTrue(collection[identity: id] === collection[position], "\(name): \(id)")
        if let old = before[id] {
          XCTAssertTrue(collection[position] === old, "\(name): \(id) was recreated")
        }
      }
    }
  }

  func test_childrenWhoseIdentityLeftAreFreed() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2, 3]))
    weak let removed = collection[identity: 2]
    weak let observedAndRemoved = collection[identity: 3]
    let subscription = collection[identity: 3]!.state.subscribe()
    collection[identity: 3]!.action.onNext(.toggle)
    subscription.dispose()
    XCTAssertNotNil(removed)
    collection.apply(todos([1]))
    // The storage table's background sweep may hold a reactor it is
    // checking for a moment (see `becomesReleased`).
    XCTAssertTrue(becomesReleased { removed == nil && observedAndRemoved == nil })
    XCTAssertNotNil(collection[identity: 1])
  }

  func test_aChangedModelReachesTheKeptReactorThroughItsQueueAndAnEqualOneDoesNot() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2]))
    let first = collection[identity: 1]!
    var states: [Todo] = []
    let subscription = first.state.map(\.todo).subscribe(onNext: { states.append($0) })
    collection.apply([Todo(id: 1, title: "renamed"), Todo(id: 2, title: "t2")])
    collection.apply([Todo(id: 1, title: "renamed"), Todo(id: 2, title: "t2")])
    XCTAssertTrue(collection[identity: 1] === first)
    XCTAssertEqual(states.map(\.title), ["t1", "renamed"])
    XCTAssertEqual(first.currentState.modelsReceived, 1)
    XCTAssertEqual(collection[identity: 2]!.currentState.modelsReceived, 0)
    subscription.dispose()
  }

  func test_aChildNeverObservedShowsItsLatestModelWhenFirstRead() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1]))
    let child = collection[identity: 1]!
    collection.apply([Todo(id: 1, title: "second")])
    collection.apply([Todo(id: 1, title: "third")])
    XCTAssertEqual(child.currentState.todo.title, "third")
    XCTAssertEqual(child.currentState.modelsReceived, 1, "only the latest pending model")
    var titles: [String] = []
    let subscription = child.state.subscribe(onNext: { titles.append($0.todo.title) })
    XCTAssertEqual(titles, ["third"])
    subscription.dispose()
  }

  func test_aPendingModelIsAppliedWhenTheChildsStreamsAreSetUp() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1]))
    let child = collection[identity: 1]!
    collection.apply([Todo(id: 1, title: "second")])
    var titles: [String] = []
    let subscription = child.state.subscribe(onNext: { titles.append($0.todo.title) })
    XCTAssertEqual(titles, ["second"])
    child.action.onNext(.toggle)
    XCTAssertEqual(child.currentState.todo, Todo(id: 1, title: "second", isDone: true))
    subscription.dispose()
  }

  func test_childActionsReachTheParentTaggedWithTheirIdentityInOrder() {
    let parent = TodoListReactor()
    parent.action.onNext(.load(todos([1, 2])))
    let one = parent.currentState.todos[identity: 1]!
    let two = parent.currentState.todos[identity: 2]!
    one.action.onNext(.toggle)
    two.action.onNext(.rename("x"))
    one.action.onNext(.rename("y"))
    XCTAssertEqual(parent.currentState.heard, ["1:toggle", "2:rename(\"x\")", "1:rename(\"y\")"])
    XCTAssertTrue(one.currentState.todo.isDone, "the child processes its own action first")
    XCTAssertEqual(parent.currentState.doneCount, 1)
  }

  func test_childActionsReachTheParentAfterLaterUpdatesOfTheCollection() {
    let parent = TodoListReactor()
    parent.action.onNext(.load(todos([1])))
    parent.action.onNext(.load(todos([1, 5])))
    parent.currentState.todos[identity: 5]!.action.onNext(.toggle)
    XCTAssertEqual(parent.currentState.heard, ["5:toggle"])
  }

  func test_anActionFromAChildWhoseIdentityLeftIsDroppedWithAWarning() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let parent = TodoListReactor()
    parent.action.onNext(.load(todos([1, 2])))
    let leaving = parent.currentState.todos[identity: 2]!
    let action = leaving.action  // a cell bound to it holds its action
    parent.action.onNext(.load(todos([1])))
    action.onNext(.toggle)
    XCTAssertEqual(parent.currentState.heard, [])
    XCTAssertEqual(recorder.warnings.map(\.kind), [.actionFromRemovedChild])
    XCTAssertTrue(recorder.warnings[0].message.contains("2"))
  }

  func test_aReturningIdentityGetsANewReactorAndTheOldOneStaysSilent() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let parent = TodoListReactor()
    parent.action.onNext(.load(todos([1])))
    let old = parent.currentState.todos[identity: 1]!
    let oldAction = old.action
    parent.action.onNext(.load([]))
    parent.action.onNext(.load(todos([1])))
    let new = parent.currentState.todos[identity: 1]!
    XCTAssertFalse(old === new)
    oldAction.onNext(.toggle)
    new.action.onNext(.rename("n"))
    XCTAssertEqual(parent.currentState.heard, ["1:rename(\"n\")"])
    XCTAssertEqual(recorder.warnings.count, 1)
  }

  func test_repeatedIdentitiesAreReportedAndTheLaterModelsSkipped() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2]))
    let one = collection[identity: 1]
    collection.apply([Todo(id: 1, title: "a"), Todo(id: 3, title: "b"), Todo(id: 1, title: "c")])
    XCTAssertEqual(collection.models.map(\.title), ["a", "b"])
    XCTAssertTrue(collection[identity: 1] === one)
    XCTAssertEqual(recorder.warnings.map(\.kind), [.duplicateChildIdentity])
  }

  func test_aNewIdentityRepeatedInOneUpdateGetsOneReactor() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1]))
    collection.apply([Todo(id: 5, title: "a"), Todo(id: 1, title: "t1"), Todo(id: 5, title: "b")])
    XCTAssertEqual(collection.models.map(\.id), [5, 1])
    XCTAssertEqual(collection[identity: 5]?.currentState.todo.title, "a")
    XCTAssertEqual(collection.index(of: 1), 1)
    XCTAssertEqual(recorder.warnings.map(\.kind), [.duplicateChildIdentity])
  }

  func test_childActionsSentFromEightThreadsAtOnceAllArriveInPerChildOrder() {
    let parent = TodoListReactor()
    parent.action.onNext(.load(todos(Array(0..<8))))
    let children = parent.currentState.todos.reactors
    let actions = children.map(\.action)
    let perThread = 200
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      for step in 0..<perThread { actions[index].onNext(.rename("\(step)")) }
    }
    waitUntilHandedDrainsFinish()
    let heard = parent.currentState.heard
    XCTAssertEqual(heard.count, 8 * perThread)
    for id in 0..<8 {
      let mine = heard.filter { $0.hasPrefix("\(id):") }
      XCTAssertEqual(mine, (0..<perThread).map { "\(id):rename(\"\($0)\")" })
      XCTAssertEqual(children[id].currentState.todo.title, "\(perThread - 1)")
    }
  }

  func test_itemsAreEqualWhileTheReactorIsKept() throws {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2, 3]))
    let before = [AnimatableSectionModel(model: "s", items: collection.items)]
    collection.apply([
      Todo(id: 3, title: "t3"), Todo(id: 1, title: "renamed"), Todo(id: 4, title: "n"),
    ])
    let after = [AnimatableSectionModel(model: "s", items: collection.items)]
    let stages = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
    XCTAssertEqual(stages.flatMap(\.updatedItems), [], "kept reactors are not reloaded")
    XCTAssertEqual(stages.flatMap(\.deletedItems).count, 1)
    XCTAssertEqual(stages.flatMap(\.insertedItems).count, 1)
  }

  func test_aCollectionMadeWithClosuresUsesThem() {
    var made: [Int] = []
    var collection = ReactorCollection<Todo, TodoCellReactor>(
      todos([1]),
      makeReactor: {
        made.append($0.id)
        return TodoCellReactor(model: $0)
      },
      mutationForModel: { _, model in .rename("via closure \(model.title)") })
    collection.apply([Todo(id: 1, title: "x"), Todo(id: 2, title: "y")])
    XCTAssertEqual(made, [1, 2])
    XCTAssertEqual(collection[identity: 1]!.currentState.todo.title, "via closure x")
  }

  func test_collectionsAreEqualWhenTheyShowTheSameModelsAndDumpTheirModels() {
    let one = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2]))
    let other = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2]))
    XCTAssertEqual(one, other)
    XCTAssertNotEqual(one, one.applying(todos([2, 1])))
    XCTAssertEqual(Mirror(reflecting: one).children.map { $0.value as? Todo }, one.models)
  }
}

/// A group of to-dos whose reactor keeps a cell reactor per to-do: a child
/// reactor that owns a `ReactorCollection` of its own.
private struct TodoGroup: IdentifiableType, Equatable {
  let id: Int
  var todos: [Todo]
  var identity: Int { id }
}

private final class TodoGroupReactor: ModelReactor {
  typealias Action = NoAction
  enum Mutation { case setModel(TodoGroup) }
  struct State { var id: Int }

  let initialState: State
  let cells: ReactorCollection<Todo, TodoCellReactor>

  init(model: TodoGroup) {
    initialState = State(id: model.id)
    cells = ReactorCollection(model.todos)
  }

  func mutation(forNewModel model: TodoGroup) -> Mutation { .setModel(model) }

  func reduce(state: State, mutation: Mutation) -> State { state }
}

final class NestedCollectionReleaseTests: XCTestCase {
  /// A collection freed while its children were never used released them
  /// inside the child registry's lock; a child that owns a collection of
  /// its own then asked for that lock again from its deinit, and the
  /// thread never came back (a sectioned screen of grouped cell reactors,
  /// closed).
  func test_freeingACollectionOfReactorsThatOwnCollections_returns() {
    let groups = (0..<20).map { group in
      TodoGroup(id: group, todos: (0..<5).map { Todo(id: group * 100 + $0, title: "t\($0)") })
    }
    let freed = DispatchSemaphore(value: 0)
    let weakGroup = WeakBox<TodoGroupReactor>()
    DispatchQueue.global().async {
      var collection: ReactorCollection<TodoGroup, TodoGroupReactor>? = ReactorCollection(groups)
      weakGroup.object = collection?.first
      collection = nil
      freed.signal()
    }
    // Generous: freeing 120 reactors takes microseconds; a deadlock never ends.
    XCTAssertEqual(freed.wait(timeout: .now() + 30), .success, "freeing the collection deadlocked")
    XCTAssertNil(weakGroup.object)
  }
}

/// A weak reference a test can fill on another thread and read afterwards
/// (the semaphore orders the two).
private final class WeakBox<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
}
