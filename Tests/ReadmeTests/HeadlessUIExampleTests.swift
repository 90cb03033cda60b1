// swift-format-ignore-file
// A code block of the ScreensWithoutUIKit article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import HeadlessReactor
import ReactorTesting
import XCTest

@MainActor
final class TodosScreenTests: XCTestCase {
  override func setUp() async throws { ViewWarning.failsTests = true }

  func test_aNewTodoIsAnimatedIn() async {
    let screen = TodosViewController()
    screen.title = "Todos"
    let window = Window(rootViewController: screen)
    window.makeKeyAndVisible()

    screen.todos.accept([TodoSection(model: "Today", items: [Todo(title: "Write")])])
    screen.todos.accept([
      TodoSection(model: "Today", items: [Todo(title: "Read"), Todo(title: "Write")])
    ])

    XCTAssertEqual(screen.render(), "# Todos\n== Today ==\n  Read\n  Write")
    XCTAssertEqual(
      screen.tableView.appliedUpdates.last,
      .batch([.insertRows([IndexPath(row: 0, section: 0)], animation: .top)]))
  }
}
