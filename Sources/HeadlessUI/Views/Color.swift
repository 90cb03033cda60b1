import Foundation

/// A color, stored and never drawn: UIKit's `UIColor` without the prefix.
///
/// Layout code sets colors (`view.backgroundColor = .systemBackground`,
/// `label.textColor = .secondaryLabel`); here they are kept so that the
/// code ports unchanged and a test can read them back. Components are in
/// the sRGB space, not clamped (UIKit's extended range). The system colors
/// are their light-appearance values: there is no dark mode.
///
/// In a file that also imports SwiftUI, write `HeadlessUI.Color`.
///
/// ```swift
/// view.backgroundColor = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
/// view.layer.borderColor = Color.separator.cgColor
/// ```
public struct Color: Hashable, Sendable {
  /// The red component, 0 to 1.
  public var red: CGFloat
  /// The green component, 0 to 1.
  public var green: CGFloat
  /// The blue component, 0 to 1.
  public var blue: CGFloat
  /// The opacity, 0 (transparent) to 1 (opaque).
  public var alpha: CGFloat

  /// Creates a color from sRGB components and an opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a gray: `white` 0 is black, 1 is white.
  public init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same color with `alpha` as its opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The color itself: UIKit's `CGColor` (for `layer.borderColor =
  /// color.cgColor`) does not exist on Linux, so ``Layer``'s colors are
  /// `Color`s and this returns `self`.
  public var cgColor: Color { self }

  /// An sRGB color from 0–255 components (the system colors' definitions).
  private static func bytes(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> Color {
    Color(
      red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255,
      alpha: alpha)
  }
}

extension Color {
  /// Black (white 0).
  public static let black = Color(white: 0, alpha: 1)
  /// Dark gray (white 1/3).
  public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
  /// Light gray (white 2/3).
  public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
  /// White (white 1).
  public static let white = Color(white: 1, alpha: 1)
  /// Gray (white 1/2).
  public static let gray = Color(white: 0.5, alpha: 1)
  /// Red (1, 0, 0).
  public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
  /// Green (0, 1, 0).
  public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
  /// Blue (0, 0, 1).
  public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent black.
  public static let clear = Color(white: 0, alpha: 0)
}

extension Color {
  /// The system blue (the default tint).
  public static let systemBlue = bytes(0, 122, 255)
  /// The system red.
  public static let systemRed = bytes(255, 59, 48)
  /// The system green.
  public static let systemGreen = bytes(52, 199, 89)
  /// The system orange.
  public static let systemOrange = bytes(255, 149, 0)
  /// The system yellow.
  public static let systemYellow = bytes(255, 204, 0)
  /// The system pink.
  public static let systemPink = bytes(255, 45, 85)
  /// The system purple.
  public static let systemPurple = bytes(175, 82, 222)
  /// The system teal.
  public static let systemTeal = bytes(90, 200, 250)
  /// The system indigo.
  public static let systemIndigo = bytes(88, 86, 214)
  /// The system gray.
  public static let systemGray = bytes(142, 142, 147)
  /// The second system gray.
  public static let systemGray2 = bytes(174, 174, 178)
  /// The third system gray.
  public static let systemGray3 = bytes(199, 199, 204)
  /// The fourth system gray.
  public static let systemGray4 = bytes(209, 209, 214)
  /// The fifth system gray.
  public static let systemGray5 = bytes(229, 229, 234)
  /// The sixth system gray.
  public static let systemGray6 = bytes(242, 242, 247)
  /// The color of primary text (a label's default).
  public static let label = Color.black
  /// The color of secondary text.
  public static let secondaryLabel = bytes(60, 60, 67, 0.6)
  /// The color of tertiary text.
  public static let tertiaryLabel = bytes(60, 60, 67, 0.3)
  /// The color of quaternary text.
  public static let quaternaryLabel = bytes(60, 60, 67, 0.18)
  /// The color of placeholder text.
  public static let placeholderText = bytes(60, 60, 67, 0.3)
  /// The color of links.
  public static let link = systemBlue
  /// The color of thin separators.
  public static let separator = bytes(60, 60, 67, 0.29)
  /// The color of opaque separators.
  public static let opaqueSeparator = bytes(198, 198, 200)
  /// The background of a screen.
  public static let systemBackground = Color.white
  /// The background of content on a screen.
  public static let secondarySystemBackground = bytes(242, 242, 247)
  /// The background of content inside secondary content.
  public static let tertiarySystemBackground = Color.white
  /// The background of a grouped table.
  public static let systemGroupedBackground = bytes(242, 242, 247)
  /// The background of content in a grouped table.
  public static let secondarySystemGroupedBackground = Color.white
  /// The fill of thin, small shapes.
  public static let systemFill = bytes(120, 120, 128, 0.2)
}
