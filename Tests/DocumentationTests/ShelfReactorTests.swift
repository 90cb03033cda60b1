import HeadlessReactor
import ReactorTesting
import XCTest

final class ShelfReactorTests: XCTestCase {
  func test_theUsersBackAndDismiss_areReduced() {
    let store = TestStore(reactor: ShelfReactor(), scheduler: TestScheduler(initialClock: 0))

    store.send(.select(bookID: 1)) { $0.navigation.path = [.book(id: 1)] }
    store.send(.tapAdd) { $0.navigation.presented = .addBook }
    store.send(.navigation(.dismissed)) { $0.navigation.presented = nil }
    store.send(.navigation(.popped(depth: 0))) { $0.navigation.path = [] }
    store.finish()
  }
}
