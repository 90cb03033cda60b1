import Foundation

/// The drawing attributes of a view, stored and never drawn: Core
/// Animation's `CALayer` as layout code uses it.
///
/// `view.layer.cornerRadius = 8`, `view.layer.borderColor =
/// Color.separator.cgColor` and shadow settings port unchanged and can be
/// read back. Defaults are `CALayer`'s (an opaque black shadow color at
/// opacity 0, offset (0, -3), radius 3). Colors are ``Color``s: `CGColor`
/// does not exist on Linux (``Color/cgColor`` returns the color itself).
/// Main-actor only, with its view.
@preconcurrency @MainActor
public final class Layer {
  /// The radius of the corners.
  public var cornerRadius: CGFloat = 0
  /// The width of the border.
  public var borderWidth: CGFloat = 0
  /// The color of the border.
  public var borderColor: Color?
  /// Whether content is clipped to the bounds (the view's `clipsToBounds`).
  public var masksToBounds = false
  /// The color of the shadow.
  public var shadowColor: Color? = .black
  /// The opacity of the shadow, 0 (none, the default) to 1.
  public var shadowOpacity: Float = 0
  /// The offset of the shadow.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow.
  public var shadowRadius: CGFloat = 3
  /// The background color of the layer (the view's is separate here).
  public var backgroundColor: Color?
  /// The opacity of the layer (the view's `alpha` is separate here).
  public var opacity: Float = 1
  /// The order of the layer among its siblings; stored only.
  public var zPosition: CGFloat = 0

  /// Creates a layer with `CALayer`'s defaults.
  public init() {}
}
