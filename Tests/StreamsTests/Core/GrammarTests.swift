import Streams
import TestSupport
import XCTest

/// The Rx grammar `next* (error | completed)?` and disposal from inside
/// `onNext`, for single-threaded sources.
final class GrammarTests: XCTestCase {
  func test_create_nothingIsDeliveredAfterCompleted() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError.boom)
      observer.onCompleted()
      return Disposables.create()
    }.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
  }

  func test_create_eventsAfterErrorAreIgnored() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      observer.onError(TestError.boom)
      observer.onNext(1)
      observer.onError(TestError.other(2))
      observer.onCompleted()
      return Disposables.create()
    }.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.error(TestError.boom)])
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

  func test_operatorChain_nothingIsDeliveredAfterTerminal() {
    let recorder = EventRecorder<Int>()
    _ = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      return Disposables.create()
    }
    .map { $0 * 10 }
    .filter { _ in true }
    .subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(10), .completed])
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

  func test_dispose_isIdempotent() {
    var disposedCount = 0
    let subscription = PublishSubject<Int>().subscribe(onDisposed: { disposedCount += 1 })
    for _ in 0..<5 { subscription.dispose() }
    XCTAssertEqual(disposedCount, 1)
  }
}
