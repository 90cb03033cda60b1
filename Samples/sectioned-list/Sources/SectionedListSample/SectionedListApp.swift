import HeadlessReactor
import SampleSupport

/// The sectioned-list sample: today's and this week's items in two
/// sections with headers and footers; selecting a row shows its item.
@MainActor
public final class SectionedListApp: Sample {
  /// `sectioned-list`.
  public static let name = "sectioned-list"
  /// What the sample shows.
  public static let summary =
    "two sections with header and footer titles; the selected item is shown"

  /// The screen, in a window.
  public let screen: ViewController
  private let controller: SampleSectionTableViewController
  private let window: Window

  /// The seed's six items per section. Takes no arguments.
  public init(arguments: [String] = []) throws {
    _ = try SampleArguments(arguments, of: Self.self)
    controller = SampleSectionTableViewController()
    controller.reactor = SectionedListReactor()
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
  }

  /// The list's reactor, as a test makes it.
  public var testStoreReactor: String? { "SectionedListReactor()" }

  /// Select today's third item, scroll to the week, select there, add items.
  public let scenario = [
    "select 0 2", "scroll 4", "select 1 3", "add week week6", "scroll 5", "add today today6",
    "select 0 6",
  ]

  /// `add <today|week> <text>`.
  public var commands: [SampleCommand] {
    let usage = "add <today|week> <text>"
    return [
      SampleCommand("add", usage: usage, summary: "append an item to a section") {
        [controller] words throws(SampleCommandError) in
        guard words.count >= 2 else { throw .usage(usage) }
        let type: SampleSectionItem.SectionType
        switch words[0].lowercased() {
        case "today": type = .today
        case "week": type = .week
        default: throw .failed("there is no section '\(words[0])' (today or week)")
        }
        controller.reactor?.action.onNext(.add(type, words.dropFirst().joined(separator: " ")))
      }
    ]
  }
}
