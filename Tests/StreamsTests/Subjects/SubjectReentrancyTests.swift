import Streams
import XCTest

final class SubjectReentrancyTests: XCTestCase {
  func test_publishSubject_reentrantSendIsDeliveredAfterTheCurrentEventToAllObserversInOrder() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 { subject.onNext(2) }
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
  }

  func test_publishSubject_severalReentrantSendsAreDeliveredOnceEachInSendOrder() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 {
        subject.onNext(2)
        subject.onNext(3)
      }
      if element == 2 { subject.onNext(4) }
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4"])
  }

  func test_publishSubject_reentrantCompletionIsDeliveredAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(
      onNext: { element in
        log.append("a\(element)")
        subject.onCompleted()
        subject.onNext(99)
      },
      onCompleted: { log.append("a|") })
    _ = subject.subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a1", "b1", "a|", "b|"])
  }

  func test_behaviorSubject_reentrantSendIsDeliveredAfterTheCurrentEventToAllObservers() {
    let subject = BehaviorSubject(value: 0)
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 { subject.onNext(2) }
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    XCTAssertEqual(log, ["a0", "b0", "a1", "b1", "a2", "b2"])
  }

  func test_replaySubject_reentrantSendIsRecordedAndDeliveredAfterTheCurrentEvent() {
    let subject = ReplaySubject<Int>.createUnbounded()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 { subject.onNext(2) }
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    let late = EventRecorder<Int>()
    _ = subject.subscribe(late)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2"])
    XCTAssertEqual(late.elements, [1, 2])
  }

  func test_publishRelay_reentrantAcceptIsDeliveredAfterTheCurrentElement() {
    let relay = PublishRelay<Int>()
    var log: [String] = []
    _ = relay.subscribe(onNext: { element in
      log.append("a\(element)")
      if element < 3 { relay.accept(element + 1) }
    })
    _ = relay.subscribe(onNext: { log.append("b\($0)") })
    relay.accept(1)
    XCTAssertEqual(log, ["a1", "b1", "a2", "b2", "a3", "b3"])
  }

  func test_behaviorRelay_reentrantAcceptIsDeliveredAfterTheCurrentElement() {
    let relay = BehaviorRelay(value: 0)
    var log: [String] = []
    _ = relay.subscribe(onNext: { element in
      log.append("a\(element)")
      if element == 1 { relay.accept(2) }
    })
    _ = relay.subscribe(onNext: { log.append("b\($0)") })
    relay.accept(1)
    XCTAssertEqual(log, ["a0", "b0", "a1", "b1", "a2", "b2"])
    XCTAssertEqual(relay.value, 2)
  }

  func test_publishSubject_subscribingInsideOnNextTakesEffectAfterTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    let inner = EventRecorder<Int>()
    var subscribedInner = false
    _ = subject.subscribe(onNext: { _ in
      if !subscribedInner {
        subscribedInner = true
        _ = subject.subscribe(inner)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(inner.events, [.next(2)])
  }

  func test_behaviorSubject_subscribingInsideOnNextReplaysTheCurrentValueThenLaterOnes() {
    let subject = BehaviorSubject(value: 0)
    let inner = EventRecorder<Int>()
    var subscribedInner = false
    _ = subject.subscribe(onNext: { element in
      if element == 1 && !subscribedInner {
        subscribedInner = true
        _ = subject.subscribe(inner)
      }
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(inner.events, [.next(1), .next(2)])
  }

  func test_publishSubject_disposingOwnSubscriptionInsideOnNextStopsFurtherEvents() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: Disposable?
    subscription = subject.subscribe(onNext: { element in
      received.append(element)
      subscription?.dispose()
      subject.onNext(element + 100)
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_disposingAnotherObserverInsideOnNextStopsItBeforeTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var second: Disposable?
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      second?.dispose()
    })
    second = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log, ["a1", "a2"])
  }

  func test_publishSubject_disposingInsideOnNextDoesNotAffectOtherObservers() {
    let subject = PublishSubject<Int>()
    var first: Disposable?
    var log: [String] = []
    first = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      first?.dispose()
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log, ["a1", "b1", "b2"])
  }

  func test_publishSubject_disposingTheSubjectInsideOnNextDropsEveryObserver() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.subscribe(onNext: { element in
      log.append("a\(element)")
      subject.dispose()
    })
    _ = subject.subscribe(onNext: { log.append("b\($0)") })
    subject.onNext(1)
    subject.onNext(2)
    // The event being delivered finishes; nothing after it is delivered.
    XCTAssertFalse(subject.hasObservers)
    XCTAssertFalse(log.contains("a2") || log.contains("b2"))
    XCTAssertEqual(log.first, "a1")
  }
}
