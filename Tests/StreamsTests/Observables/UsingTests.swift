import ReactorTesting
import Streams
import TestSupport
import XCTest

/// A resource that records when it was disposed.
private final class TrackedResource: Disposable {
  private let scheduler: TestScheduler
  private(set) var disposedAt: [TestTime] = []

  init(scheduler: TestScheduler) { self.scheduler = scheduler }

  func dispose() { disposedAt.append(scheduler.clock) }
}

final class UsingTests: XCTestCase {
  func test_usingDisposesTheResourceWhenTheSequenceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    var resources: [TrackedResource] = []
    let res = scheduler.start {
      Observable.using(
        { () -> TrackedResource in
          let resource = TrackedResource(scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        observableFactory: { _ in xs.asObservable() })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(resources.count, 1)
    XCTAssertEqual(resources.first?.disposedAt, [250])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_usingDisposesTheResourceWhenTheSubscriptionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(500)])
    let resource = TrackedResource(scheduler: scheduler)
    let res = scheduler.start(disposed: 300) {
      Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
    }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(resource.disposedAt, [300])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func test_usingResourceFactoryErrorIsEmitted() {
    var factoryCalls = 0
    let res = startOnNewScheduler { _ in
      Observable<Int>.using(
        { () -> TrackedResource in throw TestError.boom },
        observableFactory: { _ in
          factoryCalls += 1
          return .never()
        })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(factoryCalls, 0)
  }

  func test_usingObservableFactoryErrorIsEmittedAndTheResourceDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = TrackedResource(scheduler: scheduler)
    let res = scheduler.start {
      Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(resource.disposedAt, [200])
  }

  func test_usingMakesOneResourcePerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var made = 0
    let source = Observable.using(
      { () -> TrackedResource in
        made += 1
        return TrackedResource(scheduler: scheduler)
      },
      observableFactory: { _ in Observable.just(made) })
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(210) { _ = source.subscribe(first) }
    scheduler.scheduleAt(220) { _ = source.subscribe(second) }
    scheduler.start()
    XCTAssertEqual(made, 2)
    XCTAssertEqual(first.events, [.next(210, 1), .completed(210)])
    XCTAssertEqual(second.events, [.next(220, 2), .completed(220)])
  }
}
