import ReactorTesting
import Streams
import TestSupport
import XCTest

/// A resource that records when it is disposed.
private final class Resource: Disposable {
  let id: Int
  private let scheduler: TestScheduler
  private(set) var disposedAt: [TestTime] = []

  init(id: Int, scheduler: TestScheduler) {
    self.id = id
    self.scheduler = scheduler
  }

  func dispose() { disposedAt.append(scheduler.clock) }
}

/// `using` of `Single`, `Maybe` and `Completable`: a resource per
/// subscription, disposed when the subscription ends.
final class PrimitiveSequenceUsingTests: XCTestCase {
  func test_singleUsing_makesTheResourceOnSubscriptionAndDisposesItAtTheEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [Resource] = []
    var createdAt: [TestTime] = []
    let res = scheduler.start {
      Single.using(
        { () -> Resource in
          createdAt.append(scheduler.clock)
          let resource = Resource(id: resources.count + 7, scheduler: scheduler)
          resources.append(resource)
          return resource
        },
        primitiveSequenceFactory: { resource in
          scheduler.createColdObservable([.next(10, resource.id), .completed(10)]).asSingle()
        })
    }
    XCTAssertEqual(res.events, [.next(210, 7), .completed(210)])
    XCTAssertEqual(createdAt, [200])
    XCTAssertEqual(resources.map(\.disposedAt), [[210]])
  }

  func test_singleUsing_disposesTheResourceOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Single<Int>.using(
        { resource },
        primitiveSequenceFactory: { _ in
          scheduler.createColdObservable([.error(15, TestError.boom)]).asSingle()
        })
    }
    XCTAssertEqual(res.events, [.error(215, TestError.boom)])
    XCTAssertEqual(resource.disposedAt, [215])
  }

  func test_singleUsing_disposesTheResourceWhenTheSubscriptionIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start(disposed: 250) {
      Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .never() })
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(resource.disposedAt, [250])
  }

  func test_singleUsing_throwingResourceFactoryFails() {
    let scheduler = TestScheduler(initialClock: 0)
    var factoryCalls = 0
    let res = scheduler.start {
      Single<Int>.using(
        { () throws -> Resource in throw TestError.other(1) },
        primitiveSequenceFactory: { _ in
          factoryCalls += 1
          return .just(1)
        })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.other(1))])
    XCTAssertEqual(factoryCalls, 0)
  }

  func test_singleUsing_throwingSequenceFactoryFailsAndDisposesTheResource() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(resource.disposedAt, [200])
  }

  func test_maybeUsing_disposesTheResourceWhenItCompletesEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let resource = Resource(id: 1, scheduler: scheduler)
    let res = scheduler.start {
      Maybe<Int>.using(
        { resource },
        primitiveSequenceFactory: { _ in
          scheduler.createColdObservable([.completed(20)]).asMaybe()
        })
    }
    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(resource.disposedAt, [220])
  }

  func test_completableUsing_makesAResourcePerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var resources: [Resource] = []
    let completable = Completable.using(
      { () -> Resource in
        let resource = Resource(id: resources.count, scheduler: scheduler)
        resources.append(resource)
        return resource
      },
      primitiveSequenceFactory: { _ in
        scheduler.createColdObservable([.completed(5)]).asCompletable()
      })
    let first = scheduler.createObserver(Never.self)
    let second = scheduler.createObserver(Never.self)
    scheduler.subscribe(completable.asObservable(), first, at: 200, disposeAt: 1000)
    scheduler.subscribe(completable.asObservable(), second, at: 300, disposeAt: 1000)
    scheduler.start()
    XCTAssertEqual(first.events, [.completed(205)])
    XCTAssertEqual(second.events, [.completed(305)])
    XCTAssertEqual(resources.map(\.disposedAt), [[205], [305]])
  }
}
