import ReactorCore
import Streams
import XCTest

/// A reactor whose `Action` differs from its `Mutation` and that does not
/// implement `mutate`.
private final class NoMutateReactor: Reactor {
  enum Action { case tap }
  enum Mutation { case set(Int) }
  struct State { var value = 0 }
  let initialState = State()
}

/// A cell reactor compared by identity.
private final class ItemReactor: Reactor, IdentityHashable {
  typealias Action = NoAction
  struct State { var title: String }
  let initialState: State
  init(_ title: String) { initialState = State(title: title) }
}

/// A screen state holding cell reactors, `Equatable` with no hand-written `==`.
private struct ScreenState: Equatable {
  var items: [ItemReactor]
}

/// Details where ReactorKit users rely on ReactorKit's exact behaviour.
final class ReactorKitParityTests: XCTestCase {
  func test_stateIsTheSameObservableOnEveryAccess() {
    let reactor = ClassicCounterReactor()
    XCTAssertTrue(reactor.state === reactor.state)
  }

  func test_defaultMutateOfAReactorWhoseActionIsNotItsMutationEmitsNothing() {
    let reactor = NoMutateReactor()
    var states: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0.value) })
    reactor.action.onNext(.tap)
    XCTAssertEqual(states, [0])
    subscription.dispose()
  }

  func test_identityEquatableReactorsAreEqualOnlyToThemselves() {
    let first = ItemReactor("a")
    let twin = ItemReactor("a")
    XCTAssertEqual(first, first)
    XCTAssertNotEqual(first, twin)
    XCTAssertEqual(ScreenState(items: [first]), ScreenState(items: [first]))
    XCTAssertNotEqual(ScreenState(items: [first]), ScreenState(items: [twin]))
    XCTAssertEqual(Set([first, first, twin]).count, 2)
  }
}
