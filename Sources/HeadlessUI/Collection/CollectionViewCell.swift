/// A view a collection shows beside its cells (headers, footers): UIKit's
/// `UICollectionReusableView`. Created by a ``CollectionView`` through
/// `init(frame:)`, which subclasses may override (with
/// `required init?(coder:)`) or not declare. Main-actor only.
@preconcurrency @MainActor
open class CollectionReusableView: HeadlessView {
  /// The identifier the collection reuses this view under.
  public internal(set) var reuseIdentifier: String?

  /// Creates a view (the frame is ignored).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Archives are not supported; present so that subclasses written for
  /// UIKit compile.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view; collections use it to create registered classes,
  /// through `init(frame:)`.
  public required convenience override init() {
    self.init(frame: .zero)
  }

  /// Resets the view before it is reused. Override to clear per-item
  /// content; call `super`.
  open func prepareForReuse() {}

  /// Creates a registered class through its required initializer.
  static func make<View: CollectionReusableView>(_ viewClass: View.Type, reuseIdentifier: String)
    -> View
  {
    let view = viewClass.init()
    view.reuseIdentifier = reuseIdentifier
    return view
  }
}

/// An item of a ``CollectionView``: UIKit's `UICollectionViewCell`.
///
/// Put content in ``contentView``. A cell shows as one line: the texts in
/// its hierarchy joined by `" | "`. Main-actor only.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
  /// The view to add content to.
  public let contentView = HeadlessView()
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  /// Creates a cell (the frame is ignored).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }

  /// Archives are not supported; present so that subclasses written for
  /// UIKit compile.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// Clears selection and highlight; call `super` when overriding.
  open override func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// The cell as one line of a rendered collection. Override to show it
  /// otherwise.
  open func renderLine() -> String {
    renderInline()
  }
}
