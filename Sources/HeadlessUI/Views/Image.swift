import Foundation

/// An image, by name, never drawn: UIKit's `UIImage` without the prefix.
///
/// There are no asset catalogs or pixels: an image is its name (an asset's
/// or an SF Symbol's), which is what a render shows (`(image: star)` in an
/// ``ImageView``, `[image: plus]` on a ``Button`` without a title) and
/// what a test compares. Images are values: two images with the same name
/// and kind are equal.
///
/// In a file that also imports SwiftUI, write `HeadlessUI.Image`.
public struct Image: Hashable, Sendable {
  /// How an image is drawn: UIKit's `UIImage.RenderingMode` (stored only).
  public enum RenderingMode: Int, Sendable {
    /// As the context decides (the default).
    case automatic
    /// With its own colors.
    case alwaysOriginal
    /// As a template, filled with the tint color.
    case alwaysTemplate
  }

  /// The asset or symbol name the image was created with.
  public let name: String
  /// Whether the image is an SF Symbol (``init(systemName:)``).
  public let isSymbolImage: Bool
  /// How the image is drawn (``withRenderingMode(_:)``).
  public private(set) var renderingMode = RenderingMode.automatic
  /// The image's size; stored, zero unless set (there are no pixels).
  public var size = CGSize.zero

  /// The image in the app's assets named `name`. There are no assets here:
  /// every non-empty name gives an image (UIKit returns `nil` for a missing
  /// asset), so `Image(named: "logo")!` ports unchanged; `nil` for `""`.
  public init?(named name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    self.isSymbolImage = false
  }

  /// The SF Symbol named `name` (`"plus"`, `"star.fill"`); `nil` only for
  /// `""`. Failable as UIKit's is, so `Image(systemName: "gear")!` and
  /// optional chaining both port.
  public init?(systemName name: String) {
    guard !name.isEmpty else { return nil }
    self.name = name
    self.isSymbolImage = true
  }

  /// The same image drawn with `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// How a render describes the image: `image: name`.
  var renderedDescription: String { "image: \(name)" }
}
