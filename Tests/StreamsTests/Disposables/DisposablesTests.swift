import Foundation
import ReactorTesting
import Streams
import XCTest

final class DisposablesTests: XCTestCase {
  func test_disposablesCreate_withoutArgumentsIsANoOp() {
    let disposable = Disposables.create()
    disposable.dispose()
    disposable.dispose()
  }

  func test_disposablesCreateWith_runsTheActionOnceOnFirstDispose() {
    let counter = AtomicCounter()
    let disposable = counting(counter)
    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(counter.value, 0)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(counter.value, 1)
  }

  func test_disposablesCreateWith_releasesTheActionAfterDispose() {
    var disposable: Cancelable?
    let tracked = weaklyHeld { object in
      disposable = Disposables.create { _ = object }
    }
    XCTAssertNotNil(tracked())
    disposable?.dispose()
    XCTAssertNil(tracked())
    XCTAssertNotNil(disposable)
  }

  func test_disposablesCreate_twoDisposesBoth() {
    let counter = AtomicCounter()
    let both = Disposables.create(counting(counter), counting(counter))
    both.dispose()
    XCTAssertEqual(counter.value, 2)
    XCTAssertTrue(both.isDisposed)
  }

  func test_disposablesCreate_threeDisposesAllThree() {
    let counter = AtomicCounter()
    Disposables.create(counting(counter), counting(counter), counting(counter)).dispose()
    XCTAssertEqual(counter.value, 3)
  }

  func test_disposablesCreate_arrayDisposesEveryElement() {
    let counter = AtomicCounter()
    let all = Disposables.create((0..<5).map { _ in counting(counter) })
    all.dispose()
    all.dispose()
    XCTAssertEqual(counter.value, 5)
  }

  func test_booleanDisposable_isDisposedAfterDispose() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
  }

  // MARK: Disposables.create of four and more

  func test_disposablesCreate_ofFourAndMoreDisposesEveryOneInOrder() {
    var order: [Int] = []
    let disposables = (1...5).map { index in Disposables.create { order.append(index) } }
    let four = Disposables.create(disposables[0], disposables[1], disposables[2], disposables[3])
    XCTAssertFalse(four.isDisposed)
    four.dispose()
    XCTAssertTrue(four.isDisposed)
    XCTAssertEqual(order, [1, 2, 3, 4])

    order = []
    let more = (1...6).map { index in Disposables.create { order.append(index) } }
    Disposables.create(more[0], more[1], more[2], more[3], more[4], more[5]).dispose()
    XCTAssertEqual(order, [1, 2, 3, 4, 5, 6])
  }

  func test_disposablesCreate_ofAnArrayDisposesEveryOne() {
    let inner = (0..<4).map { _ in BooleanDisposable() }
    Disposables.create(inner).dispose()
    XCTAssertTrue(inner.allSatisfy(\.isDisposed))
  }

  // MARK: Releasing a replaced value after unlocking

  func test_singleAssignmentDisposableReleasesAReplacedDisposableAfterUnlocking() {
    let holder = SingleAssignmentDisposable()
    let readDuringDeinit = Box<Bool?>(nil)
    let finished = finishesWithoutDeadlock {
      holder.setDisposable(DeinitProbeDisposable { readDuringDeinit.value = holder.isDisposed })
      holder.setDisposable(Disposables.create())
    }
    guard finished else { return }
    XCTAssertEqual(readDuringDeinit.value, false)
  }
}
