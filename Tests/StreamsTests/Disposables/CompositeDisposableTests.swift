import Dispatch
import Foundation
import Streams
import Synchronization
import TestSupport
import XCTest

final class CompositeDisposableTests: XCTestCase {
  // MARK: CompositeDisposable

  func test_compositeDisposable_disposeDisposesEveryMemberOnce() {
    let counter = AtomicCounter()
    let composite = CompositeDisposable(counting(counter), counting(counter))
    composite.insert(counting(counter))
    XCTAssertEqual(composite.count, 3)
    composite.dispose()
    composite.dispose()
    XCTAssertEqual(counter.value, 3)
    XCTAssertTrue(composite.isDisposed)
    XCTAssertEqual(composite.count, 0)
  }

  func test_compositeDisposable_removeForKeyDisposesOnlyThatMember() {
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    let composite = CompositeDisposable()
    let key = composite.insert(first)
    composite.insert(second)
    XCTAssertNotNil(key)
    composite.remove(for: key!)
    XCTAssertTrue(first.isDisposed)
    XCTAssertFalse(second.isDisposed)
    XCTAssertEqual(composite.count, 1)
    composite.dispose()
    XCTAssertTrue(second.isDisposed)
  }

  func test_compositeDisposable_removingTwiceDisposesOnce() {
    let counter = AtomicCounter()
    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create { counter.increment() })!
    composite.remove(for: key)
    composite.remove(for: key)
    composite.dispose()
    XCTAssertEqual(counter.value, 1)
  }

  func test_compositeDisposable_insertAfterDisposeDisposesImmediatelyAndReturnsNil() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = BooleanDisposable()
    XCTAssertNil(composite.insert(late))
    XCTAssertTrue(late.isDisposed)
  }

  func test_compositeDisposable_initWithArrayHoldsEveryMember() {
    let members = [BooleanDisposable(), BooleanDisposable()]
    let composite = CompositeDisposable(disposables: members)
    XCTAssertEqual(composite.count, 2)
    composite.dispose()
    XCTAssertTrue(members.allSatisfy(\.isDisposed))
  }

  // MARK: Delivery from many threads at once

  func test_compositeDisposable_concurrentInsertAndDisposeDisposesEveryMember() {
    let composite = CompositeDisposable()
    let members = (0..<8_000).map { _ in BooleanDisposable() }
    DispatchQueue.concurrentPerform(iterations: threadCount) { thread in
      for index in stride(from: thread, to: members.count, by: threadCount) {
        composite.insert(members[index])
        if index == 4_000 { composite.dispose() }
      }
    }
    composite.dispose()
    XCTAssertTrue(members.allSatisfy(\.isDisposed))
  }
}
