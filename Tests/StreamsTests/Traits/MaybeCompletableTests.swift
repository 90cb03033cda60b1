import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MaybeCompletableTests: XCTestCase {
  // MARK: Maybe

  func test_maybeCreate_eachEventReachesItsCallback() {
    var log: [String] = []
    let success = Maybe<Int>.create { observer in
      observer(.success(1))
      observer(.completed)
      return Disposables.create()
    }
    let empty = Maybe<Int>.create { observer in
      observer(.completed)
      return Disposables.create()
    }
    let failing = Maybe<Int>.create { observer in
      observer(.error(TestError.boom))
      return Disposables.create()
    }
    for maybe in [success, empty, failing] {
      _ = maybe.subscribe(
        onSuccess: { log.append("success \($0)") }, onError: { log.append("error \($0)") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    }
    XCTAssertEqual(
      log, ["success 1", "disposed", "completed", "disposed", "error boom", "disposed"])
  }

  func test_maybeSubscribeEvent_successIsNotFollowedByCompleted() {
    var events: [String] = []
    _ = Maybe.just(1).subscribe { event in
      switch event {
      case .success(let value): events.append("success \(value)")
      case .error: events.append("error")
      case .completed: events.append("completed")
      }
    }
    XCTAssertEqual(events, ["success 1"])
  }

  func test_maybeOperators_mapFilterFlatMap() {
    let mapped = Maybe.just(2).map { $0 * 3 }.filter { $0 > 5 }.flatMap { .just("\($0)") }
    XCTAssertEqual(SingleTests.events(mapped.asObservable()), [.next("6"), .completed])
    let filtered = Maybe.just(2).filter { $0 > 5 }
    XCTAssertEqual(SingleTests.events(filtered.asObservable()), [.completed])
  }

  func test_maybeIfEmpty_switchesOnlyWhenEmpty() {
    XCTAssertEqual(
      SingleTests.events(Maybe<Int>.empty().ifEmpty(default: 4).asObservable()),
      [.next(4), .completed])
    XCTAssertEqual(
      SingleTests.events(Maybe.just(1).ifEmpty(switchTo: Single.just(5)).asObservable()),
      [.next(1), .completed])
    XCTAssertEqual(
      SingleTests.events(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(6)).asObservable()),
      [.next(6), .completed])
  }

  func test_maybeZip_emptyWhenOneIsEmpty() {
    let zipped = Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }
    XCTAssertEqual(SingleTests.events(zipped.asObservable()), [.completed])
    let pair = Maybe.zip(Maybe.just(1), Maybe.just(2)).map { $0 + $1 }
    XCTAssertEqual(SingleTests.events(pair.asObservable()), [.next(3), .completed])
  }

  func test_maybeCatchAndReturnAndAsCompletable() {
    XCTAssertEqual(
      SingleTests.events(Maybe<Int>.error(TestError.boom).catchAndReturn(1).asObservable()),
      [.next(1), .completed])
    XCTAssertEqual(
      SingleTests.events(Maybe.just(1).asCompletable().asObservable()), [.completed])
  }

  // MARK: Completable

  func test_completableCreate_completedAndError() {
    var log: [String] = []
    let completes = Completable.create { observer in
      observer(.completed)
      observer(.error(TestError.boom))
      return Disposables.create { log.append("resource disposed") }
    }
    _ = completes.subscribe(
      onCompleted: { log.append("completed") }, onError: { log.append("error \($0)") },
      onDisposed: { log.append("disposed") })
    _ = Completable.error(TestError.boom).subscribe(onError: { log.append("error \($0)") })
    XCTAssertEqual(log, ["completed", "disposed", "resource disposed", "error boom"])
  }

  func test_completableSubscribeEvent() {
    var events: [String] = []
    _ = Completable.empty().subscribe { event in
      if case .completed = event { events.append("completed") }
    }
    _ = Completable.never().subscribe { _ in events.append("never") }
    XCTAssertEqual(events, ["completed"])
  }

  func test_completableAndThen_subscribesSecondAfterCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
    let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start {
      first.asCompletable().andThen(second.asSingle()).asObservable()
    }
    XCTAssertEqual(res.events, [.next(250, 1), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(second.subscriptions, [Subscription(230, 250)])
  }

  func test_completableAndThen_errorSkipsSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let second = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let res = scheduler.start {
      Completable.error(TestError.boom).andThen(second.asObservable())
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_completableAndThen_maybeCompletableAndObservable() {
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Maybe.just(1)).asObservable()),
      [.next(1), .completed])
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Completable.empty()).asObservable()),
      [.completed])
    XCTAssertEqual(
      SingleTests.events(Completable.empty().andThen(Observable.of(1, 2))),
      [.next(1), .next(2), .completed])
  }

  func test_completableZipMergeConcat_completeWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
    let b = scheduler.createColdObservable([Recorded<Event<Never>>.completed(30)])
    let zipped = scheduler.start {
      Completable.zip(a.asCompletable(), b.asCompletable()).asObservable()
    }
    XCTAssertEqual(zipped.events, [.completed(230)])

    let later = TestScheduler(initialClock: 0)
    let c = later.createColdObservable([Recorded<Event<Never>>.completed(10)])
    let d = later.createColdObservable([Recorded<Event<Never>>.completed(30)])
    let concatenated = later.start {
      Completable.concat(c.asCompletable(), d.asCompletable()).asObservable()
    }
    XCTAssertEqual(concatenated.events, [.completed(240)])
    XCTAssertEqual(
      SingleTests.events(Completable.merge([.empty(), .error(TestError.boom)]).asObservable()),
      [.error(TestError.boom)])
  }
}

final class MaybeSubscribeWithObjectTests: XCTestCase {
  private final class Owner {
    var events: [String] = []
  }

  func test_subscribeWithObjectPassesTheObjectWhileItLives() {
    let owner = Owner()
    _ = Maybe.just(1).subscribe(
      with: owner, onSuccess: { $0.events.append("success \($1)") },
      onCompleted: { $0.events.append("completed") }, onDisposed: { $0.events.append("disposed") })
    _ = Maybe<Int>.empty().subscribe(
      with: owner, onSuccess: { $0.events.append("success \($1)") },
      onCompleted: { $0.events.append("completed") })
    XCTAssertEqual(owner.events, ["success 1", "disposed", "completed"])
  }

  func test_subscribeWithObjectDropsEventsAfterTheObjectWasFreed() {
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    var calls = 0
    let subscription = subject.asMaybe().subscribe(
      with: owner!, onSuccess: { _, _ in calls += 1 }, onError: { _, _ in calls += 1 })
    owner = nil
    subject.onNext(1)
    subject.onCompleted()
    XCTAssertNil(weakOwner)
    XCTAssertEqual(calls, 0)
    subscription.dispose()
  }
}
