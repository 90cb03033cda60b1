import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DoTests: XCTestCase {
  /// `do` with every callback recording `name@tick` into `log`.
  private func logged(
    _ source: TestableObservable<Int>, _ scheduler: TestScheduler, _ log: Log
  ) -> Observable<Int> {
    source.do(
      onNext: { log.append("next(\($0))@\(scheduler.clock)") },
      onError: { log.append("error(\($0))@\(scheduler.clock)") },
      onCompleted: { log.append("completed@\(scheduler.clock)") },
      onSubscribe: { log.append("subscribe@\(scheduler.clock)") },
      onDispose: { log.append("dispose@\(scheduler.clock)") })
  }

  /// A `create` source logging its subscription and disposal, wrapped in a
  /// `do` logging every callback, as RxSwift's `testDoOnOrder_*` tests do.
  private func orderLogged(_ log: Log, _ body: @escaping (AnyObserver<Int>) -> Void)
    -> Observable<Int>
  {
    Observable<Int>.create { observer in
      log.append("sourceSubscribe")
      body(observer)
      return Disposables.create { log.append("sourceDispose") }
    }
    .do(
      onNext: { _ in log.append("onNext") },
      onError: { _ in log.append("onError") },
      onCompleted: { log.append("onCompleted") },
      onSubscribe: { log.append("onSubscribe") },
      onSubscribed: { log.append("onSubscribed") },
      onDispose: { log.append("onDispose") })
  }

  // MARK: do

  func test_do_runsSideEffectsForEachEventWithoutChangingThem() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(300),
    ])
    let log = Log()
    let res = scheduler.start { self.logged(xs, scheduler, log) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(
      log.lines, ["subscribe@200", "next(1)@210", "next(2)@220", "completed@300", "dispose@300"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_do_onErrorRunsAndErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let log = Log()
    let res = scheduler.start { self.logged(xs, scheduler, log) }
    XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError.boom)])
    XCTAssertEqual(log.lines, ["subscribe@200", "next(1)@210", "error(boom)@250", "dispose@250"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_do_onDisposeRunsWhenSubscriptionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(320, 2)])
    let log = Log()
    let res = scheduler.start(disposed: 300) { self.logged(xs, scheduler, log) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(log.lines, ["subscribe@200", "next(1)@210", "dispose@300"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_do_errorThrownByOnNextEndsSequenceInsteadOfElement() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.do(onNext: { _ = try passOrThrow($0, failingOn: 2) })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_do_errorThrownByOnCompletedReplacesCompletion() {
    let res = runOverHot([.next(210, 1), .completed(300)]) { xs, _ in
      xs.do(onCompleted: { throw TestError.other(3) })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(300, TestError.other(3))])
  }

  func test_do_errorThrownByOnErrorReplacesError() {
    let res = runOverHot([.error(250, TestError.boom, Int.self)]) { xs, _ in
      xs.do(onError: { _ in throw TestError.other(4) })
    }
    XCTAssertEqual(res.events, [.error(250, TestError.other(4))])
  }

  func test_do_onSubscribeRunsForEverySubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribeCount = 0
    var disposeCount = 0
    let source = Observable.of(1).do(
      onSubscribe: { subscribeCount += 1 }, onDispose: { disposeCount += 1 })
    _ = source.subscribe { _ in }
    _ = source.subscribe { _ in }
    scheduler.start()
    XCTAssertEqual(subscribeCount, 2)
    XCTAssertEqual(disposeCount, 2)
  }

  func test_do_sourceEndingLaterIsDisposedBeforeOnDispose() {
    let log = Log()
    _ = startOnNewScheduler { scheduler in
      self.orderLogged(log) { observer in
        scheduler.scheduleAt(300) {
          observer.onNext(0)
          observer.onCompleted()
        }
      }
    }
    XCTAssertEqual(
      log.lines,
      [
        "onSubscribe", "sourceSubscribe", "onSubscribed", "onNext", "onCompleted",
        "sourceDispose", "onDispose",
      ])
  }

  func test_do_sourceFailingDuringSubscriptionRunsOnSubscribedBeforeOnDispose() {
    let log = Log()
    _ = orderLogged(log) { observer in
      observer.onNext(0)
      observer.onError(TestError.boom)
    }
    .subscribe { _ in }
    XCTAssertEqual(
      log.lines,
      [
        "onSubscribe", "sourceSubscribe", "onNext", "onError", "sourceDispose", "onSubscribed",
        "onDispose",
      ])
  }

  func test_do_sourceCompletingDuringSubscriptionRunsOnSubscribedBeforeOnDispose() {
    let log = Log()
    let res = startOnNewScheduler { _ in
      self.orderLogged(log) { observer in
        observer.onNext(1)
        observer.onCompleted()
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(
      log.lines,
      [
        "onSubscribe", "sourceSubscribe", "onNext", "onCompleted", "sourceDispose",
        "onSubscribed", "onDispose",
      ])
  }

  func test_do_disposalDisposesSourceBeforeOnDispose() {
    let log = Log()
    orderLogged(log) { observer in observer.onNext(0) }
      .subscribe { _ in }
      .dispose()
    XCTAssertEqual(
      log.lines,
      ["onSubscribe", "sourceSubscribe", "onNext", "onSubscribed", "sourceDispose", "onDispose"])
  }
}
