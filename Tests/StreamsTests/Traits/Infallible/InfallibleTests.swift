import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// An infallible's curried `bind(to:)` (RxCocoa's binder functions) and its
/// conversion to a `Driver` or a `Signal`.
final class InfallibleTests: XCTestCase {
  /// On a mocked sharing scheduler: the infallible of a hot source (1, 2
  /// and 3 at 210, 220 and 260) shared by `share`, subscribed at 200 and at
  /// 250: what each subscriber received and the source's subscriptions.
  private func runEarlyAndLateSubscriber<Shared: ObservableConvertibleType>(
    _ share: @escaping (Infallible<Int>) -> Shared
  ) -> (early: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>], subscriptions: [Subscription])
  where Shared.Element == Int {
    var run: ([Recorded<Event<Int>>], [Recorded<Event<Int>>], [Subscription]) = ([], [], [])
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
      let (first, second) = scheduler.startTwoObservers(
        of: share(xs.asInfallible(onErrorJustReturn: 0)), first: (200, 1000), second: (250, 1000))
      run = (first.events, second.events, xs.subscriptions)
    }
    return run
  }

  func test_curriedBindTo_passesTheInfallibleToTheBinderAndReturnsItsResult() {
    let source = Infallible.of(1, 2, 3)
    var received: [Int] = []
    let binder = { (infallible: Infallible<Int>) -> String in
      _ = infallible.subscribe(onNext: { received.append($0) })
      return "bound"
    }
    let result = source.bind(to: binder)
    XCTAssertEqual(result, "bound")
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_curriedBindTo_withACurriedArgumentPassedAsATrailingClosure() {
    var rows: [String] = []
    // The shape of `tableView.rx.items(cellIdentifier:cellType:)`.
    func items(_ source: Infallible<String>) -> (@escaping (Int, String) -> String) -> Disposable {
      { configure in
        var row = 0
        return source.subscribe(onNext: { element in
          rows.append(configure(row, element))
          row += 1
        })
      }
    }
    let disposable = Infallible.of("a", "b").bind(to: items) { row, element in
      "\(row): \(element)"
    }
    XCTAssertEqual(rows, ["0: a", "1: b"])
    disposable.dispose()
  }

  func test_asDriver_deliversTheElementsOnTheSharingScheduler() {
    withMockedSharingScheduler { scheduler in
      let res = scheduler.run(hot: [.next(210, 1), .next(220, 2), .error(230, TestError.boom)]) {
        xs in xs.asInfallible(onErrorJustReturn: 9).asDriver()
      }
      // The mocked scheduler delivers each event in an action of its own,
      // a tick later: the replacement and the completion a tick apart.
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, 9), .completed(232)])
      XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    }
  }

  func test_asDriver_replaysTheLatestElementToALaterSubscriber() {
    let run = runEarlyAndLateSubscriber { $0.asDriver() }
    XCTAssertEqual(run.early, [.next(211, 1), .next(221, 2), .next(261, 3)])
    XCTAssertEqual(run.late, [.next(250, 2), .next(261, 3)])
    XCTAssertEqual(run.subscriptions, [Subscription(200, 1000)])
  }

  func test_asSignal_doesNotReplayToALaterSubscriber() {
    let run = runEarlyAndLateSubscriber { $0.asSignal() }
    XCTAssertEqual(run.early, [.next(211, 1), .next(221, 2), .next(261, 3)])
    XCTAssertEqual(run.late, [.next(261, 3)])
  }

  func test_asDriverOnTheMainThread_deliversSynchronously() {
    var received: [Int] = []
    let subscription = Infallible.of(1, 2).asDriver().drive(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2])
    subscription.dispose()
  }

  func test_asInfallibleOnErrorJustReturn_replacesTheErrorAndCompletes() {
    let res = runOverHot([.next(210, 1), .error(220, TestError.boom)]) { xs, _ in
      xs.asInfallible(onErrorJustReturn: 0).asObservable()
    }
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

  // MARK: Wrapping a callback API

  func test_infallibleCreateWrapsACallbackThatCapturesTheObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Infallible<String>.create { observer in
      service.fetchAll(
        cities: ["Oslo"],
        each: { observer(.next($0)) },
        done: { observer(.completed) })
      return Disposables.create()
    }

    XCTAssertEqual(try weather.asObservable().toBlocking(timeout: 10).toArray(), ["Oslo: sunny"])
  }
}
