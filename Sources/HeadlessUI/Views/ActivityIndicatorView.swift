import Foundation

/// A spinner that shows work in progress: UIKit's
/// `UIActivityIndicatorView`.
///
/// Renders `(spinning)` while animating and `(stopped)` when stopped and
/// shown. As in UIKit, ``hidesWhenStopped`` (the default) sets
/// ``HeadlessView/isHidden`` while the indicator is stopped, so a new
/// indicator is hidden until ``startAnimating()``. `rx.isAnimating` binds
/// it. It has no user action. Main-actor only.
@preconcurrency @MainActor
open class ActivityIndicatorView: HeadlessView {
  /// The look of the indicator: UIKit's `UIActivityIndicatorView.Style`
  /// (stored, never drawn).
  public enum Style: Int, Sendable {
    /// The medium indicator (the default).
    case medium
    /// The large indicator.
    case large
    /// The large white indicator (deprecated in UIKit).
    case whiteLarge
    /// The white indicator (deprecated in UIKit).
    case white
    /// The gray indicator (deprecated in UIKit).
    case gray
  }

  /// The look of the indicator; stored only.
  open var style: Style
  /// The color of the indicator: the style's unless set, never `nil`
  /// (``Color/white`` for ``Style/white`` and ``Style/whiteLarge``,
  /// ``Color/gray`` for the others, as UIKit's); setting `nil` restores
  /// the style's. Stored only.
  open var color: Color! {
    get { colorSetting ?? (style == .white || style == .whiteLarge ? .white : .gray) }
    set { colorSetting = newValue }
  }
  private var colorSetting: Color?
  /// Whether the indicator is spinning.
  public private(set) var isAnimating = false
  /// Whether the indicator hides itself while stopped (`true`): stopping
  /// sets ``HeadlessView/isHidden``, starting clears it.
  open var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }

  /// Creates a stopped indicator of `style` (hidden, as it hides when
  /// stopped).
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    isHidden = true
  }

  /// Creates a stopped ``Style/medium`` indicator; `frame` is ignored.
  public override init(frame: CGRect) {
    self.style = .medium
    super.init(frame: frame)
    isHidden = true
  }

  /// Creates a stopped ``Style/medium`` indicator.
  public convenience override init() {
    self.init(style: .medium)
  }

  /// Archives are not supported; present so that subclasses written for
  /// UIKit compile. Creates a stopped ``Style/medium`` indicator.
  public required init?(coder: NSCoder) {
    self.style = .medium
    super.init(coder: coder)
    isHidden = true
  }

  /// Starts spinning, and shows the indicator when it hides when stopped.
  open func startAnimating() {
    checkMainActor(writing: "isAnimating")
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning, and hides the indicator when ``hidesWhenStopped``.
  open func stopAnimating() {
    checkMainActor(writing: "isAnimating")
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// `(spinning)` while animating, `(stopped)` otherwise.
  open override var renderedText: String? {
    isAnimating ? "(spinning)" : "(stopped)"
  }
}
