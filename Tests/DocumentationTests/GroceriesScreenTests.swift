// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

@MainActor
final class GroceriesScreenTests: XCTestCase {
  override func setUp() async throws { ViewWarning.failsTests = true }

  func test_aBoughtGroceryMovesToItsSectionAndKeepsItsReactor() async {
    let screen = GroceriesViewController()
    screen.reactor = GroceriesReactor(groceries: [
      Grocery(id: 1, name: "Milk"), Grocery(id: 2, name: "Bread"),
    ])
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
    let milk = screen.reactor?.currentState.groceries[identity: 1]

    let firstRow = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? GroceryCell
    firstRow?.boughtSwitch.toggle()
    screen.nameField.type("Eggs")
    screen.addButton.tap()

    XCTAssertEqual(screen.render(), """
      # Groceries
      <placeholder: New grocery>
      [Add]
      == To buy ==
        [ ] | Bread
        [ ] | Eggs
      == Bought ==
        [x] | Milk
      """)
    XCTAssertTrue(screen.reactor?.currentState.groceries[identity: 1] === milk)
  }
}
