import Streams
import TestSupport
import XCTest

final class ObservableTypeSubscribeTests: XCTestCase {
  /// A publish subject, a subscription to it whose `onDisposed` counts its
  /// calls, and that count.
  private func subscriptionCountingDisposals() -> (PublishSubject<Int>, Disposable, CallCounter) {
    let subject = PublishSubject<Int>()
    let disposals = CallCounter()
    let subscription = subject.subscribe(onDisposed: { disposals.counting(()) })
    return (subject, subscription, disposals)
  }

  /// What each handler of a subscription to `source` was called with, in
  /// order.
  private func handlersCalled(subscribingTo source: Observable<Int>) -> [String] {
    var log: [String] = []
    _ = source.subscribe(
      onNext: { log.append("next \($0)") },
      onError: { log.append("error \($0)") },
      onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    return log
  }

  func test_subscribe_callsOnNextThenOnCompletedThenOnDisposed() {
    XCTAssertEqual(
      handlersCalled(subscribingTo: .of(1, 2)), ["next 1", "next 2", "completed", "disposed"])
  }

  func test_subscribe_callsOnErrorThenOnDisposed() {
    XCTAssertEqual(
      handlersCalled(subscribingTo: .error(TestError.boom)), ["error boom", "disposed"])
  }

  func test_subscribe_onDisposedRunsOnDispose() {
    let (_, subscription, disposals) = subscriptionCountingDisposals()
    XCTAssertEqual(disposals.count, 0)
    subscription.dispose()
    XCTAssertEqual(disposals.count, 1)
  }

  func test_subscribe_onDisposedRunsExactlyOnceAfterTerminalAndLaterDispose() {
    XCTAssertEqual(disposals(after: [.complete, .dispose, .dispose]), 1)
  }

  func test_subscribe_onDisposedRunsOnceWhenDisposedRepeatedly() {
    XCTAssertEqual(disposals(after: [.dispose, .dispose, .fail]), 1)
  }

  /// What happens to a subscription to a publish subject: the subject
  /// completes or fails, or the subscription is disposed.
  private enum Step { case complete, fail, dispose }

  /// How often `onDisposed` of a subscription to a publish subject ran
  /// after `steps`, in order.
  private func disposals(after steps: [Step]) -> Int {
    let (subject, subscription, disposals) = subscriptionCountingDisposals()
    for step in steps {
      switch step {
      case .complete: subject.onCompleted()
      case .fail: subject.onError(TestError.boom)
      case .dispose: subscription.dispose()
      }
    }
    return disposals.count
  }

  func test_subscribe_disposeStopsElementsAndCompletion() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(log, ["next 1"])
  }

  func test_subscribe_returnedDisposableIsDisposedAfterTerminalEvent() {
    let subscription = Observable.just(1).subscribe(onNext: { _ in })
    XCTAssertEqual((subscription as? Cancelable)?.isDisposed, true)
  }

  func test_subscribe_withoutOnErrorSendsTheErrorToTheUnhandledErrorHook() {
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).subscribe(onNext: { _ in })
    }
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(isTestError(errors.first, .boom))
  }

  func test_subscribe_withOnErrorDoesNotCallTheUnhandledErrorHook() {
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).subscribe(onError: { _ in })
    }
    XCTAssertTrue(errors.isEmpty)
  }

  func test_hooks_unhandledErrorCanBeSwappedAndRestored() {
    let original = Hooks.unhandledError
    let recorder = EventRecorder<Never>()
    Hooks.unhandledError = { recorder.on(.error($0)) }
    _ = Observable<Int>.error(TestError.other(3)).subscribe()
    Hooks.unhandledError = original
    XCTAssertEqual(recorder.events.count, 1)
    XCTAssertTrue(isTestError(recorder.events.first?.error, .other(3)))
  }

  func test_subscribeObserver_receivesEveryEvent() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2, 3).subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
  }

  func test_subscribeEventClosure_receivesEveryEvent() {
    var events: [Event<Int>] = []
    _ = Observable<Int>.error(TestError.boom).subscribe { events.append($0) }
    XCTAssertEqual(events, [.error(TestError.boom)])
  }

  func test_subscribeWith_passesTheObjectToEachHandler() {
    let owner = Tracked("owner")
    var log: [String] = []
    _ = Observable.of(1).subscribe(
      with: owner,
      onNext: { object, element in log.append("\(object.name) next \(element)") },
      onError: { object, _ in log.append("\(object.name) error") },
      onCompleted: { object in log.append("\(object.name) completed") },
      onDisposed: { object in log.append("\(object.name) disposed") })
    XCTAssertEqual(log, ["owner next 1", "owner completed", "owner disposed"])
  }

  func test_subscribeWith_passesTheObjectToOnError() {
    let owner = Tracked("owner")
    var log: [String] = []
    _ = Observable<Int>.error(TestError.boom).subscribe(
      with: owner, onError: { object, error in log.append("\(object.name) \(error)") })
    XCTAssertEqual(log, ["owner boom"])
  }

  func test_subscribeWith_holdsTheObjectWeaklyAndIgnoresEventsAfterItIsFreed() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: Disposable?
    let owner = weaklyHeld { object in
      subscription = subject.subscribe(
        with: object,
        onNext: { _, element in
          received.append(element)
        })
      subject.onNext(1)
    }
    XCTAssertNil(owner())
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    subscription?.dispose()
  }

  // MARK: Releasing what a subscription captured

  func test_subscription_keptAfterDisposeHoldsNothingAlive() {
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = subject.map { element -> Int in
        _ = object
        return element
      }.subscribe(onNext: { _ in _ = object })
    }
    subscription?.dispose()
    XCTAssertNotNil(subscription)
    XCTAssertNil(tracked())
  }
}
