import Foundation

/// A font, stored and never drawn: UIKit's `UIFont` without the prefix.
///
/// `label.font = .boldSystemFont(ofSize: 17)` and
/// `.preferredFont(forTextStyle: .headline)` port unchanged and can be read
/// back in a test. There are no font files: ``init(name:size:)`` accepts any
/// name, and sizes are UIKit's defaults at the default text size (no
/// Dynamic Type).
///
/// In a file that also imports SwiftUI, write `HeadlessUI.Font`.
public struct Font: Hashable, Sendable {
  /// The font's name: the one given to ``init(name:size:)``, or a system
  /// font's (`.SFUI-Regular`, `.SFUI-Bold`, `.SFUI-Italic`, …).
  public let fontName: String
  /// The family: the name given to ``init(name:size:)``, or `.SF UI` for
  /// the system font.
  public let familyName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight (``Weight/regular`` for a named font).
  public let weight: Weight
  /// Whether the font is italic.
  public let isItalic: Bool
  /// The text style the font was made for (``preferredFont(forTextStyle:)``),
  /// or `nil`.
  public let textStyle: TextStyle?

  private init(
    fontName: String, familyName: String, pointSize: CGFloat, weight: Weight,
    isItalic: Bool, textStyle: TextStyle?
  ) {
    self.fontName = fontName
    self.familyName = familyName
    self.pointSize = pointSize
    self.weight = weight
    self.isItalic = isItalic
    self.textStyle = textStyle
  }

  /// The font named `fontName` at `fontSize` points; `nil` only for an
  /// empty name (UIKit returns `nil` for a font that is not installed:
  /// here none is, and every name is accepted so that ports run).
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.init(
      fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular,
      isItalic: false, textStyle: nil)
  }

  /// The system font at `fontSize` points, regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points and `weight`.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    system(fontSize, weight, italic: false, style: nil)
  }

  /// The bold system font at `fontSize` points.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at `fontSize` points.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
    system(fontSize, .regular, italic: true, style: nil)
  }

  /// The system font whose digits all have the same width, at `fontSize`
  /// points and `weight` (stored like any system font).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The font for `style` at the default text size (body 17, headline 17
  /// semibold, title1 28, caption1 12, …).
  public static func preferredFont(forTextStyle style: TextStyle) -> Font {
    let (size, weight) = style.metrics
    return system(size, weight, italic: false, style: style)
  }

  /// The same font at `fontSize` points.
  public func withSize(_ fontSize: CGFloat) -> Font {
    Font(
      fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight,
      isItalic: isItalic, textStyle: textStyle)
  }

  private static func system(
    _ size: CGFloat, _ weight: Weight, italic: Bool, style: TextStyle?
  ) -> Font {
    let suffix = italic ? (weight == .regular ? "Italic" : "\(weight.name)Italic") : weight.name
    return Font(
      fontName: ".SFUI-\(suffix)", familyName: ".SF UI", pointSize: size, weight: weight,
      isItalic: italic, textStyle: style)
  }
}

extension Font {
  /// A font's weight: UIKit's `UIFont.Weight`, with its raw values (-1 to 1).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight, from -1 (lightest) to 1 (heaviest); regular is 0.
    public let rawValue: CGFloat
    /// Creates a weight from its raw value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// Ultra light (-0.8).
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin (-0.6).
    public static let thin = Weight(rawValue: -0.6)
    /// Light (-0.4).
    public static let light = Weight(rawValue: -0.4)
    /// Regular (0).
    public static let regular = Weight(rawValue: 0)
    /// Medium (0.23).
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold (0.3).
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold (0.4).
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy (0.56).
    public static let heavy = Weight(rawValue: 0.56)
    /// Black (0.62).
    public static let black = Weight(rawValue: 0.62)

    /// The weight's name in a system font's name.
    var name: String {
      switch self {
      case .ultraLight: "Ultralight"
      case .thin: "Thin"
      case .light: "Light"
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      case .heavy: "Heavy"
      case .black: "Black"
      default: "Weight\(rawValue)"
      }
    }
  }

  /// A text style for ``Font/preferredFont(forTextStyle:)``: UIKit's
  /// `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's name for the style (`UICTFontTextStyleBody`, …).
    public let rawValue: String
    /// Creates a style from its raw value (an unknown one is body-sized).
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Large titles (34 pt).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// First-level titles (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Second-level titles (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Third-level titles (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headings (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadings (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body text (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callouts (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnotes (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Standard captions (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Alternate captions (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The size and weight at the default text size.
    var metrics: (size: CGFloat, weight: Weight) {
      switch self {
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .subheadline: (15, .regular)
      case .callout: (16, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)
      }
    }
  }
}
