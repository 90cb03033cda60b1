import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CompletableTests: XCTestCase {
  // MARK: CompletableEvent

  func test_completableEventCompleted_equalsCompletedOnly() {
    XCTAssertTrue(CompletableEvent.completed == .completed)
    XCTAssertFalse(CompletableEvent.completed == .error(TestError.boom))
  }

  func test_completableEventError_equalWhenTheErrorsHaveTheSameTypeAndDescription() {
    XCTAssertTrue(CompletableEvent.error(TestError.boom) == .error(TestError.boom))
    XCTAssertFalse(CompletableEvent.error(TestError.boom) == .error(TestError.other(0)))
    XCTAssertFalse(CompletableEvent.error(TestError.boom) == .error(LookalikeError()))
  }

  func test_completableSubscription_eventsCompareWithTheExpectedOnes() {
    var events: [CompletableEvent] = []
    _ = Completable.empty().subscribe { events.append($0) }
    _ = Completable.error(TestError.other(7)).subscribe { events.append($0) }
    XCTAssertTrue(events == [.completed, .error(TestError.other(7))])
    XCTAssertTrue(events != [.completed, .completed])
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

  func test_completableZipMergeConcat_completeWhenAllComplete() {
    let zipped = runOver(
      .cold([Recorded<Event<Never>>.completed(10)]),
      and: .cold([Recorded<Event<Never>>.completed(30)])
    ) { a, b, _ in
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

  // MARK: Wrapping a callback API

  func test_completableCreateWrapsACallbackThatCapturesTheCompletableObserver() {
    let service = WeatherService(reply: .failure(.offline))
    let refresh = Completable.create { completable in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success: completable(.completed)
        case .failure(let error): completable(.error(error))
        }
      }
      return Disposables.create()
    }

    XCTAssertThrowsError(try refresh.toBlocking(timeout: 10).toArray()) { error in
      XCTAssertEqual(error as? WeatherService.Failure, .offline)
    }
  }
}

/// An error of another type that describes itself as `TestError.boom` does.
private struct LookalikeError: Error, CustomStringConvertible {
  var description: String { "boom" }
}
