import ReactorTesting
import Streams
import TestSupport
import XCTest

final class ObservableTypeBindTests: XCTestCase {
  func test_bindTo_sendsElementsAndCompletionToEveryObserver() {
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    _ = Observable.of(1, 2).bind(to: first, second)
    XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
  }

  func test_bindTo_subjectForwardsElements() {
    let source = PublishSubject<Int>()
    let target = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = target.subscribe(recorder)
    let binding = source.bind(to: target)
    source.onNext(1)
    binding.dispose()
    source.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1)])
  }

  func test_bindTo_optionalObserverReceivesWrappedElements() {
    let recorder = EventRecorder<Int?>()
    _ = Observable.of(1, 2).bind(to: recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .completed])
  }

  func test_bindTo_errorGoesToTheUnhandledErrorHookAndIsNotForwarded() {
    let recorder = EventRecorder<Int>()
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).bind(to: recorder)
    }
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(isTestError(errors.first, .boom))
  }

  func test_bindTo_optionalObserverErrorGoesToTheUnhandledErrorHook() {
    let recorder = EventRecorder<Int?>()
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).bind(to: recorder)
    }
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(errors.count, 1)
  }

  func test_bindTo_publishRelayAcceptsElementsAndIgnoresCompletion() {
    let relay = PublishRelay<Int>()
    let recorder = EventRecorder<Int>()
    _ = relay.subscribe(recorder)
    _ = Observable.of(1, 2).bind(to: relay)
    relay.accept(3)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3)])
  }

  func test_bindTo_severalPublishRelaysAcceptEveryElement() {
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    var log: [String] = []
    _ = first.subscribe(onNext: { log.append("a\($0)") })
    _ = second.subscribe(onNext: { log.append("b\($0)") })
    _ = Observable.just(1).bind(to: first, second)
    XCTAssertEqual(log, ["a1", "b1"])
  }

  func test_bindTo_optionalPublishRelayAcceptsWrappedElements() {
    let relay = PublishRelay<Int?>()
    var received: [Int?] = []
    _ = relay.subscribe(onNext: { received.append($0) })
    _ = Observable.of(1).bind(to: relay)
    XCTAssertEqual(received, [1])
  }

  func test_bindTo_behaviorRelayUpdatesItsValue() {
    let relay = BehaviorRelay(value: 0)
    _ = Observable.of(1, 2).bind(to: relay)
    XCTAssertEqual(relay.value, 2)
  }

  func test_bindTo_optionalBehaviorRelayUpdatesItsValue() {
    let relay = BehaviorRelay<Int?>(value: nil)
    _ = Observable.of(4).bind(to: relay)
    XCTAssertEqual(relay.value, 4)
  }

  func test_bindTo_relayErrorGoesToTheUnhandledErrorHook() {
    let relay = BehaviorRelay(value: 0)
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).bind(to: relay)
    }
    XCTAssertEqual(relay.value, 0)
    XCTAssertEqual(errors.count, 1)
  }

  func test_bindOnNext_callsTheClosureForEveryElement() {
    var received: [Int] = []
    _ = Observable.of(1, 2, 3).bind(onNext: { received.append($0) })
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_bindOnNext_errorGoesToTheUnhandledErrorHook() {
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.other(7)).bind(onNext: { _ in })
    }
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(isTestError(errors.first, .other(7)))
  }

  func test_bindTo_disposingTheBindingStopsForwarding() {
    let source = PublishSubject<Int>()
    let relay = BehaviorRelay(value: 0)
    let binding = source.bind(to: relay)
    source.onNext(1)
    binding.dispose()
    source.onNext(2)
    XCTAssertEqual(relay.value, 1)
    XCTAssertFalse(source.hasObservers)
  }

  func test_bindToBinderFunction_passesTheSequenceAndReturnsTheResult() {
    let source = Observable.of(1, 2)
    let result: Int = source.bind(to: { observable in
      var sum = 0
      _ = observable.subscribe(onNext: { sum += $0 })
      return sum
    })
    XCTAssertEqual(result, 3)
  }

  func test_bindWith_passesTheObjectAndEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "b"), .completed(230),
    ])
    let screen = Screen()
    var calls: [(Screen, String, TestTime)] = []
    scheduler.scheduleAt(200) {
      _ = xs.bind(with: screen) { screen, title in
        screen.titles.append(title)
        calls.append((screen, title, scheduler.clock))
      }
    }
    scheduler.start()
    XCTAssertEqual(screen.titles, ["a", "b"])
    XCTAssertEqual(calls.map(\.1), ["a", "b"])
    XCTAssertEqual(calls.map(\.2), [210, 220])
    XCTAssertTrue(calls.allSatisfy { $0.0 === screen })
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func test_bindWith_holdsTheObjectWeaklyAndDropsElementsAfterItIsFreed() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let binding = subject.bind(with: screen!) { _, element in received.append(element) }
    subject.onNext(1)
    screen = nil
    XCTAssertNil(weakScreen, "the binding must not retain the object")
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(received, [1])
    binding.dispose()
  }

  func test_bindWith_errorGoesToTheUnhandledErrorHook() {
    let screen = Screen()
    var received: [Int] = []
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onError(TestError.other(2))
        return Disposables.create()
      }.bind(with: screen) { _, element in received.append(element) }
    }
    XCTAssertEqual(received, [1])
    XCTAssertEqual(errors.map { $0 as? TestError }, [.other(2)])
  }

  func test_bindWith_errorAfterTheObjectIsFreedIsStillReported() {
    let subject = PublishSubject<Int>()
    var screen: Screen? = Screen()
    let errors = collectingUnhandledErrors {
      _ = subject.bind(with: screen!) { _, _ in }
      screen = nil
      subject.onError(TestError.boom)
    }
    XCTAssertEqual(errors.map { $0 as? TestError }, [.boom])
  }

  func test_bindWith_disposingStopsTheBinding() {
    let subject = PublishSubject<Int>()
    let screen = Screen()
    let binding = subject.bind(with: screen) { screen, element in
      screen.titles.append("\(element)")
    }
    subject.onNext(1)
    binding.dispose()
    subject.onNext(2)
    XCTAssertEqual(screen.titles, ["1"])
    XCTAssertFalse(subject.hasObservers)
  }
}

/// An object a binding writes into.
private final class Screen {
  var titles: [String] = []
}
