/// A control that performs an action when tapped: UIKit's `UIButton`.
///
/// Renders `[title]` (and ` (disabled)` when disabled); a button without a
/// title shows its image (`[image: plus]`) or its type's glyph (`[+]` for
/// ``ButtonType/contactAdd``, `[i]` for the info and detail types,
/// `[close]`). ``tap()`` simulates a user's touch: `rx.tap` fires unless
/// the button is disabled or the touch cannot reach it
/// (``HeadlessView/isReachableByTouch``). Title colors, images and the
/// title label's font are stored, never drawn. Main-actor only.
@preconcurrency @MainActor
open class Button: Control {
  /// The kinds of button UIKit makes: UIKit's `UIButton.ButtonType`.
  public enum ButtonType: Int, Sendable {
    /// No built-in look (what `Button(frame:)` and `Button(title:)` make).
    case custom
    /// The system's tinted text button.
    case system
    /// A detail disclosure button (`[i]` without a title).
    case detailDisclosure
    /// A light info button (`[i]` without a title).
    case infoLight
    /// A dark info button (`[i]` without a title).
    case infoDark
    /// An add button (`[+]` without a title).
    case contactAdd
    /// A close button (`[close]` without a title).
    case close

    /// What the button shows when it has neither title nor image.
    var glyph: String? {
      switch self {
      case .custom, .system: nil
      case .detailDisclosure, .infoLight, .infoDark: "i"
      case .contactAdd: "+"
      case .close: "close"
      }
    }
  }

  /// The button's type (``ButtonType/custom`` unless made with
  /// ``init(type:)``).
  public private(set) var buttonType = ButtonType.custom

  private var titles: [State: String] = [:]
  private var titleColors: [State: Color] = [:]
  private var images: [State: Image] = [:]
  private var titleLabelStorage: Label?
  private var imageViewStorage: ImageView?

  /// Creates a button with `title` for the normal state.
  public convenience init(title: String?) {
    self.init(frame: .zero)
    setTitle(title, for: .normal)
  }

  /// Creates a button of `buttonType` (UIKit's `UIButton(type:)`).
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// Sets the title shown in `state` (only `.normal` and `.disabled` are
  /// rendered).
  open func setTitle(_ title: String?, for state: State) {
    checkMainActor(writing: "title")
    titles[state] = title
  }

  /// The title set for `state`, falling back to the normal one.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// The title currently shown.
  public var currentTitle: String? { title(for: shownState) }

  /// Sets the title color for `state`; stored, never drawn.
  open func setTitleColor(_ color: Color?, for state: State) {
    titleColors[state] = color
  }

  /// The title color set for `state`, falling back to the normal one;
  /// `nil` when none is set.
  open func titleColor(for state: State) -> Color? {
    titleColors[state] ?? titleColors[.normal]
  }

  /// The title color for the current state: the one set, else white for a
  /// custom button and the tint color for the others (UIKit's defaults).
  public var currentTitleColor: Color {
    titleColor(for: shownState) ?? (buttonType == .custom ? Color.white : tintColor!)
  }

  /// Sets the image shown in `state`: rendered when the button has no
  /// title.
  open func setImage(_ image: Image?, for state: State) {
    checkMainActor(writing: "image")
    images[state] = image
  }

  /// The image set for `state`, falling back to the normal one.
  open func image(for state: State) -> Image? {
    images[state] ?? images[.normal]
  }

  /// The image currently shown.
  public var currentImage: Image? { image(for: shownState) }

  /// The label that shows the title, created on first use: its `text` is
  /// the current title, and its `font`, `textColor` and alignment are
  /// stored for layout code (`button.titleLabel?.font = …`). It is not a
  /// subview: the button renders its title itself.
  public var titleLabel: Label? {
    let label = titleLabelStorage ?? Label()
    titleLabelStorage = label
    if label.text != currentTitle { label.text = currentTitle }
    return label
  }

  /// The image view that shows the image, created on first use: its
  /// `image` is the current image. It is not a subview: the button renders
  /// its image itself.
  public var imageView: ImageView? {
    let view = imageViewStorage ?? ImageView()
    imageViewStorage = view
    if view.image != currentImage { view.image = currentImage }
    return view
  }

  /// The state whose title and image are shown.
  private var shownState: State { isEnabled ? .normal : .disabled }

  /// Simulates a user's tap: sends `.touchUpInside` when the touch reaches
  /// the button (``HeadlessView/isReachableByTouch``: enabled, and neither
  /// it nor a view containing it hidden, transparent or not interactive);
  /// does nothing otherwise.
  public func tap() {
    guard isReachableByTouch else { return }
    sendActions(for: .touchUpInside)
  }

  /// What the button shows between its brackets: the title, else the
  /// image, else its type's glyph.
  var shownContent: String {
    currentTitle ?? currentImage?.renderedDescription ?? buttonType.glyph ?? ""
  }

  /// `[title]` (or `[image: name]`, or the type's glyph), with
  /// ` (disabled)` when disabled.
  open override var renderedText: String? {
    "[\(shownContent)]" + (isEnabled ? "" : " (disabled)")
  }
}
