import ReactorTesting
import Streams
import XCTest

final class RefCountDisposableTests: XCTestCase {
  /// A boolean disposable and the ref-count disposable around it.
  private func refCountOfABooleanDisposable() -> (BooleanDisposable, RefCountDisposable) {
    let inner = BooleanDisposable()
    return (inner, RefCountDisposable(disposable: inner))
  }

  // MARK: RefCountDisposable

  func test_refCountDisposable_withoutRetainsDisposesAtOnce() {
    let (inner, refCount) = refCountOfABooleanDisposable()
    XCTAssertFalse(refCount.isDisposed)
    refCount.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func test_refCountDisposable_waitsForEveryRetainedReference() {
    let (inner, refCount) = refCountOfABooleanDisposable()
    let first = refCount.retain()
    let second = refCount.retain()
    refCount.dispose()
    XCTAssertFalse(inner.isDisposed)
    first.dispose()
    first.dispose()  // A reference is released once, however often disposed.
    XCTAssertFalse(inner.isDisposed)
    second.dispose()
    XCTAssertTrue(inner.isDisposed)
    XCTAssertTrue(refCount.isDisposed)
  }

  func test_refCountDisposable_releasedReferencesDoNotDisposeBeforeThePrimary() {
    let (inner, refCount) = refCountOfABooleanDisposable()
    refCount.retain().dispose()
    XCTAssertFalse(inner.isDisposed)
    refCount.dispose()
    refCount.dispose()
    XCTAssertTrue(inner.isDisposed)
  }

  func test_refCountDisposable_retainAfterDisposalReturnsANoOp() {
    let counter = AtomicCounter()
    let refCount = RefCountDisposable(disposable: Disposables.create { counter.increment() })
    refCount.dispose()
    refCount.retain().dispose()
    XCTAssertEqual(counter.value, 1)
  }
}
