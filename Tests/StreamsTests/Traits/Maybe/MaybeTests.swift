import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MaybeTests: XCTestCase {
  // MARK: MaybeEvent

  func test_maybeEventSuccess_equalWhenTheElementsAreEqual() {
    XCTAssertTrue(MaybeEvent.success(1) == MaybeEvent.success(1))
    XCTAssertFalse(MaybeEvent.success(1) == MaybeEvent.success(2))
  }

  func test_maybeEventCompleted_equalsCompletedOnly() {
    XCTAssertTrue(MaybeEvent<Int>.completed == .completed)
    XCTAssertFalse(MaybeEvent<Int>.completed == .success(0))
    XCTAssertFalse(MaybeEvent<Int>.completed == .error(TestError.boom))
  }

  func test_maybeEventError_equalWhenTheErrorsHaveTheSameTypeAndDescription() {
    XCTAssertTrue(MaybeEvent<Int>.error(TestError.boom) == .error(TestError.boom))
    XCTAssertTrue(MaybeEvent<Int>.error(TestError.other(2)) == .error(TestError.other(2)))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.other(2)) == .error(TestError.other(3)))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.boom) == .error(LookalikeError()))
    XCTAssertFalse(MaybeEvent<Int>.error(TestError.boom) == .success(0))
  }

  func test_maybeEvents_compareInArrays() {
    let events: [MaybeEvent<String>] = [.success("a"), .completed, .error(TestError.boom)]
    XCTAssertTrue(events == [.success("a"), .completed, .error(TestError.boom)])
    XCTAssertFalse(events == [.success("a"), .completed, .error(TestError.other(1))])
  }

  func test_maybeSubscription_eventsCompareWithTheExpectedOnes() {
    var events: [MaybeEvent<Int>] = []
    _ = Maybe.just(1).subscribe { events.append($0) }
    _ = Maybe<Int>.empty().subscribe { events.append($0) }
    _ = Maybe<Int>.error(TestError.boom).subscribe { events.append($0) }
    XCTAssertTrue(events == [.success(1), .completed, .error(TestError.boom)])
  }

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

  // MARK: Wrapping a callback API

  func test_maybeCreateWrapsACallbackThatCapturesTheMaybeObserver() throws {
    let service = WeatherService(reply: .failure(.offline))
    let weather = Maybe<String>.create { maybe in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text): maybe(.success(text))
        case .failure: maybe(.completed)
        }
      }
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).toArray(), [])
  }
}

/// An error of another type that describes itself as `TestError.boom` does.
private struct LookalikeError: Error, CustomStringConvertible {
  var description: String { "boom" }
}
