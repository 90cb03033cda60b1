import Dispatch
import Foundation
import Streams
import TestSupport
import XCTest

/// A target a binder writes into, recording each value and whether it was
/// written on the main thread.
private final class Recorder: ReactiveCompatible {
  var values: [Int] = []
  var onMainThread: [Bool] = []
  var value = 0
  var onDeinit: (() -> Void)?

  deinit { onDeinit?() }
}

@MainActor
final class BinderTests: XCTestCase {
  private func recordingBinder(_ recorder: Recorder) -> Binder<Int> {
    Binder(recorder) { recorder, value in
      recorder.values.append(value)
      recorder.onMainThread.append(Thread.isMainThread)
    }
  }

  func test_anElementSentOnTheMainThreadIsDeliveredImmediately() async {
    let recorder = Recorder()
    let binder = recordingBinder(recorder)

    binder.on(.next(1))

    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.onMainThread, [true])
  }

  func test_elementsSentFromABackgroundThreadArriveOnTheMainThreadInOrder() async {
    let recorder = Recorder()
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    subject.bind(to: recordingBinder(recorder)).disposed(by: bag)
    let delivered = expectation(description: "every element delivered")

    Thread.detachNewThread {
      for value in 0..<200 { subject.onNext(value) }
      // Queued after the binder's deliveries: they have all run by then.
      DispatchQueue.main.async { delivered.fulfill() }
    }

    await fulfillment(of: [delivered], timeout: 30)
    XCTAssertEqual(recorder.values, Array(0..<200))
    XCTAssertEqual(recorder.onMainThread, Array(repeating: true, count: 200))
  }

  func test_anElementSentOnTheMainThreadWaitsForTheBindersQueuedOnes() async {
    let recorder = Recorder()
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    subject.bind(to: recordingBinder(recorder)).disposed(by: bag)
    let queued = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      subject.onNext(1)
      queued.signal()
    }
    // The main thread is blocked here, so 1 stays queued for it.
    queued.wait()

    subject.onNext(2)

    XCTAssertEqual(recorder.values, [])
    await drainMainQueueForBinderTests()
    XCTAssertEqual(recorder.values, [1, 2])
  }

  func test_aBinderFedByAnotherMainThreadDeliveryDeliversImmediately() async {
    let recorder = Recorder()
    let bag = DisposeBag()

    Observable.of(1, 2, 3)
      .observe(on: MainScheduler.instance)
      .bind(to: recordingBinder(recorder))
      .disposed(by: bag)
    Observable.just(4).asDriver(onErrorJustReturn: 0)
      .drive(recordingBinder(recorder))
      .disposed(by: bag)

    XCTAssertEqual(recorder.values, [1, 2, 3, 4])
  }

  func test_theBinderHoldsItsTargetWeaklyAndDropsElementsAfterItIsFreed() async {
    var freed = false
    var recorder: Recorder? = Recorder()
    recorder?.onDeinit = { freed = true }
    let binder = recordingBinder(recorder!)

    recorder = nil
    binder.on(.next(1))

    XCTAssertTrue(freed)
  }

  func test_anErrorIsReportedThroughTheUnhandledErrorHookAndBindingGoesOn() async {
    let recorder = Recorder()
    let binder = recordingBinder(recorder)

    let errors = collectingUnhandledErrors {
      binder.on(.error(TestError.boom))
    }
    binder.on(.next(5))

    XCTAssertEqual(errors.count, 1)
    XCTAssertEqual((errors.first as? BindingError)?.underlying as? TestError, .boom)
    XCTAssertEqual(recorder.values, [5])
  }

  func test_aFailingBoundSequenceIsReportedAndNotACrash() async {
    let recorder = Recorder()
    let bag = DisposeBag()

    let errors = collectingUnhandledErrors {
      Observable<Int>.error(TestError.other(7))
        .bind(to: recordingBinder(recorder))
        .disposed(by: bag)
    }

    XCTAssertEqual(errors.map { "\($0)" }.count, 1)
    XCTAssertTrue("\(errors[0])".contains("other(7)"))
  }

  func test_completionIsIgnored() async {
    let recorder = Recorder()
    let binder = recordingBinder(recorder)

    binder.on(.completed)
    binder.on(.next(1))

    XCTAssertEqual(recorder.values, [1])
  }

  func test_keyPathBindersThroughRxWriteTheProperty() async {
    let recorder = Recorder()
    let bag = DisposeBag()

    Observable.of(1, 2, 3).bind(to: recorder.rx.value).disposed(by: bag)

    XCTAssertEqual(recorder.value, 3)
  }

  func test_aKeyPathBinderDeliversOnTheMainThreadFromABackgroundThread() async {
    let recorder = Recorder()
    let subject = PublishSubject<Int>()
    let bag = DisposeBag()
    subject.bind(to: recorder.rx.value).disposed(by: bag)
    let delivered = expectation(description: "delivered")

    Thread.detachNewThread {
      subject.onNext(42)
      DispatchQueue.main.async { delivered.fulfill() }
    }

    await fulfillment(of: [delivered], timeout: 30)
    XCTAssertEqual(recorder.value, 42)
  }

  func test_aBinderWithASchedulerDeliversOnThatScheduler() async {
    let recorder = Recorder()
    let queue = DispatchQueue(label: "binder-tests")
    let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
    let onQueue = LockedFlag()
    let binder = Binder<Int>(recorder, scheduler: scheduler) { _, value in
      onQueue.set(!Thread.isMainThread && value == 9)
    }
    let delivered = expectation(description: "delivered")

    binder.on(.next(9))
    queue.async { DispatchQueue.main.async { delivered.fulfill() } }

    await fulfillment(of: [delivered], timeout: 30)
    XCTAssertTrue(onQueue.value)
  }
}

/// Waits until everything queued on the main queue before the call has run.
@MainActor
private func drainMainQueueForBinderTests() async {
  await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
    DispatchQueue.main.async { continuation.resume() }
  }
}

/// A flag set from any thread.
private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var stored = false
  var value: Bool { lock.withLock { stored } }
  func set(_ value: Bool) { lock.withLock { stored = value } }
}
