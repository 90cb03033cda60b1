import Dispatch
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ObserveOnTests: XCTestCase {
  // MARK: observe(on:)

  func test_observeOn_deliversEachEventOneTickLaterOnScheduler() {
    let res = runOverHot([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)]) {
      xs, scheduler in xs.observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 2), .next(221, 3), .completed(301)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_observeOn_deliversEventsOfTheSameTickInOrderOneTickApart() {
    let res = startOnNewScheduler { scheduler in Observable.of(1, 2, 3).observe(on: scheduler) }
    // As in RxTest: one scheduled action per event, each one tick later.
    XCTAssertEqual(
      res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  func test_observeOn_deliversErrorOnScheduler() {
    let res = runOverHot([.next(210, 2), .error(300, TestError.boom)]) { xs, scheduler in
      xs.observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 2), .error(301, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 300)])
  }

  func test_observeOn_aLargeBurstOnASerialQueueArrivesWholeAndInOrder() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observeOn.burst")
    let subject = PublishSubject<Int>()
    let received = EventRecorder<Int>()
    let done = DispatchSemaphore(value: 0)
    let subscription = subject.observe(on: scheduler).subscribe { event in
      received.on(event)
      if event.isCompleted { done.signal() }
    }
    // Sent far faster than the queue drains it: the backlog reaches most of
    // the burst (each event used to cost O(backlog)).
    for value in 0..<100_000 { subject.onNext(value) }
    subject.onCompleted()
    done.wait()
    XCTAssertEqual(received.elements, Array(0..<100_000))
    subscription.dispose()
  }

  func test_observeOn_disposalDropsEventsNotYetDelivered() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(hot: [.next(210, 1), .next(400, 2), .next(450, 3)], disposed: 400) {
      xs in xs.observe(on: scheduler)
    }
    XCTAssertEqual(res.events, [.next(211, 1)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 400)])
  }

  func test_observeOn_withoutProcessingDelayDeliversInTheSameTick() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])
    let res = scheduler.start { xs.observe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
  }

  func test_observeOnDeliversAnEventSentWhileTheEarlierDrainIsStillBeingScheduled() {
    let scheduler = InlineFirstScheduler()
    var source: AnyObserver<Int>?
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      source = observer
      return Disposables.create()
    }
    .observe(on: scheduler).subscribe(recorder)
    // The first drain has already run when this lands, but its scheduling
    // call has not returned yet (a subject would hold this back until then).
    scheduler.afterFirstAction = { source?.onNext(2) }
    source?.onNext(1)
    scheduler.run()
    XCTAssertEqual(recorder.elements, [1, 2])
  }

  func test_observeOn_onARealSchedulerDeliversEveryQueuedEventInOrder() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "observeOn.batch")
    let done = expectation(description: "completed")
    let recorder = EventRecorder<Int>()
    _ = Observable.from(Array(1...100)).observe(on: scheduler)
      .do(onCompleted: { done.fulfill() }).subscribe(recorder)
    wait(for: [done], timeout: 5)
    XCTAssertEqual(recorder.elements, Array(1...100))
  }
}
