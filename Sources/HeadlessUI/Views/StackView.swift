/// A view that lines up its arranged subviews: UIKit's `UIStackView`.
///
/// ``arrangedSubviews`` are also subviews, in the same order; layout
/// settings (``spacing``, ``alignment``, ``distribution``, margins) are
/// stored, never used. ``HeadlessView/render()`` shows a vertical stack as its
/// arranged subviews' lines, one after the other (as any container), and
/// a horizontal stack on one line: the texts of its arranged subviews
/// joined by `" | "`. A hidden arranged subview takes no place, as in
/// UIKit. Main-actor only.
@preconcurrency @MainActor
open class StackView: HeadlessView {
  /// The direction of a stack (UIKit's `NSLayoutConstraint.Axis`).
  public enum Axis: Int, Sendable {
    /// Side by side.
    case horizontal
    /// One above the other.
    case vertical
  }

  /// How arranged views are placed across the axis (stored, not used).
  public enum Alignment: Int, Sendable {
    /// Fill the stack.
    case fill
    /// Leading edges aligned.
    case leading
    /// Top edges aligned.
    case top
    /// First baselines aligned.
    case firstBaseline
    /// Centered.
    case center
    /// Trailing edges aligned.
    case trailing
    /// Bottom edges aligned.
    case bottom
    /// Last baselines aligned.
    case lastBaseline
  }

  /// How arranged views share the axis (stored, not used).
  public enum Distribution: Int, Sendable {
    /// Fill, by priority.
    case fill
    /// Equal sizes.
    case fillEqually
    /// Sizes in proportion.
    case fillProportionally
    /// Equal spacing.
    case equalSpacing
    /// Equal centering.
    case equalCentering
  }

  /// The views the stack lines up, in order.
  public private(set) var arrangedSubviews: [HeadlessView] = []
  /// The direction (horizontal by default, as in UIKit).
  public var axis = Axis.horizontal {
    didSet { checkMainActor(writing: "axis") }
  }
  /// The space between arranged views (stored, not used).
  public var spacing: CGFloat = 0
  /// Placement across the axis (stored, not used).
  public var alignment = Alignment.fill
  /// Sharing of the axis (stored, not used).
  public var distribution = Distribution.fill
  /// Whether layout follows the margins (stored, not used).
  public var isLayoutMarginsRelativeArrangement = false
  /// The margins (stored, not used).
  public var layoutMargins = EdgeInsets.zero

  /// Creates a horizontal stack of `views`.
  public convenience init(arrangedSubviews views: [HeadlessView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  /// Adds `view` at the end of the arranged views (and of the subviews).
  open func addArrangedSubview(_ view: HeadlessView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views at `stackIndex` (clamped); it
  /// becomes a subview too.
  open func insertArrangedSubview(_ view: HeadlessView, at stackIndex: Int) {
    checkMainActor(writing: "arrangedSubviews")
    removeAll(identicalTo: view, from: &arrangedSubviews)
    let index = max(0, min(stackIndex, arrangedSubviews.count))
    let before = index < arrangedSubviews.count ? arrangedSubviews[index] : nil
    arrangedSubviews.insert(view, at: index)
    var subviewIndex = subviews.count
    if let before, let found = firstIndex(ofIdentical: before, in: subviews) {
      subviewIndex = found
    }
    insertSubview(view, at: subviewIndex)
    if view.superview !== self {
      // Refused (a view cannot contain itself): not arranged either.
      removeAll(identicalTo: view, from: &arrangedSubviews)
    }
  }

  /// Stops arranging `view`; it stays a subview, as in UIKit (remove it
  /// from its superview to take it out).
  open func removeArrangedSubview(_ view: HeadlessView) {
    checkMainActor(writing: "arrangedSubviews")
    removeAll(identicalTo: view, from: &arrangedSubviews)
  }

  /// Sets a custom space after `arrangedSubview` (stored, not used).
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: HeadlessView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
  }

  /// The custom space after `arrangedSubview`, if one was set.
  open func customSpacing(after arrangedSubview: HeadlessView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? 0
  }

  private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  /// A subview removed from the stack is no longer arranged.
  open override func willRemoveSubview(_ subview: HeadlessView) {
    super.willRemoveSubview(subview)
    arrangedSubviews.removeAll { $0 === subview }
  }

  /// Vertical: the subviews' lines. Horizontal: one line, the texts of
  /// the arranged views (and of any other subview) joined by `" | "`.
  open override func renderLines() -> [String] {
    guard axis == .horizontal else { return super.renderLines() }
    let line = renderInline()
    return line.isEmpty ? [] : [line]
  }
}
