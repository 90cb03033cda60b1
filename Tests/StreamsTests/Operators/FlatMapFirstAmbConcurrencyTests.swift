import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

final class FlatMapFirstAmbConcurrencyTests: XCTestCase {
  func test_flatMapFirstNeverRunsTwoInnerSequencesAtOnceWhenInnersEndOnAnotherThread() {
    let queue = DispatchQueue(label: "flatMapFirst.inner")
    let running = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let started = Atomic<Int>(0)
    let subject = PublishSubject<Int>()
    let detector = OverlapDetector()
    let done = expectation(description: "completed")
    let subscription = subject.flatMapFirst { value in
      Observable<Int>.create { observer in
        started.add(1, ordering: .relaxed)
        if running.add(1, ordering: .acquiringAndReleasing).newValue > 1 {
          overlaps.add(1, ordering: .relaxed)
        }
        queue.async {
          observer.onNext(value)
          // Counted down before completing: `flatMapFirst` may start the
          // next inner sequence as soon as this one completed.
          running.subtract(1, ordering: .acquiringAndReleasing)
          observer.onCompleted()
        }
        return Disposables.create()
      }
    }
    .subscribe(
      onNext: { _ in
        detector.enter()
        detector.leave()
      },
      onCompleted: { done.fulfill() })
    for value in 0..<20_000 { subject.onNext(value) }
    subject.onCompleted()
    wait(for: [done], timeout: 10)
    subscription.dispose()
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    XCTAssertEqual(detector.overlaps, 0)
    XCTAssertGreaterThan(started.load(ordering: .relaxed), 0)
  }

  func test_ambDeliversOnlyOneRacingSourceWhenSourcesEmitFromManyThreads() {
    for _ in 0..<200 {
      let subjects = (0..<4).map { _ in PublishSubject<Int>() }
      let received = Mutex<Set<Int>>([])
      let detector = OverlapDetector()
      let subscription = Observable.amb(subjects.map { $0.asObservable() })
        .subscribe(onNext: { value in
          detector.enter()
          received.withLock { _ = $0.insert(value / 1000) }
          detector.leave()
        })
      DispatchQueue.concurrentPerform(iterations: subjects.count) { index in
        for offset in 0..<50 { subjects[index].onNext(index * 1000 + offset) }
      }
      subscription.dispose()
      XCTAssertEqual(received.withLock { $0.count }, 1)
      XCTAssertEqual(detector.overlaps, 0)
    }
  }
}
