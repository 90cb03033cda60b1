import ReactorTesting
import Streams
import TestSupport
import XCTest

final class InfallibleTests: XCTestCase {
  func test_asInfallibleOnErrorJustReturn_replacesTheErrorAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).asObservable() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
  }

  func test_asInfallibleOnErrorFallbackToAndRecover() {
    let failing = Observable<Int>.error(TestError.boom)
    XCTAssertEqual(
      SingleTests.events(
        failing.asInfallible(onErrorFallbackTo: .of(1, 2)).asObservable()),
      [.next(1), .next(2), .completed])
    var recovered: [TestError] = []
    let infallible = failing.asInfallible(onErrorRecover: { error in
      recovered.append(error as! TestError)
      return .just(3)
    })
    XCTAssertEqual(SingleTests.events(infallible.asObservable()), [.next(3), .completed])
    XCTAssertEqual(recovered, [.boom])
  }

  func test_infallibleCreate_deliversElementsAndCompletion() {
    var log: [String] = []
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.completed)
      observer(.next(2))
      return Disposables.create()
    }
    _ = infallible.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["next 1", "completed", "disposed"])
  }

  func test_infallibleOperators_mapFilterFlatMap() {
    let result = Infallible.from([1, 2, 3]).map { $0 * 2 }.filter { $0 > 2 }
      .flatMap { Infallible.of($0, $0 + 1) }
    XCTAssertEqual(
      SingleTests.events(result.asObservable()),
      [.next(4), .next(5), .next(6), .next(7), .completed])
    XCTAssertEqual(SingleTests.events(Infallible<Int>.empty().asObservable()), [.completed])
    XCTAssertEqual(SingleTests.events(Infallible<Int>.never().asObservable()), [])
    XCTAssertEqual(SingleTests.events(Infallible.just(1).asObservable()), [.next(1), .completed])
  }

  func test_infallibleBind_toRelaysAndObservers() {
    let relay = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    var received: [Int] = []
    _ = publish.subscribe(onNext: { received.append($0) })
    _ = Infallible.of(1, 2).bind(to: relay)
    _ = Infallible.of(3).bind(to: publish)
    var events: [Event<Int>] = []
    _ = Infallible.of(4).bind(to: AnyObserver { events.append($0) })
    XCTAssertEqual(relay.value, 2)
    XCTAssertEqual(received, [3])
    XCTAssertEqual(events, [.next(4), .completed])
  }
}
