import HeadlessReactor
import ReactorTesting
import XCTest

@MainActor
final class ShelfScreenTests: XCTestCase {
  func test_backFromADeepLink_popsOneScreenAndTellsTheReactor() async {
    let (navigation, reactor) = makeShelf()

    reactor.action.onNext(.openLink(bookID: 1, author: "Frank Herbert"))
    XCTAssertEqual(navigation.render(), "< Book 1\n# Frank Herbert")

    navigation.tapBackButton()
    XCTAssertEqual(reactor.currentState.navigation.path, [.book(id: 1)])
    XCTAssertEqual(navigation.render(), "< Shelf\n# Book 1")
  }
}
