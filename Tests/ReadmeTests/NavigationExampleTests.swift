import HeadlessReactor
import TestSupport
import XCTest

/// The README's navigation example does what the README says.
@MainActor
final class NavigationExampleTests: ScreenTestCase {
  func test_theStateDrivesTheStackAndTheUsersBackAndDismissReachTheReactor() async {
    let contacts = ContactsViewController()
    contacts.title = "Contacts"
    let navigation = NavigationController(rootViewController: contacts)
    let reactor = ContactsReactor()
    contacts.reactor = reactor

    reactor.action.onNext(.open(id: 7))
    reactor.action.onNext(.add)
    XCTAssertEqual(navigation.render(), "# New contact")

    navigation.presentedViewController?.swipeDownToDismiss()
    XCTAssertEqual(navigation.render(), "< Contacts\n# Contact 7")
    navigation.tapBackButton()

    XCTAssertEqual(reactor.currentState.navigation, Navigation())
    XCTAssertEqual(navigation.render(), "# Contacts")
  }
}
