import HeadlessReactor

/// The scripted tour of the sample: each step is an action a user takes and
/// the screen it leads to.
@MainActor
public struct CellReactorsScenario {
  /// The screen being driven.
  public let screen = TaskListViewController()
  private let window: Window

  /// Creates the screen with two main tasks and one sub-task, in a window.
  public init() {
    screen.reactor = TaskListReactor(
      mains: [Main(id: 0, message: "Write the sample"), Main(id: 1, message: "Test it")],
      subs: [Sub(id: 2, message: "Read the seed")])
    window = Window(rootViewController: screen)
    window.makeKeyAndVisible()
  }

  /// The steps: a description and what it does.
  public var steps: [(String, @MainActor () -> Void)] {
    let screen = self.screen
    return [
      ("start", {}),
      (
        "toggle 'Write the sample' done",
        {
          (screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? MainCell)?
            .doneSwitch.toggle()
        }
      ),
      (
        "type 'Ship it' and tap Add",
        {
          screen.newTaskField.type("Ship it")
          screen.addButton.tap()
        }
      ),
      (
        "toggle 'Read the seed' done",
        {
          (screen.tableView.cellForRow(at: IndexPath(row: 0, section: 1)) as? SubCell)?
            .doneSwitch.toggle()
        }
      ),
      ("delete 'Test it'", { screen.tableView.commitDelete(at: IndexPath(row: 1, section: 0)) }),
    ]
  }

  /// Runs every step, printing the action and then the screen.
  public func run(print output: (String) -> Void) {
    for (title, step) in steps {
      step()
      output("> \(title)")
      output(screen.render())
      output("")
    }
  }
}
