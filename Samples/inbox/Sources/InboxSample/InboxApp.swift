import HeadlessReactor
import SampleSupport

/// The inbox sample: navigation as state (a message pushed from the list,
/// compose presented, a deep link building the stack), settings shared
/// between the list and the settings screen.
@MainActor
public final class InboxApp: Sample {
  /// `inbox`.
  public static let name = "inbox"
  /// What the sample shows.
  public static let summary =
    "navigation as state: a list pushes messages and settings, compose is presented, "
    + "settings are shared"

  /// `--open <id>`.
  public static let options = [
    SampleOption(
      "--open", value: "<id>",
      summary: "start on that message, as a deep link (a notification tap) would")
  ]

  /// The navigation controller, its root the list.
  public let navigation: NavigationController
  /// The list, root of the navigation controller.
  public let list: InboxViewController
  /// The list's reactor, which owns the navigation.
  public let reactor: InboxReactor
  /// The settings shared by the list and the settings screen.
  public let settings: Shared<InboxSettings>
  /// The message `--open` opened, if any.
  private let openedMessage: Int?
  private let window: Window

  /// Parses `--open <id>` (the id of one of the messages).
  ///
  /// - Throws: ``SampleError`` (exit code 2) for another argument or a
  ///   message that does not exist.
  public init(arguments: [String] = []) throws {
    if let text = try SampleArguments(arguments, of: Self.self).value(of: "--open") {
      guard let id = Int(text), Message.samples.contains(where: { $0.id == id }) else {
        throw SampleError.usage("--open needs the id of a message (\(Self.ids(Message.samples)))")
      }
      openedMessage = id
    } else {
      openedMessage = nil
    }
    settings = Shared(InboxSettings())
    reactor = InboxReactor(settings: settings, openingMessage: openedMessage)
    list = InboxViewController()
    self.navigation = NavigationController(rootViewController: list)
    window = .makeKeyAndVisible(showing: self.navigation)
    // In its navigation controller first: `bind(reactor:)` binds it.
    list.reactor = reactor
  }

  /// The list's reactor, which holds the navigation: what `--record`
  /// records (the other screens' reactors are made again from its states,
  /// and commands that reach only them are done again by a replay).
  public var recordedReactor: (any Reactor)? { reactor }

  /// The list's reactor in a test, on the test's `settings` (a recording
  /// holds the settings and their changes: the test declares them).
  public var testStoreReactor: String? {
    "InboxReactor(settings: settings, openingMessage: \(openedMessage.map(String.init) ?? "nil"))"
  }

  /// What the commands work on: the screen presented over the stack, or
  /// the navigation controller (its top screen and `< Back`).
  public var screen: ViewController {
    navigation.presentedViewController ?? navigation
  }

  /// Open a message and go back, change the shared settings, send a new
  /// message, start another and swipe it away, follow a deep link from the
  /// settings screen (the stack replaced in one transition), go back.
  public let scenario = [
    "select 0 1", "back", "tap Settings", "previews off", "sort oldest", "back", "tap Compose",
    "type See you at noon", "tap Send", "tap Compose", "dismiss", "tap Settings", "link 2",
    "back",
  ]

  /// `back`, `dismiss`, `previews`, `sort` and `link`.
  public var commands: [SampleCommand] {
    [
      SampleCommand("back", usage: "back", summary: "tap < Back", isViewCommand: true) {
        [navigation] _ throws(SampleCommandError) in
        guard navigation.viewControllers.count > 1 else {
          throw .failed("there is no screen to go back to")
        }
        guard navigation.presentedViewController == nil else {
          throw .failed("a presented screen covers the back button (dismiss it first)")
        }
        navigation.tapBackButton()
      },
      SampleCommand(
        "dismiss", usage: "dismiss", summary: "swipe the presented screen down", isViewCommand: true
      ) {
        [navigation] _ throws(SampleCommandError) in
        guard let sheet = navigation.presentedViewController else {
          throw .failed("nothing is presented")
        }
        sheet.swipeDownToDismiss()
      },
      SampleCommand(
        "previews", usage: "previews on|off", summary: "show or hide previews (on Settings)",
        isViewCommand: true
      ) { [navigation] words throws(SampleCommandError) in
        guard words.count == 1, ["on", "off"].contains(words[0]) else {
          throw .usage("previews on|off")
        }
        let settings = try Self.settingsScreen(navigation)
        if settings.previewsSwitch.isOn != (words[0] == "on") { settings.previewsSwitch.toggle() }
      },
      SampleCommand(
        "sort", usage: "sort newest|oldest", summary: "change the order (on Settings)",
        isViewCommand: true
      ) { [navigation] words throws(SampleCommandError) in
        guard words.count == 1, let index = ["newest", "oldest"].firstIndex(of: words[0]) else {
          throw .usage("sort newest|oldest")
        }
        try Self.settingsScreen(navigation).sortControl.selectSegment(at: index)
      },
      SampleCommand(
        "link", usage: "link <id>", summary: "follow a deep link to a message (a notification)"
      ) { [reactor] words throws(SampleCommandError) in
        let id = try SampleCommand.integers(words, 1, usage: "link <id>")[0]
        guard reactor.currentState.message(id: id) != nil else {
          throw .failed(
            "there is no message \(id) (\(Self.ids(reactor.currentState.messages)))")
        }
        reactor.action.onNext(.deepLink(id: id))
      },
    ]
  }

  /// Whether the screens shown are those of the reactor's navigation.
  public var showsTheState: Bool {
    let state = reactor.currentState.navigation
    let path = navigation.viewControllers.dropFirst().map { ($0 as? InboxScreen)?.destination }
    let presented = navigation.presentedViewController.map { ($0 as? InboxScreen)?.destination }
    return path == state.path.map(Optional.some) && presented == state.presented.map(Optional.some)
  }

  /// Runs the main queue until the screen shows the reactor's navigation
  /// (everything here happens on the main actor at once; this is a check).
  public func settle() {
    MainLoop.run(timeout: 2) { [self] in showsTheState }
  }

  /// The settings screen on top of the stack, or why a command needs it.
  private static func settingsScreen(_ navigation: NavigationController)
    throws(SampleCommandError) -> SettingsViewController
  {
    guard navigation.presentedViewController == nil,
      let settings = navigation.topViewController as? SettingsViewController
    else { throw .failed("the settings are not shown (tap Settings first)") }
    return settings
  }

  /// `ids 1 to 4`.
  private static func ids(_ messages: [Message]) -> String {
    let ids = messages.map(\.id)
    return "ids \(ids.min() ?? 0) to \(ids.max() ?? 0)"
  }
}
