import XCTest

@testable import Streams

/// The fast removal a reactor's storage uses for a cell's one observer
/// (`ObserverList.removeSingle(identicalTo:)`), against the general one.
final class ObserverListTests: XCTestCase {
  /// What owns the observers in these tests: removal goes through the list.
  private final class Owner: SubjectUnsubscribing {
    func unsubscribe(_ subscription: SubjectSubscription) {}
  }

  private let owner = Owner()

  private func observer() -> RawObserver<Int> {
    RawObserver(retaining: owner, handler: .next({ _ in }))
  }

  func test_removeSingleRemovesTheOnlyObserverWhenItIsTheOneGiven() {
    var list = ObserverList<RawObserver<Int>>()
    let only = observer()
    list.append(only)
    XCTAssertTrue(list.removeSingle(identicalTo: only) === only)
    XCTAssertTrue(list.isEmpty)
    XCTAssertNil(list.single)
    XCTAssertEqual(list.count, 0)
  }

  func test_removeSingleChangesNothingForAnotherObjectOrAListOfTwo() {
    var list = ObserverList<RawObserver<Int>>()
    let first = observer()
    let second = observer()
    list.append(first)
    XCTAssertNil(list.removeSingle(identicalTo: second), "not the one in the list")
    XCTAssertEqual(list.count, 1)
    XCTAssertTrue(list.single?.takeUnretainedValue() === first)

    list.append(second)
    XCTAssertNil(list.removeSingle(identicalTo: first), "not the only one: left to remove(_:)")
    XCTAssertEqual(list.count, 2)
    XCTAssertTrue(list.remove(first) === first)
    XCTAssertTrue(list.single?.takeUnretainedValue() === second)
    XCTAssertTrue(list.removeSingle(identicalTo: second) === second)
    XCTAssertTrue(list.isEmpty)
  }
}
