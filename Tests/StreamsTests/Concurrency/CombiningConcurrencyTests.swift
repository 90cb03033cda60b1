import Dispatch
import Streams
import XCTest

/// `combineLatest` fed from two threads at once: results leave in the order
/// their inputs were combined, so the last result always combines the last
/// element of each input (a result computed earlier used to be able to
/// overtake a later one).
final class CombiningConcurrencyTests: XCTestCase {
  func test_combineLatest_fromTwoThreads_lastResultCombinesBothLastElements() {
    let count = 20_000
    for _ in 0..<5 {
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let lock = NSLock()
      var last: (Int, Int)?
      var overlapping = false
      var inside = false
      let subscription = Observable.combineLatest(first, second)
        .subscribe(onNext: { pair in
          lock.lock()
          if inside { overlapping = true }
          inside = true
          lock.unlock()
          last = pair
          lock.lock()
          inside = false
          lock.unlock()
        })
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        let subject = index == 0 ? first : second
        for value in 1...count { subject.onNext(value) }
      }
      XCTAssertFalse(overlapping, "two results were delivered at once")
      XCTAssertEqual(last?.0, count)
      XCTAssertEqual(last?.1, count)
      subscription.dispose()
    }
  }
}
