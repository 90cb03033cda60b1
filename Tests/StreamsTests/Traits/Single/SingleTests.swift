import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SingleTests: XCTestCase {
  static func events<Element>(_ source: Observable<Element>) -> [Event<Element>] {
    var events: [Event<Element>] = []
    _ = source.subscribe { events.append($0) }
    return events
  }

  func test_singleCreate_successDeliversElementAndCompletes() {
    var results: [SingleEvent<Int>] = []
    var disposed = false
    let single = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      return Disposables.create { disposed = true }
    }
    _ = single.subscribe { results.append($0) }
    XCTAssertEqual(results.count, 1)
    XCTAssertEqual(try results[0].get(), 1)
    XCTAssertTrue(disposed)
    XCTAssertEqual(
      Self.events(single.asObservable()), [.next(1), .completed])
  }

  func test_singleCreate_failureDeliversError() {
    let single = Single<Int>.create { observer in
      observer(.failure(TestError.boom))
      return Disposables.create()
    }
    var error: Error?
    var disposed = 0
    _ = single.subscribe(
      onSuccess: { _ in XCTFail("no element") }, onFailure: { error = $0 },
      onDisposed: { disposed += 1 })
    XCTAssertEqual(error as? TestError, .boom)
    XCTAssertEqual(disposed, 1)
  }

  func test_singleSubscribe_onDisposedRunsOnceAfterSuccess() {
    var log: [String] = []
    _ = Single.just(3).subscribe(
      onSuccess: { log.append("success \($0)") }, onDisposed: { log.append("disposed") })
    XCTAssertEqual(log, ["success 3", "disposed"])
  }

  func test_singleSubscribe_disposingBeforeResultStopsIt() {
    let res = runOverHot([.next(210, 1), .completed(300)], disposed: 250) { xs, _ in
      xs.asSingle().asObservable()
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 250)])
  }

  func test_singleDebug_logsToTheOutputInsteadOfPrinting() {
    let log = Log()
    var result: Int?
    let single = Single<Int>.just(3).debug("single", output: log.append)
    _ = single.subscribe(onSuccess: { result = $0 })
    XCTAssertEqual(result, 3)
    XCTAssertEqual(
      log.lines.map(\.messageAfterTimestamp),
      [
        "single -> subscribed", "single -> Event next(3)", "single -> Event completed",
        "single -> isDisposed",
      ])
  }

  func test_singleJustErrorNever() {
    XCTAssertEqual(Self.events(Single.just(1).asObservable()), [.next(1), .completed])
    XCTAssertEqual(
      Self.events(Single<Int>.error(TestError.boom).asObservable()), [.error(TestError.boom)])
    XCTAssertEqual(Self.events(Single<Int>.never().asObservable()), [])
  }

  func test_singleMapAndFlatMap_transformTheElement() {
    let res = runOver(
      .cold([.next(10, 2), .completed(10)]), and: .cold([.next(20, "b"), .completed(20)])
    ) { xs, ys, _ in
      xs.asSingle().map { $0 * 10 }.flatMap { value in
        ys.asSingle().map { "\($0)\(value)" }
      }.asObservable()
    }
    XCTAssertEqual(res.events, [.next(230, "b20"), .completed(230)])
    XCTAssertEqual(res.otherSubscriptions, [Subscription(210, 230)])
  }

  func test_singleMap_thrownErrorFails() {
    let single = Single.just(1).map { _ -> Int in throw TestError.other(1) }
    XCTAssertEqual(Self.events(single.asObservable()), [.error(TestError.other(1))])
  }

  func test_singleFilterAndCompactMap_giveMaybes() {
    let kept: Maybe<Int> = Single.just(2).filter { $0 > 1 }
    let dropped: Maybe<Int> = Single.just(2).filter { $0 > 5 }
    let none: Maybe<Int> = Single.just("x").compactMap { Int($0) }
    XCTAssertEqual(Self.events(kept.asObservable()), [.next(2), .completed])
    XCTAssertEqual(Self.events(dropped.asObservable()), [.completed])
    XCTAssertEqual(Self.events(none.asObservable()), [.completed])
  }

  func test_singleFlatMapMaybeAndCompletable() {
    let maybe = Single.just(1).flatMapMaybe { _ in Maybe<String>.empty() }
    let completable = Single.just(1).flatMapCompletable { _ in Completable.empty() }
    XCTAssertEqual(Self.events(maybe.asObservable()), [.completed])
    XCTAssertEqual(Self.events(completable.asObservable()), [.completed])
  }

  func test_singleCatchAndCatchAndReturn_replaceTheError() {
    let caught = Single<Int>.error(TestError.boom).catch { _ in .just(7) }
    let returned = Single<Int>.error(TestError.boom).catchAndReturn(8)
    XCTAssertEqual(Self.events(caught.asObservable()), [.next(7), .completed])
    XCTAssertEqual(Self.events(returned.asObservable()), [.next(8), .completed])
  }

  func test_singleRetry_resubscribesAfterError() {
    var attempts = 0
    let single = Single<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(TestError.boom) : .just(attempts)
    }.retry(3)
    XCTAssertEqual(Self.events(single.asObservable()), [.next(3), .completed])
  }

  func test_singleDo_runsSideEffectsInOrder() {
    var log: [String] = []
    let single = Single.just(1).do(
      onSuccess: { log.append("success \($0)") }, afterSuccess: { _ in log.append("after") },
      onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
    _ = single.subscribe(onSuccess: { log.append("observer \($0)") })
    XCTAssertEqual(log, ["subscribe", "success 1", "observer 1", "after", "dispose"])
  }

  func test_singleDelayAndTimeout_onVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let delayed = scheduler.run(cold: [.next(50, 1), .completed(50)]) { xs in
      xs.asSingle().delay(.seconds(20), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(delayed.events, [.next(270, 1), .completed(270)])

    let late = TestScheduler(initialClock: 0)
    let ys = late.createColdObservable([.next(50, 1), .completed(50)])
    let res = late.start { ys.asSingle().timeout(.seconds(30), scheduler: late).asObservable() }
    XCTAssertEqual(res.events, [.error(230, RxError.timeout(dueTime: .seconds(30)))])
  }

  func test_singleZip_combinesAllElements() {
    let pair = Single.zip(Single.just(1), Single.just("a"))
    let sum = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4)) {
      $0 + $1 + $2 + $3
    }
    let all = Single.zip([Single.just(1), Single.just(2)])
    let empty = Single.zip([Single<Int>]())
    var pairs: [String] = []
    _ = pair.subscribe(onSuccess: { pairs.append("\($0.0)\($0.1)") })
    XCTAssertEqual(pairs, ["1a"])
    XCTAssertEqual(Self.events(sum.asObservable()), [.next(10), .completed])
    XCTAssertEqual(Self.events(all.asObservable()), [.next([1, 2]), .completed])
    XCTAssertEqual(Self.events(empty.asObservable()), [.next([]), .completed])
  }

  func test_singleZip_errorOfOneFailsTheWhole() {
    let zipped = Single.zip(Single.just(1), Single<Int>.error(TestError.boom)) { $0 + $1 }
    XCTAssertEqual(Self.events(zipped.asObservable()), [.error(TestError.boom)])
  }

  func test_singleAsMaybeAndAsCompletable() {
    XCTAssertEqual(Self.events(Single.just(1).asMaybe().asObservable()), [.next(1), .completed])
    XCTAssertEqual(Self.events(Single.just(1).asCompletable().asObservable()), [.completed])
  }

  func test_singleObserveOnAndSubscribeOn_deliverOnTheScheduler() {
    let res = startOnNewScheduler { scheduler in
      Single.just(1).subscribe(on: scheduler).observe(on: scheduler).asObservable()
    }
    XCTAssertEqual(res.events.map(\.value), [.next(1), .completed])
    XCTAssertTrue(res.events.allSatisfy { $0.time > 200 })
  }

  func test_singleDelaySubscribedAtALaterVirtualTimeEmitsExactlyAfterTheDelay() {
    assertArrivesExactly200TicksLater(startingAt: Array(0...1500)) { scheduler, arrived in
      Single.just(1).delay(.milliseconds(200), scheduler: scheduler)
        .subscribe(onSuccess: { _ in arrived() })
    }
  }

  // MARK: Wrapping a callback API

  func test_singleCreateWrapsACallbackThatCapturesTheSingleObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Single<String>.create { single in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text): single(.success(text))
        case .failure(let error): single(.failure(error))
        }
      }
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).single(), "Oslo: sunny")
  }
}
