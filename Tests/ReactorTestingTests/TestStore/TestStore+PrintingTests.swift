import ReactorCore
import XCTest

@testable import ReactorTesting

/// A reactor whose `retag` rebuilds an equal set that iterates in another
/// order, and counts.
private final class TagReactor: Reactor {
  enum Action {
    case retag
  }

  struct State: Equatable {
    var count = 0
    var tags: Set<String> = Set(tagNames)
  }

  static let tagNames = (0..<20).map { "tag \($0)" }

  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    var rebuilt = Set<String>(minimumCapacity: 1_000)
    for name in Self.tagNames.reversed() { rebuilt.insert(name) }
    state.tags = rebuilt
    state.count += 1
    return state
  }
}

/// How states print in a ``TestStore``'s failure messages.
final class TestStoreStateDumpTests: StoreFailureTestCase {
  func test_equalSetsInDifferentInsertionOrders_printIdentically() {
    let names = (0..<20).map { "tag \($0)" }
    var large = Set<String>(minimumCapacity: 1_000)
    for name in names.reversed() { large.insert(name) }
    let small = Set(names)
    XCTAssertNotEqual(Array(small), Array(large), "precondition: iteration orders differ")

    XCTAssertEqual(StateTree(of: small).nestedLines, StateTree(of: large).nestedLines)
  }

  func test_failureMessage_showsNoDiffForAnEqualSetRebuiltInAnotherOrder() {
    let store = makeStore(TagReactor())

    store.send(.retag) { $0.count = 5 }
    store.finish()

    let changed = log.messages.joined().split(separator: "\n").filter {
      $0.hasPrefix("−") || $0.hasPrefix("+")
    }
    XCTAssertEqual(changed, ["−   count: 5,", "+   count: 1,"])
  }

  func test_failureMessage_showsAPulseByItsValueNotItsAssignmentCount() {
    let store = makeStore(MessageReactor())
    store.send(.save) { $0.message = "Saved draft" }

    store.send(.save) { $0.message = "Saved twice" }
    store.finish()

    XCTAssertEqual(
      log.messages,
      [
        saveMismatchMessage(expected: "Saved twice")
      ])
  }

  func test_nestedDump_printsAPulseAsItsValue() {
    var state = MessageReactor.State(message: "a")
    state.message = "b"

    XCTAssertEqual(
      StateTree(of: state).nestedLines,
      ["MessageReactor.State(", "  name: \"draft\",", "  message: \"b\"", ")"])
  }
}
