/// A view that shows one piece of text: UIKit's `UILabel`.
///
/// Renders its `text` (nothing when `nil`). Main-actor only.
@preconcurrency @MainActor
open class Label: HeadlessView {
  /// The text shown.
  open var text: String? {
    didSet { checkMainActor(writing: "text") }
  }
  /// The number of lines; stored for source compatibility, not used.
  public var numberOfLines = 1

  /// The label's text.
  open override var renderedText: String? { text }
}
