import ReactorCore
import Streams
import TestSupport
import XCTest

final class NoActionTests: XCTestCase {
  func test_noActionIsNever() {
    XCTAssertTrue(NoAction.self == Never.self)
  }

  func test_noActionCellReactorCurrentStateIsItsModel() {
    let reactor = MainCellReactor(Main(message: "Buy milk", isDone: false))

    XCTAssertEqual(reactor.currentState, Main(message: "Buy milk", isDone: false))
  }

  func test_noActionCellReactorStateReplaysItsModelToEverySubscriber() {
    let reactor = MainCellReactor(Main(message: "Walk", isDone: true))
    var first: [Main] = []
    var second: [Main] = []

    let bag = DisposeBag()
    reactor.state.subscribe(onNext: { first.append($0) }).disposed(by: bag)
    reactor.state.subscribe(onNext: { second.append($0) }).disposed(by: bag)

    XCTAssertEqual(first, [Main(message: "Walk", isDone: true)])
    XCTAssertEqual(second, [Main(message: "Walk", isDone: true)])
    XCTAssertEqual(reactor.currentState, Main(message: "Walk", isDone: true))
  }

  func test_noActionCellReactorActionSubjectIgnoresTerminalEvents() {
    let reactor = MainCellReactor(Main(message: "Read", isDone: false))

    reactor.action.onError(TestError.boom)
    reactor.action.onCompleted()

    XCTAssertEqual(reactor.currentState.message, "Read")
  }

  func test_neverActionCellReactorWorksLikeNoAction() {
    let reactor = NeverCellReactor(Main(message: "Cook", isDone: true))
    var states: [Main] = []
    let subscription = reactor.state.subscribe(onNext: { states.append($0) })
    defer { subscription.dispose() }

    XCTAssertEqual(states, [Main(message: "Cook", isDone: true)])
    XCTAssertEqual(reactor.currentState, Main(message: "Cook", isDone: true))
  }

  func test_manyCellReactorsKeepTheirOwnModels() {
    let reactors = (0..<200).map {
      MainCellReactor(Main(message: "item \($0)", isDone: $0 % 2 == 0))
    }
    var seen: [String] = []
    let bag = DisposeBag()
    for reactor in reactors {
      reactor.state.subscribe(onNext: { seen.append($0.message) }).disposed(by: bag)
    }

    XCTAssertEqual(seen, (0..<200).map { "item \($0)" })
    XCTAssertEqual(reactors.map(\.currentState.isDone), (0..<200).map { $0 % 2 == 0 })
  }
}
