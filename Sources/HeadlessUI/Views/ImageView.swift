/// A view that shows an image: UIKit's `UIImageView`.
///
/// Renders `(image: name)`, or nothing when it has no image; the
/// highlighted image instead while ``isHighlighted``. As in UIKit, an image
/// view does not take touches unless
/// ``HeadlessView/isUserInteractionEnabled`` is set; it has no user action
/// of its own. `rx.image` binds the image. Main-actor only.
@preconcurrency @MainActor
open class ImageView: HeadlessView {
  /// The image shown.
  open var image: Image? {
    didSet { checkMainActor(writing: "image") }
  }
  /// The image shown while ``isHighlighted``.
  open var highlightedImage: Image? {
    didSet { checkMainActor(writing: "highlightedImage") }
  }
  /// Whether the highlighted image is shown.
  open var isHighlighted = false {
    didSet { checkMainActor(writing: "isHighlighted") }
  }

  /// Creates an image view showing `image`.
  public convenience init(image: Image?) {
    self.init(frame: .zero)
    self.image = image
  }

  /// Creates an image view showing `image`, and `highlightedImage` while
  /// highlighted.
  public convenience init(image: Image?, highlightedImage: Image?) {
    self.init(frame: .zero)
    self.image = image
    self.highlightedImage = highlightedImage
  }

  /// Image views take no touches by default, as in UIKit.
  override class var isUserInteractionEnabledByDefault: Bool { false }

  /// The image shown now.
  private var shownImage: Image? {
    isHighlighted ? (highlightedImage ?? image) : image
  }

  /// `(image: name)`, or `nil` without an image.
  open override var renderedText: String? {
    shownImage.map { "(\($0.renderedDescription))" }
  }
}
