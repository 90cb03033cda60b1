import Foundation

/// A view that shows one piece of text: UIKit's `UILabel`.
///
/// Renders its `text` (nothing when `nil`). Font, color, alignment and
/// line breaking are stored for layout code, never applied: a render shows
/// the whole text. As in UIKit, a label does not take touches unless
/// ``HeadlessView/isUserInteractionEnabled`` is set. Main-actor only.
@preconcurrency @MainActor
open class Label: HeadlessView {
  /// The text shown.
  open var text: String? {
    didSet { checkMainActor(writing: "text") }
  }
  /// The number of lines; stored for source compatibility, not used.
  public var numberOfLines = 1
  /// The font (the 17-point system font unless set; setting `nil`
  /// restores it); stored only.
  open var font: Font! {
    get { fontSetting ?? .systemFont(ofSize: 17) }
    set { fontSetting = newValue }
  }
  /// The color of the text (``Color/label`` unless set; setting `nil`
  /// restores it); stored only.
  open var textColor: Color! {
    get { textColorSetting ?? .label }
    set { textColorSetting = newValue }
  }
  /// How the text is aligned (``TextAlignment/natural`` unless set);
  /// stored only.
  open var textAlignment = TextAlignment.natural
  /// How lines that do not fit are wrapped or truncated
  /// (``LineBreakMode/byTruncatingTail`` unless set); stored only.
  open var lineBreakMode = LineBreakMode.byTruncatingTail
  /// Whether the font shrinks to fit the width; stored only.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to; stored only.
  open var minimumScaleFactor: CGFloat = 0

  private var fontSetting: Font?
  private var textColorSetting: Color?

  /// Labels take no touches by default, as in UIKit.
  override class var isUserInteractionEnabledByDefault: Bool { false }

  /// The label's text.
  open override var renderedText: String? { text }
}
