import Foundation

/// A button in a navigation bar: UIKit's `UIBarButtonItem`, here a
/// ``Button``, so that ``NavigationItem/rightBarButtonItem`` (a `Button`)
/// takes it and `rx.tap` and ``Button/tap()`` work on it.
///
/// Renders as a button: `[Save]`, a system item by its English title
/// (`[Done]`, `[Add]`), an image item as `[image: gear]`, a custom view by
/// what the view shows; spaces show nothing. A controller's ``ViewController/render()``
/// shows its navigation item's buttons on one line after its title.
///
/// `target` and `action` are stored and never called: `Selector` does not
/// exist on Linux (HeadlessUI declares one there; only `nil` is
/// meaningful). React with `rx.tap`:
///
/// ```swift
/// let save = BarButtonItem(barButtonSystemItem: .save, target: nil, action: nil)
/// navigationItem.rightBarButtonItem = save
/// save.rx.tap.map { .save }.bind(to: reactor.action).disposed(by: disposeBag)
/// ```
///
/// Main-actor only.
@preconcurrency @MainActor
open class BarButtonItem: Button {
  /// How the item looks: UIKit's `UIBarButtonItem.Style` (stored only).
  public enum Style: Int, Sendable {
    /// A plain item (the default).
    case plain
    /// A bordered item (deprecated in UIKit; looks plain).
    case bordered
    /// The item that completes an action, in bold.
    case done
  }

  /// The system's predefined items: UIKit's `UIBarButtonItem.SystemItem`.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done
    /// Cancel.
    case cancel
    /// Edit.
    case edit
    /// Save.
    case save
    /// Add (a plus icon).
    case add
    /// Flexible space between items (shows nothing).
    case flexibleSpace
    /// Fixed space between items (shows nothing).
    case fixedSpace
    /// Compose (a pencil icon).
    case compose
    /// Reply (an arrow icon).
    case reply
    /// Action (a share icon).
    case action
    /// Organize (a folder icon).
    case organize
    /// Bookmarks (a book icon).
    case bookmarks
    /// Search (a magnifier icon).
    case search
    /// Refresh (a circular arrow icon).
    case refresh
    /// Stop (an X icon).
    case stop
    /// Camera (a camera icon).
    case camera
    /// Trash (a bin icon).
    case trash
    /// Play.
    case play
    /// Pause.
    case pause
    /// Rewind.
    case rewind
    /// Fast forward.
    case fastForward
    /// Undo.
    case undo
    /// Redo.
    case redo
    /// Close (an X icon).
    case close

    /// The English title a render shows; `nil` for spaces.
    var title: String? {
      switch self {
      case .done: "Done"
      case .cancel: "Cancel"
      case .edit: "Edit"
      case .save: "Save"
      case .add: "Add"
      case .flexibleSpace, .fixedSpace: nil
      case .compose: "Compose"
      case .reply: "Reply"
      case .action: "Share"
      case .organize: "Organize"
      case .bookmarks: "Bookmarks"
      case .search: "Search"
      case .refresh: "Refresh"
      case .stop: "Stop"
      case .camera: "Camera"
      case .trash: "Trash"
      case .play: "Play"
      case .pause: "Pause"
      case .rewind: "Rewind"
      case .fastForward: "Fast Forward"
      case .undo: "Undo"
      case .redo: "Redo"
      case .close: "Close"
      }
    }
  }

  /// How the item looks (``Style/plain`` unless set); stored only.
  open var style = Style.plain
  /// The system item this item was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// The view shown instead of a title (``init(customView:)``).
  public private(set) var customView: HeadlessView?
  /// The object the action would be sent to; stored, never called.
  public weak var target: AnyObject?
  /// The action; stored, never called (see the type's discussion).
  public var action: Selector?
  /// The width of a fixed space; stored only.
  public var width: CGFloat = 0

  /// The title (the button's title for the normal state).
  open var title: String? {
    get { title(for: .normal) }
    set { setTitle(newValue, for: .normal) }
  }

  /// The image (the button's image for the normal state).
  open var image: Image? {
    get { image(for: .normal) }
    set { setImage(newValue, for: .normal) }
  }

  /// Creates an item showing `title`.
  public convenience init(
    title: String?, style: Style, target: AnyObject? = nil, action: Selector? = nil
  ) {
    self.init(frame: .zero)
    self.style = style
    self.title = title
    self.target = target
    self.action = action
  }

  /// Creates an item showing `image`.
  public convenience init(
    image: Image?, style: Style, target: AnyObject? = nil, action: Selector? = nil
  ) {
    self.init(frame: .zero)
    self.style = style
    self.image = image
    self.target = target
    self.action = action
  }

  /// Creates one of the system's items, shown by its English title
  /// (`.done` as `[Done]`, `.add` as `[Add]`).
  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject? = nil,
    action: Selector? = nil
  ) {
    self.init(frame: .zero)
    self.systemItem = systemItem
    self.style = systemItem == .done ? .done : .plain
    self.target = target
    self.action = action
  }

  /// Creates an item that shows `customView` (added as its subview).
  public convenience init(customView: HeadlessView) {
    self.init(frame: .zero)
    self.customView = customView
    addSubview(customView)
  }

  /// The title, else the system item's title, else the image.
  override var shownContent: String {
    currentTitle ?? systemItem?.title ?? currentImage?.renderedDescription ?? ""
  }

  /// `[title]` (with ` (disabled)` when disabled); `nil` for a space or a
  /// custom view (the custom view renders itself).
  open override var renderedText: String? {
    if customView != nil { return nil }
    if let systemItem, systemItem.title == nil, currentTitle == nil { return nil }
    return super.renderedText
  }
}
