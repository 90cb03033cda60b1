import ReactorTesting
import Streams
import TestSupport
import XCTest

/// An object a binding writes into.
private final class Screen {
  var titles: [String] = []
}

/// `bind(with:onNext:)`: the object is held weakly and passed with each
/// element; an error goes to `Hooks.unhandledError`.
final class BindWithObjectTests: XCTestCase {
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
