import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class DriverTests: XCTestCase {
  override func tearDown() {
    // A reentrant main-scheduler action queued on the main queue would make
    // later inline deliveries (in other tests too) go through the queue.
    drainMainQueue()
    super.tearDown()
  }

  func test_driver_errorBecomesOnErrorJustReturnAndCompletes() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    _ = subject.asDriver(onErrorJustReturn: -1).drive(AnyObserver { events.append($0) })
    subject.onNext(1)
    subject.onError(TestError.boom)
    XCTAssertEqual(events, [.next(1), .next(-1), .completed])
  }

  func test_driver_onErrorDriveWithAndRecover() {
    var values: [Int] = []
    _ = Observable<Int>.error(TestError.boom)
      .asDriver(onErrorDriveWith: Driver.just(5)).drive(onNext: { values.append($0) })
    _ = Observable<Int>.error(TestError.boom)
      .asDriver(onErrorRecover: { _ in .of(6, 7) }).drive(onNext: { values.append($0) })
    XCTAssertEqual(values, [5, 6, 7])
  }

  func test_driver_replaysLatestToSecondSubscriberAndSharesOneSubscription() {
    var subscriptions = 0
    let subject = PublishSubject<Int>()
    let driver = subject.do(onSubscribe: { subscriptions += 1 })
      .asDriver(onErrorJustReturn: 0)
    var first: [Int] = []
    var second: [Int] = []
    let a = driver.drive(onNext: { first.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    let b = driver.drive(onNext: { second.append($0) })
    subject.onNext(3)
    XCTAssertEqual(first, [1, 2, 3])
    XCTAssertEqual(second, [2, 3])
    XCTAssertEqual(subscriptions, 1)
    a.dispose()
    b.dispose()
  }

  func test_driver_lastSubscriberLeavingDisconnectsAndNextOneReconnects() {
    var subscriptions = 0
    var disposals = 0
    let driver = Observable<Int>.never()
      .do(onSubscribe: { subscriptions += 1 }, onDispose: { disposals += 1 })
      .asDriver(onErrorJustReturn: 0)
    let a = driver.drive()
    let b = driver.drive()
    a.dispose()
    XCTAssertEqual(disposals, 0)
    b.dispose()
    XCTAssertEqual(disposals, 1)
    driver.drive().dispose()
    XCTAssertEqual(subscriptions, 2)
  }

  func test_driveRelays_behaviorAndPublish() {
    let source = BehaviorRelay(value: 1)
    let target = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    var forwarded: [Int] = []
    _ = publish.subscribe(onNext: { forwarded.append($0) })
    let bag = DisposeBag()
    source.asDriver().drive(target).disposed(by: bag)
    source.asDriver().drive(publish).disposed(by: bag)
    source.accept(2)
    XCTAssertEqual(target.value, 2)
    XCTAssertEqual(forwarded, [1, 2])
  }

  func test_driverOperators_mapFilterCompactMapDistinctStartWith() {
    let relay = PublishRelay<Int>()
    var values: [String] = []
    let bag = DisposeBag()
    relay.asDriver()
      .map { $0 * 2 }
      .filter { $0 != 4 }
      .distinctUntilChanged()
      .compactMap { $0 > 100 ? nil : "\($0)" }
      .startWith("start")
      .drive(onNext: { values.append($0) })
      .disposed(by: bag)
    for value in [1, 2, 3, 3, 200] { relay.accept(value) }
    XCTAssertEqual(values, ["start", "2", "6"])
  }

  func test_driverFlatMapLatest_followsTheLatestInner() {
    let outer = PublishRelay<Int>()
    let inners = [BehaviorRelay(value: "a0"), BehaviorRelay(value: "b0")]
    var values: [String] = []
    let bag = DisposeBag()
    outer.asDriver().flatMapLatest { inners[$0].asDriver() }
      .drive(onNext: { values.append($0) }).disposed(by: bag)
    // Subscribing an inner driver inside the outer one's delivery re-enters
    // the main scheduler, which queues the inner's first value (as RxSwift's
    // `MainScheduler` does) and whatever follows it until the queue ran.
    outer.accept(0)
    drainMainQueue()
    inners[0].accept("a1")
    outer.accept(1)
    drainMainQueue()
    inners[0].accept("a2")
    inners[1].accept("b1")
    XCTAssertEqual(values, ["a0", "a1", "b0", "b1"])
  }

  func test_driverCombineLatestZipMergeWithLatestFrom() {
    let a = BehaviorRelay(value: 1)
    let b = BehaviorRelay(value: 10)
    var combined: [Int] = []
    var zipped: [String] = []
    var merged: [Int] = []
    var sampled: [Int] = []
    let bag = DisposeBag()
    Driver.combineLatest(a.asDriver(), b.asDriver()) { $0 + $1 }
      .drive(onNext: { combined.append($0) }).disposed(by: bag)
    Driver.zip(a.asDriver(), b.asDriver(), a.asDriver(), b.asDriver())
      .map { "\($0.0)-\($0.1)-\($0.2)-\($0.3)" }
      .drive(onNext: { zipped.append($0) }).disposed(by: bag)
    Driver.merge(a.asDriver(), b.asDriver()).drive(onNext: { merged.append($0) })
      .disposed(by: bag)
    a.asDriver().withLatestFrom(b.asDriver()).drive(onNext: { sampled.append($0) })
      .disposed(by: bag)
    a.accept(2)
    XCTAssertEqual(combined, [11, 12])
    XCTAssertEqual(zipped, ["1-10-1-10"])
    XCTAssertEqual(merged, [1, 10, 2])
    XCTAssertEqual(sampled, [10, 10])
  }

  func test_driverCombineLatestTuple() {
    var pairs: [String] = []
    _ = Driver.combineLatest(Driver.just(1), Driver.just("a"))
      .drive(onNext: { pairs.append("\($0.0)\($0.1)") })
    XCTAssertEqual(pairs, ["1a"])
  }

  func test_driverCombineLatestAndZipOfACollection_emitArrays() {
    var combined: [[Int]] = []
    var zipped: [[Int]] = []
    let relays = [BehaviorRelay(value: 1), BehaviorRelay(value: 2)]
    let bag = DisposeBag()
    Driver.combineLatest(relays.map { $0.asDriver() }).drive(onNext: { combined.append($0) })
      .disposed(by: bag)
    Driver.zip([Driver.just(1), Driver.of(2, 3)]).drive(onNext: { zipped.append($0) })
      .disposed(by: bag)
    relays[1].accept(5)
    XCTAssertEqual(combined, [[1, 2], [1, 5]])
    XCTAssertEqual(zipped, [[1, 2]])
  }

  func test_driverJustEmptyNever() {
    var events: [Event<Int>] = []
    _ = Driver.just(1).drive(AnyObserver { events.append($0) })
    _ = Driver<Int>.empty().drive(AnyObserver { events.append($0) })
    _ = Driver<Int>.never().drive(AnyObserver { events.append($0) })
    XCTAssertEqual(events, [.next(1), .completed, .completed])
  }

  func test_driverAsSignal_stopsReplaying() {
    let relay = BehaviorRelay(value: 1)
    let signal = relay.asDriver().asSignal()
    var values: [Int] = []
    let first = signal.emit()
    _ = signal.emit(onNext: { values.append($0) })
    relay.accept(2)
    XCTAssertEqual(values, [2])
    first.dispose()
  }

  func test_driver_fedFromABackgroundThreadDeliversOnTheMainThread() {
    let subject = PublishSubject<Int>()
    let delivered = expectation(description: "delivered on main")
    let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { value in
      XCTAssertTrue(Thread.isMainThread)
      XCTAssertEqual(value, 7)
      delivered.fulfill()
    })
    DispatchQueue.global().async { subject.onNext(7) }
    wait(for: [delivered], timeout: 10)
    subscription.dispose()
  }

  func test_driverDebounce_onTheMainScheduler() {
    let relay = PublishRelay<Int>()
    let delivered = expectation(description: "debounced")
    var values: [Int] = []
    let subscription = relay.asDriver().debounce(.milliseconds(20)).drive(onNext: {
      values.append($0)
      delivered.fulfill()
    })
    relay.accept(1)
    relay.accept(2)
    wait(for: [delivered], timeout: 10)
    XCTAssertEqual(values, [2])
    subscription.dispose()
  }
}
