import HeadlessReactor
import SampleSupport

/// The cell-reactors sample: tasks whose cells are bound to their own
/// reactors, kept per task by `ReactorCollection`s.
@MainActor
public final class CellReactorsApp: Sample {
  /// `cell-reactors`.
  public static let name = "cell-reactors"
  /// What the sample shows.
  public static let summary =
    "cell reactors kept per identity; a switch in a cell reaches the screen's reactor"

  /// The screen, in a window.
  public let screen: ViewController
  private let window: Window

  /// The task list with two main tasks and one sub-task. Takes no
  /// arguments.
  ///
  /// - Throws: ``SampleError`` (exit code 2) for any argument.
  public init(arguments: [String] = []) throws {
    _ = try SampleArguments(arguments, of: Self.self)
    let controller = TaskListViewController()
    controller.reactor = TaskListReactor(
      mains: [Main(id: 0, message: "Write the sample"), Main(id: 1, message: "Test it")],
      subs: [Sub(id: 2, message: "Read the seed")])
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
  }

  /// Toggle, add, toggle a sub-task, delete.
  public let scenario = ["toggle 0 0", "type Ship it", "tap Add", "toggle 1 0", "delete 0 1"]
}
