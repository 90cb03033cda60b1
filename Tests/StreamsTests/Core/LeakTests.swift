import Streams
import XCTest

/// Disposing a subscription releases every closure it captured.
final class LeakTests: XCTestCase {
  func test_subjectSubscription_disposeReleasesTheCapturedClosures() {
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = subject.subscribe(
        onNext: { _ in _ = object },
        onError: { _ in _ = object },
        onCompleted: { _ = object },
        onDisposed: { _ = object })
    }
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
  }

  func test_subjectSubscription_terminalEventReleasesTheCapturedClosures() {
    let subject = BehaviorSubject(value: 0)
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = subject.subscribe(onNext: { _ in _ = object })
    }
    XCTAssertNotNil(tracked())
    subject.onCompleted()
    XCTAssertNil(tracked())
    subscription?.dispose()
  }

  func test_relaySubscription_disposeReleasesTheCapturedClosures() {
    let relay = BehaviorRelay(value: 0)
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = relay.subscribe(onNext: { _ in _ = object })
    }
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
  }

  func test_replaySubjectSubscription_disposeReleasesTheCapturedClosures() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    subject.onNext(1)
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = subject.subscribe(onNext: { _ in _ = object })
    }
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
  }

  func test_operatorChain_disposeReleasesMapFilterFlatMapShareClosures() {
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    var received: [Int] = []
    let tracked = weaklyHeld { object in
      subscription =
        subject
        .map { element -> Int in
          _ = object
          return element + 1
        }
        .filter { _ in
          _ = object
          return true
        }
        .flatMap { element -> Observable<Int> in
          _ = object
          return .just(element)
        }
        .share()
        .subscribe(onNext: { element in
          _ = object
          received.append(element)
        })
    }
    subject.onNext(1)
    XCTAssertEqual(received, [2])
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
    XCTAssertFalse(subject.hasObservers)
  }

  func test_flatMap_disposeReleasesTheLiveInnerSubscription() {
    let outer = PublishSubject<Int>()
    let inner = PublishSubject<Int>()
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = outer.flatMap { _ in
        inner.map { element -> Int in
          _ = object
          return element
        }
      }
      .subscribe(onNext: { _ in })
    }
    outer.onNext(1)
    XCTAssertTrue(inner.hasObservers)
    subscription?.dispose()
    XCTAssertFalse(inner.hasObservers)
    XCTAssertNil(tracked())
  }

  func test_shareReplay_lastSubscriberLeavingReleasesTheSourceClosures() {
    let subject = PublishSubject<Int>()
    var first: Disposable?
    var second: Disposable?
    let tracked = weaklyHeld { object in
      let shared = subject.map { element -> Int in
        _ = object
        return element
      }.share(replay: 1)
      first = shared.subscribe(onNext: { _ in })
      second = shared.subscribe(onNext: { _ in })
    }
    subject.onNext(1)
    first?.dispose()
    XCTAssertNotNil(tracked())
    second?.dispose()
    XCTAssertNil(tracked())
  }

  func test_create_disposeReleasesTheReturnedDisposableAndTheObserverHolder() {
    var subscription: Disposable?
    let tracked = weaklyHeld { object in
      subscription = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create { _ = object }
      }.subscribe(onNext: { _ in })
    }
    XCTAssertNotNil(tracked())
    subscription?.dispose()
    XCTAssertNil(tracked())
  }

  func test_create_completionReleasesTheReturnedDisposable() {
    var complete: (() -> Void)?
    let tracked = weaklyHeld { object in
      _ = Observable<Int>.create { observer in
        complete = { observer.onCompleted() }
        return Disposables.create { _ = object }
      }.subscribe(onNext: { _ in })
    }
    XCTAssertNotNil(tracked())
    complete?()
    XCTAssertNil(tracked())
  }

  func test_disposablesCreateWith_disposeReleasesTheClosure() {
    var disposable: Disposable?
    let tracked = weaklyHeld { object in
      disposable = Disposables.create { _ = object }
    }
    XCTAssertNotNil(tracked())
    disposable?.dispose()
    XCTAssertNil(tracked())
  }

  func test_disposeBag_deinitReleasesTheSubscriptionsClosures() {
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    let tracked = weaklyHeld { object in
      subject.subscribe(onNext: { _ in _ = object }).disposed(by: bag!)
    }
    XCTAssertNotNil(tracked())
    bag = nil
    XCTAssertNil(tracked())
  }

  func test_subject_nobodyReferencesWhileSubscribedIsFreedWithItsObservers() {
    var subscription: Disposable?
    weak var weakSubject: PublishSubject<Int>?
    let tracked = weaklyHeld { object in
      let subject = PublishSubject<Int>()
      weakSubject = subject
      subscription = subject.subscribe(onNext: { _ in _ = object })
    }
    XCTAssertNil(weakSubject)
    XCTAssertNil(tracked())
    subscription?.dispose()
  }

  func test_behaviorSubject_nobodyReferencesWhileSubscribedIsFreed() {
    var subscription: Disposable?
    weak var weakSubject: BehaviorSubject<Int>?
    do {
      let subject = BehaviorSubject(value: 0)
      weakSubject = subject
      subscription = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
    }
    XCTAssertNil(weakSubject)
    subscription?.dispose()
  }

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
