import HeadlessReactor
import SampleSupport

/// The config sample: a settings table whose enum items each have their
/// own cell type; switches are bound to the screen's reactor.
@MainActor
public final class ConfigApp: Sample {
  /// `config`.
  public static let name = "config"
  /// What the sample shows.
  public static let summary =
    "SectionModel<ConfigViewSection, ConfigItem>: parameter cells with values, switch cells"

  /// The screen, in a window.
  public let screen: ViewController
  private let controller: ConfigViewController
  private let window: Window

  /// The default settings. Takes no arguments.
  public init(arguments: [String] = []) throws {
    _ = try SampleArguments(arguments, of: Self.self)
    controller = ConfigViewController()
    controller.reactor = ConfigViewReactor()
    screen = controller
    window = .makeKeyAndVisible(showing: controller)
  }

  /// The settings' reactor, as a test makes it.
  public var testStoreReactor: String? { "ConfigViewReactor()" }

  /// Change the tempo and the mode, flip play types, scroll to the intervals, flip some.
  public let scenario = [
    "set tempo 140", "set gameMode test", "toggle 1 1", "toggle 1 0", "scroll 14", "toggle 2 4",
    "toggle 2 11",
  ]

  /// `set <parameter> <value>`.
  public var commands: [SampleCommand] {
    let usage = "set <parameter> <value>"
    return [
      SampleCommand("set", usage: usage, summary: "give a parameter a value (set tempo 140)") {
        [controller] words throws(SampleCommandError) in
        guard words.count == 2 else { throw .usage(usage) }
        let parameters = ConfigItem.allCases.filter { !$0.isSwitch }
        guard
          let item = parameters.first(where: { $0.rawValue.lowercased() == words[0].lowercased() })
        else {
          throw .failed(
            "there is no parameter '\(words[0])' ("
              + parameters.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let value: Int
        switch (item, words[1].lowercased()) {
        case (.gameMode, "practice"): value = 0
        case (.gameMode, "test"): value = 1
        default:
          guard let number = Int(words[1]), let range = item.range, range.contains(number) else {
            let range = item.range.map { "\($0.lowerBound)...\($0.upperBound)" } ?? ""
            throw .failed(
              item == .gameMode
                ? "gameMode is practice or test" : "\(item.rawValue) takes a number in \(range)")
          }
          value = number
        }
        controller.reactor?.action.onNext(.setParameter(item, value))
      }
    ]
  }
}
