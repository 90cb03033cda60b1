import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class CreateTests: XCTestCase {
  // MARK: create

  func test_create_forwardsEventsSentToObserver() {
    let res = startOnNewScheduler { _ in
      Observable<Int>.create { observer in
        observer.on(.next(1))
        observer.on(.next(2))
        observer.on(.completed)
        return Disposables.create()
      }
    }
    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
  }

  func test_create_ignoresEventsAfterTerminalEventAndDisposesResource() {
    var disposedAt: TestTime?
    let res = startOnNewScheduler { scheduler in
      Observable<Int>.create { observer in
        scheduler.scheduleAt(210) { observer.on(.next(1)) }
        scheduler.scheduleAt(220) { observer.on(.error(TestError.boom)) }
        scheduler.scheduleAt(230) { observer.on(.next(2)) }
        scheduler.scheduleAt(240) { observer.on(.completed) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError.boom)])
    XCTAssertEqual(disposedAt, 220)
  }

  func test_create_disposalRunsReturnedDisposableAndStopsEvents() {
    var disposedAt: TestTime?
    let res = startOnNewScheduler(disposed: 300) { scheduler in
      Observable<Int>.create { observer in
        scheduler.scheduleAt(250) { observer.on(.next(1)) }
        scheduler.scheduleAt(350) { observer.on(.next(2)) }
        return Disposables.create { disposedAt = scheduler.clock }
      }
    }
    XCTAssertEqual(res.events, [.next(250, 1)])
    XCTAssertEqual(disposedAt, 300)
  }

  // MARK: Releasing what a subscription captured

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

  // MARK: The Rx grammar

  func test_create_nothingIsDeliveredAfterCompleted() {
    let source = createdSource(sending: [
      .next(1), .completed, .next(2), .error(TestError.boom), .completed,
    ])
    XCTAssertEqual(eventsOnSubscribing(to: source), [.next(1), .completed])
  }

  func test_create_eventsAfterErrorAreIgnored() {
    let source = createdSource(sending: [
      .error(TestError.boom), .next(1), .error(TestError.other(2)), .completed,
    ])
    XCTAssertEqual(eventsOnSubscribing(to: source), [.error(TestError.boom)])
  }

  func test_create_returnedDisposableIsDisposedAfterTheTerminalEvent() {
    let resource = BooleanDisposable()
    var observerOutside: AnyObserver<Int>?
    _ = Observable<Int>.create { observer in
      observerOutside = observer
      return resource
    }.subscribe(onNext: { _ in })
    XCTAssertFalse(resource.isDisposed)
    observerOutside?.onCompleted()
    XCTAssertTrue(resource.isDisposed)
  }

  func test_create_returnedDisposableIsDisposedOnDispose() {
    let resource = BooleanDisposable()
    let subscription = Observable<Int>.create { _ in resource }.subscribe(onNext: { _ in })
    subscription.dispose()
    XCTAssertTrue(resource.isDisposed)
  }

  func test_create_terminalEventDuringSubscribeDisposesTheResourceReturnedAfterwards() {
    let resource = BooleanDisposable()
    _ = Observable<Int>.create { observer in
      observer.onCompleted()
      return resource
    }.subscribe(onNext: { _ in })
    XCTAssertTrue(resource.isDisposed)
  }

  func test_create_elementsAfterDisposeAreNotDelivered() {
    var observerOutside: AnyObserver<Int>?
    var received: [Int] = []
    let subscription = Observable<Int>.create { observer in
      observerOutside = observer
      return Disposables.create()
    }.subscribe(onNext: { received.append($0) })
    observerOutside?.onNext(1)
    subscription.dispose()
    observerOutside?.onNext(2)
    observerOutside?.onCompleted()
    XCTAssertEqual(received, [1])
  }

  func test_dispose_insideOnNextStopsEveryLaterElementOfACreatedSource() {
    var observerOutside: AnyObserver<Int>?
    var received: [Int] = []
    var subscription: Disposable?
    let resource = BooleanDisposable()
    subscription = Observable<Int>.create { observer in
      observerOutside = observer
      return resource
    }.subscribe(onNext: { element in
      received.append(element)
      if element == 3 { subscription?.dispose() }
    })
    for element in 1...10 { observerOutside?.onNext(element) }
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertTrue(resource.isDisposed)
  }

  // MARK: Wrapping a callback API

  func test_observableCreateWrapsACallbackThatCapturesTheObserver() throws {
    let service = WeatherService(reply: .success("sunny"))
    let weather = Observable<String>.create { observer in
      service.fetchAll(
        cities: ["Oslo", "Rome"],
        each: { observer.onNext($0) },
        done: { observer.onCompleted() })
      return Disposables.create()
    }

    XCTAssertEqual(try weather.toBlocking(timeout: 10).toArray(), ["Oslo: sunny", "Rome: sunny"])
  }

  func test_observableCreatePassesACallbackErrorOn() {
    let service = WeatherService(reply: .failure(.offline))
    let weather = Observable<String>.create { observer in
      service.fetch(city: "Oslo") { result in
        switch result {
        case .success(let text):
          observer.onNext(text)
          observer.onCompleted()
        case .failure(let error):
          observer.onError(error)
        }
      }
      return Disposables.create()
    }

    XCTAssertThrowsError(try weather.toBlocking(timeout: 10).toArray()) { error in
      XCTAssertEqual(error as? WeatherService.Failure, .offline)
    }
  }

  func test_anObserverCapturedByADispatchedClosureDeliversInOrder() throws {
    let numbers = Observable<Int>.create { observer in
      DispatchQueue.global().async {
        for number in 1...100 { observer.onNext(number) }
        observer.onCompleted()
      }
      return Disposables.create()
    }

    XCTAssertEqual(try numbers.toBlocking(timeout: 10).toArray(), Array(1...100))
  }
}
