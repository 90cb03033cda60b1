import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ConcatMapTests: XCTestCase {
  // MARK: concatMap

  func test_concatMap_subscribesNextInnerOnlyAfterPreviousCompleted() {
    let res = runOverInners([.next(210, .first), .next(220, .second), .completed(230)]) {
      $0.concatMap { $0 }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(220, 11), .next(230, 12), .next(240, 13), .next(255, 21), .next(265, 22),
        .completed(275),
      ])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 250)])
    XCTAssertEqual(res.innerSubscriptions.second, [Subscription(250, 275)])
  }

  func test_concatMap_waitsForSourceCompletionAfterLastInner() {
    let res = runOverInners([.next(210, .second), .completed(400)]) { xs in
      xs.concatMap { $0 }
    }
    XCTAssertEqual(res.events, [.next(215, 21), .next(225, 22), .completed(400)])
  }

  func test_concatMap_innerErrorEndsSequenceAndSkipsQueuedInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 11), .error(20, TestError.boom)])
    let (_, ys2) = makeInners(scheduler)
    let res = scheduler.run(hot: [.next(210, ys1), .next(215, ys2), .completed(300)]) { xs in
      xs.concatMap { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(230, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(ys2.subscriptions, [])
  }

  func test_concatMap_sourceErrorEndsSequenceAndDisposesRunningInner() {
    let res = runOverInners([.next(210, .first), .error(225, TestError.boom)]) { xs in
      xs.concatMap { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .error(225, TestError.boom)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 225)])
  }

  func test_concatMap_disposalDisposesSourceAndRunningInner() {
    let res = runOverInners([.next(210, .first), .next(220, .second)], disposed: 245) {
      $0.concatMap { $0 }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 13)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 245)])
    XCTAssertEqual(res.innerSubscriptions.first, [Subscription(210, 245)])
    XCTAssertEqual(res.innerSubscriptions.second, [])
  }

  func test_concatMap_errorThrownBySelectorEndsSequence() {
    let res = runOverHot([.next(210, 1), .next(220, 2), .completed(300)]) { xs, _ in
      xs.concatMap { Observable.just(try passOrThrow($0, failingOn: 2)) }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  // MARK: synchronous inner sequences

  func test_concatMap_synchronousInnersAreConcatenatedInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.of(1, 2, 3).concatMap { Observable.of($0, $0 * 10) }
    }
    XCTAssertEqual(
      res.events,
      [
        .next(200, 1), .next(200, 10), .next(200, 2), .next(200, 20), .next(200, 3),
        .next(200, 30), .completed(200),
      ])
  }

  // MARK: Releasing a replaced value after unlocking

  func test_concatMapReleasesAFinishedInnerSequenceAfterUnlocking() {
    let outer = DirectSource<Int>()
    let first = PublishSubject<Int>()
    let received = Box<[Int]>([])
    let finished = finishesWithoutDeadlock {
      let subscription = outer.observable
        .concatMap { value -> Observable<Int> in
          switch value {
          case 1: return first
          case 2:
            // Only this inner sequence holds the probe: it is released when
            // concatMap is done with the sequence.
            let probe = DeinitProbe { outer.onNext(3) }
            return Observable.create { observer in
              withExtendedLifetime(probe) {}
              observer.onCompleted()
              return Disposables.create()
            }
          default: return .just(value)
          }
        }
        .subscribe(onNext: { received.value.append($0) })
      outer.onNext(1)
      outer.onNext(2)
      first.onCompleted()
      subscription.dispose()
    }
    guard finished else { return }
    XCTAssertEqual(received.value, [3])
  }
}
