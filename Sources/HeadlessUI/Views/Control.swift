import Platform
import Streams

/// A view that turns user interaction into events: UIKit's `UIControl`.
///
/// Subclasses (``Button``, ``Switch``, ``TextField``) send events with
/// ``sendActions(for:)`` when a simulated user touches them; `rx` listens
/// with ``Streams/Reactive/controlEvent(_:)``. A disabled control
/// ignores simulated touches, as does one that is hidden, transparent or
/// not interactive, or inside a view that is
/// (``HeadlessView/isReachableByTouch``). Main-actor only.
@preconcurrency @MainActor
open class Control: HeadlessView {
  /// The kinds of event a control sends (UIKit's `UIControl.Event`).
  public struct Event: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates an event set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// A touch that ended inside the control (a button's tap).
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// The control's value changed (a switch toggled).
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// Editing began in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// The text of a text field changed.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// Editing ended with the return key.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Event(rawValue: 0xF0000)
  }

  /// The state a title is set for (UIKit's `UIControl.State`); only
  /// `.normal` is shown.
  public struct State: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a state set from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal state.
    public static let normal = State([])
    /// Highlighted (being touched).
    public static let highlighted = State(rawValue: 1 << 0)
    /// Disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// Selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// Whether the control reacts to simulated touches.
  open var isEnabled = true {
    didSet { checkMainActor(writing: "isEnabled") }
  }
  /// Whether the control is selected.
  open var isSelected = false

  /// A disabled control takes no simulated touch.
  override var takesTouchesItself: Bool { isEnabled }

  private final var actions: [(id: Int, events: Event, handler: @MainActor () -> Void)] = []
  private var nextActionID = 0

  /// Runs the handlers registered for any of `events`, in the order they
  /// were added (UIKit's `sendActions(for:)`). Runs even when disabled:
  /// simulated touches check ``isEnabled`` before calling this.
  open func sendActions(for events: Event) {
    let matching = actions.filter { !$0.events.isDisjoint(with: events) }
    for action in matching { action.handler() }
  }

  /// Registers `handler` for `events`; returns a disposable that removes it.
  @discardableResult
  final func addHandler(for events: Event, _ handler: @escaping @MainActor () -> Void) -> Disposable
  {
    nextActionID += 1
    let id = nextActionID
    actions.append((id, events, handler))
    return Disposables.create { [weak self] in
      performOnMain(id) { id in self?.actions.removeAll { $0.id == id } }
    }
  }
}
