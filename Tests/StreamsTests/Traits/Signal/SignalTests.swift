import Dispatch
import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SignalTests: XCTestCase {
  override func tearDown() {
    // A reentrant main-scheduler action queued on the main queue would make
    // later inline deliveries (in other tests too) go through the queue.
    drainMainQueue()
    super.tearDown()
  }

  func test_signal_doesNotReplayToLaterSubscribers() {
    let relay = PublishRelay<Int>()
    let signal = relay.asSignal()
    var first: [Int] = []
    var second: [Int] = []
    let a = signal.emit(onNext: { first.append($0) })
    relay.accept(1)
    let b = signal.emit(onNext: { second.append($0) })
    relay.accept(2)
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2])
    a.dispose()
    b.dispose()
  }

  func test_signal_errorBecomesOnErrorJustReturn() {
    var values: [Int] = []
    var completed = false
    _ = Observable<Int>.error(TestError.boom).asSignal(onErrorJustReturn: 9)
      .emit(onNext: { values.append($0) }, onCompleted: { completed = true })
    _ = Observable<Int>.error(TestError.boom).asSignal(onErrorSignalWith: .just(10))
      .emit(onNext: { values.append($0) })
    _ = Observable<Int>.error(TestError.boom).asSignal(onErrorRecover: { _ in .empty() })
      .emit(onNext: { values.append($0) })
    XCTAssertEqual(values, [9, 10])
    XCTAssertTrue(completed)
  }

  func test_signalEmitTo_relaysAndObservers() {
    let relay = BehaviorRelay(value: 0)
    let publish = PublishRelay<Int>()
    var forwarded: [Int] = []
    _ = publish.subscribe(onNext: { forwarded.append($0) })
    let source = PublishRelay<Int>()
    let signal = source.asSignal()
    let bag = DisposeBag()
    signal.emit(to: relay).disposed(by: bag)
    signal.emit(to: publish).disposed(by: bag)
    var events: [Event<Int>] = []
    signal.emit(to: AnyObserver { events.append($0) }).disposed(by: bag)
    source.accept(4)
    XCTAssertEqual(relay.value, 4)
    XCTAssertEqual(forwarded, [4])
    XCTAssertEqual(events, [.next(4)])
  }
}
