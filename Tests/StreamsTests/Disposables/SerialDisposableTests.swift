import Streams
import XCTest

final class SerialDisposableTests: XCTestCase {
  // MARK: SerialDisposable

  func test_serialDisposable_replacingDisposesThePrevious() {
    let serial = SerialDisposable()
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    serial.disposable = first
    XCTAssertFalse(first.isDisposed)
    serial.disposable = second
    XCTAssertTrue(first.isDisposed)
    XCTAssertFalse(second.isDisposed)
  }

  func test_serialDisposable_disposeDisposesTheCurrentAndEveryLaterOne() {
    let serial = SerialDisposable()
    let current = BooleanDisposable()
    serial.disposable = current
    serial.dispose()
    XCTAssertTrue(serial.isDisposed)
    XCTAssertTrue(current.isDisposed)
    let later = BooleanDisposable()
    serial.disposable = later
    XCTAssertTrue(later.isDisposed)
  }

  func test_serialDisposable_getterReturnsTheCurrentDisposable() {
    let serial = SerialDisposable()
    let current = BooleanDisposable()
    serial.disposable = current
    XCTAssertTrue((serial.disposable as? BooleanDisposable) === current)
  }

  // MARK: SingleAssignmentDisposable

  func test_singleAssignmentDisposable_disposeDisposesTheAssignedDisposable() {
    let single = SingleAssignmentDisposable()
    let inner = BooleanDisposable()
    single.setDisposable(inner)
    XCTAssertFalse(inner.isDisposed)
    single.dispose()
    XCTAssertTrue(single.isDisposed)
    XCTAssertTrue(inner.isDisposed)
  }

  func test_singleAssignmentDisposable_assignmentAfterDisposeDisposesImmediately() {
    let single = SingleAssignmentDisposable()
    single.dispose()
    let inner = BooleanDisposable()
    single.setDisposable(inner)
    XCTAssertTrue(inner.isDisposed)
  }
}
