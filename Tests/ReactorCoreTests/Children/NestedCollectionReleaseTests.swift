import Dispatch
import ReactorCore
import Sections
import Streams
import XCTest

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
