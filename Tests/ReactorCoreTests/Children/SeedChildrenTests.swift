import ReactorCore
import Sections
import Streams
import XCTest

/// A screen whose collection is built into `initialState` from models it
/// is given (a list known when the screen is made).
private final class PreloadedList: Reactor {
  enum Action {
    case load([Todo])
    case reset
    case todo(id: Int, action: TodoCellReactor.Action)
  }
  enum Mutation {
    case setTodos([Todo])
    case reset
    case heard(String)
  }
  struct State {
    var todos: ReactorCollection<Todo, TodoCellReactor>
    var heard: [String] = []
  }

  let initialState: State

  init(_ todos: [Todo]) {
    initialState = State(todos: ReactorCollection(todos))
  }

  func transform(action: Observable<Action>) -> Observable<Action> {
    .merge(action, initialState.todos.actions.map { .todo(id: $0.id, action: $0.action) })
  }

  func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .load(let todos): return .just(.setTodos(todos))
    case .reset: return .just(.reset)
    case .todo(let id, let action): return .just(.heard("\(id):\(action)"))
    }
  }

  func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setTodos(let todos): state.todos.apply(todos)
    case .reset: state = initialState
    case .heard(let line): state.heard.append(line)
    }
    return state
  }
}

private func todos(_ ids: [Int]) -> [Todo] { ids.map { Todo(id: $0, title: "t\($0)") } }

/// A `ReactorCollection` built into `initialState` kept
/// its first children alive for as long as the reactor.
final class SeedChildrenTests: XCTestCase {
  func test_firstChildrenBuiltIntoInitialStateAreFreedWhenTheyLeaveTheLiveCollection() {
    let reactor = PreloadedList(todos([1, 2, 3]))
    weak let first = reactor.currentState.todos[identity: 1]
    weak let second = reactor.currentState.todos[identity: 2]
    let kept = reactor.currentState.todos[identity: 3]
    XCTAssertNotNil(first)

    reactor.action.onNext(.load(todos([3, 4])))

    XCTAssertNil(first, "initialState kept a child that left")
    XCTAssertNil(second)
    XCTAssertTrue(reactor.currentState.todos[identity: 3] === kept)
    reactor.action.onNext(.load(todos([4])))
    XCTAssertEqual(reactor.currentState.todos.models.map(\.id), [4])
  }

  func test_childrenKeptFromInitialStateStillTalkToTheParent() {
    let reactor = PreloadedList(todos([1, 2]))
    _ = reactor.action  // the parent listens once its streams are set up
    let one = reactor.currentState.todos[identity: 1]!
    one.action.onNext(.toggle)
    reactor.action.onNext(.load(todos([1, 5])))
    one.action.onNext(.rename("x"))
    reactor.currentState.todos[identity: 5]!.action.onNext(.toggle)

    XCTAssertEqual(reactor.currentState.heard, ["1:toggle", "1:rename(\"x\")", "5:toggle"])
    XCTAssertTrue(reactor.currentState.todos[identity: 1] === one)
  }

  func test_initialStateStillShowsItsModelsWithNewReactorsForChildrenThatLeft() {
    let reactor = PreloadedList(todos([1, 2]))
    let original = reactor.currentState.todos[identity: 2]
    reactor.action.onNext(.load(todos([1])))

    let again = reactor.initialState.todos[identity: 2]
    XCTAssertNotNil(again)
    XCTAssertFalse(again === original)
    XCTAssertEqual(again?.currentState.todo, Todo(id: 2, title: "t2"))
    XCTAssertTrue(reactor.initialState.todos[identity: 2] === again, "made once")
    XCTAssertEqual(reactor.initialState.todos.reactors.count, 2)
    XCTAssertEqual(reactor.initialState.todos.models.map(\.id), [1, 2])
  }

  func test_aStateResetToInitialStateShowsItsModelsAndTheNextUpdateTalksToTheParent() {
    let reactor = PreloadedList(todos([1, 2]))
    reactor.action.onNext(.load(todos([3])))
    reactor.action.onNext(.reset)
    XCTAssertEqual(reactor.currentState.todos.models.map(\.id), [1, 2])

    reactor.action.onNext(.load(todos([1, 2, 4])))
    reactor.currentState.todos[identity: 2]!.action.onNext(.toggle)
    XCTAssertEqual(reactor.currentState.heard, ["2:toggle"])
  }

  /// A child remade by a reset state and read before
  /// the next update was never told to the parent afterwards.
  func test_aChildRemadeAfterAResetTalksToTheParentOnceAdoptedAndWarnsBefore() {
    let recorder = ReactorWarningRecorder()
    defer { recorder.stop() }
    let reactor = PreloadedList(todos([1, 2]))
    _ = reactor.action
    reactor.action.onNext(.load(todos([3])))
    reactor.action.onNext(.reset)
    let remade = reactor.currentState.todos[identity: 2]!

    remade.action.onNext(.toggle)
    XCTAssertEqual(reactor.currentState.heard, [])
    XCTAssertEqual(recorder.warnings.map(\.kind), [.actionFromRemovedChild])

    reactor.action.onNext(.load(todos([1, 2, 4])))
    XCTAssertTrue(reactor.currentState.todos[identity: 2] === remade)
    remade.action.onNext(.rename("adopted"))
    XCTAssertEqual(reactor.currentState.heard, ["2:rename(\"adopted\")"], "heard once")
  }

  // An update of the initializer's version that nothing else shares moves
  // its children over instead of copying them: the same reactors stay.
  func test_theFirstUpdateOfAnUnsharedCollectionKeepsItsChildrenAndFreesTheOnesThatLeft() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2, 3]))
    let one = collection[identity: 1]
    let three = collection[identity: 3]
    weak let two = collection[identity: 2]

    collection.apply(todos([3, 1, 4]))

    XCTAssertEqual(collection.models.map(\.id), [3, 1, 4])
    XCTAssertTrue(collection[identity: 1] === one)
    XCTAssertTrue(collection[identity: 3] === three)
    XCTAssertTrue(collection[0] === three)
    XCTAssertNil(two)
    XCTAssertEqual(collection[identity: 4]?.currentState.todo, Todo(id: 4, title: "t4"))
  }

  // Here the initializer's version is unshared again, but a copy's update
  // let some of its children go: those are made again, the others kept.
  func test_anUnsharedCollectionWhoseCopyLetChildrenGo_remakesThemOnItsFirstUpdate() {
    var collection = ReactorCollection<Todo, TodoCellReactor>(todos([1, 2, 3]))
    let one = collection[identity: 1]
    do {
      var copy = collection
      copy.apply(todos([1]))
    }

    collection.apply(todos([1, 2, 3, 4]))

    XCTAssertEqual(collection.models.map(\.id), [1, 2, 3, 4])
    XCTAssertTrue(collection[identity: 1] === one)
    XCTAssertEqual(collection.reactors.map(\.currentState.todo), todos([1, 2, 3, 4]))
    XCTAssertEqual(Set(collection.reactors.map { ObjectIdentifier($0) }).count, 4)
  }
}
