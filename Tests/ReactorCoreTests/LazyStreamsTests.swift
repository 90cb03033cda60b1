import ReactorCore
import Streams
import XCTest

/// A reactor whose `action` and `state` are never used costs nothing beyond
/// itself (the bytes are measured by the benchmarks); here: it behaves.
final class LazyStreamsTests: XCTestCase {
  func test_reactorReadOnlyThroughCurrentStateReturnsItsInitialState() {
    let reactor = MainCellReactor(Main(message: "Idle", isDone: false))

    XCTAssertEqual(reactor.currentState, Main(message: "Idle", isDone: false))
    XCTAssertEqual(reactor.currentState, reactor.initialState)
  }

  func test_reactorReadOnlyThroughCurrentStateKeepsStubDisabled() {
    let reactor = MainCellReactor(Main(message: "Idle", isDone: false))
    _ = reactor.currentState

    XCTAssertFalse(reactor.isStubEnabled)
  }

  func test_reactorReadOnlyThroughCurrentStateIsFreed() {
    weak var weakReactor: MainCellReactor?
    do {
      let reactor = MainCellReactor(Main(message: "Idle", isDone: true))
      weakReactor = reactor
      XCTAssertTrue(reactor.currentState.isDone)
      XCTAssertFalse(reactor.isStubEnabled)
    }

    XCTAssertNil(weakReactor)
  }

  func test_streamsCreatedAfterCurrentStateReadsStartFromInitialState() {
    let reactor = ClassicCounterReactor()
    XCTAssertEqual(reactor.currentState.count, 0)
    XCTAssertFalse(reactor.isStubEnabled)

    var counts: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    defer { subscription.dispose() }
    reactor.action.onNext(.increase)

    XCTAssertEqual(counts, [0, 1])
  }

  func test_manyIdleCellReactorsEachReadTheirOwnModel() {
    let reactors = (0..<10_000).map {
      MainCellReactor(Main(message: "cell \($0)", isDone: $0 % 3 == 0))
    }

    let mismatches = reactors.indices.filter { index in
      reactors[index].currentState != Main(message: "cell \(index)", isDone: index % 3 == 0)
    }

    XCTAssertEqual(mismatches, [])
    XCTAssertFalse(reactors.contains { $0.isStubEnabled })
  }
}
