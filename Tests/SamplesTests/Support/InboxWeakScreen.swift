import HeadlessReactor
import InboxSample
import TestSupport

/// An inbox screen and its reactor, watched through weak references.
@MainActor
struct WeakScreen {
  weak var screen: ViewController?
  weak var reactor: AnyObject?

  init(_ screen: ViewController?) {
    self.screen = screen
    switch screen {
    case let message as MessageViewController: reactor = message.reactor
    case let compose as ComposeViewController: reactor = compose.reactor
    case let settings as SettingsViewController: reactor = settings.reactor
    default: reactor = nil
    }
  }

  /// Whether the screen and its reactor were freed.
  var isFreed: Bool {
    screen == nil && becomesReleased { reactor == nil }
  }
}
