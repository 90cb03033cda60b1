/// A row of a ``TableView``: UIKit's `UITableViewCell`.
///
/// Put content in ``contentView`` (or use ``textLabel`` /
/// ``detailTextLabel``). Tables create cells through
/// ``init(style:reuseIdentifier:)``, which subclasses may override (with
/// `required init?(coder:)` beside it, as in UIKit) or not declare at all.
/// A cell shows as one line: the texts in its hierarchy joined by `" | "`,
/// then `✓` or `>` for a checkmark or disclosure accessory.
///
/// Main-actor only.
@preconcurrency @MainActor
open class TableViewCell: HeadlessView {
  /// The built-in layouts (UIKit's `UITableViewCell.CellStyle`): every
  /// style but `.default` has a ``detailTextLabel``.
  public enum CellStyle: Int, Sendable {
    /// A text label only.
    case `default`
    /// A text label and a detail label on the right.
    case value1
    /// A detail label after a text label.
    case value2
    /// A text label with a detail label under it.
    case subtitle
  }

  /// How selection is shown; `.none` cells are still selectable.
  public enum SelectionStyle: Int, Sendable {
    /// No highlight.
    case none
    /// Blue highlight.
    case blue
    /// Gray highlight.
    case gray
    /// The default highlight.
    case `default`
  }

  /// The accessory at the trailing edge.
  public enum AccessoryType: Int, Sendable {
    /// None.
    case none
    /// A chevron, rendered `>`.
    case disclosureIndicator
    /// An info button and a chevron, rendered `(i) >`.
    case detailDisclosureButton
    /// A checkmark, rendered `✓`.
    case checkmark
    /// An info button, rendered `(i)`.
    case detailButton
  }

  /// What editing a row does.
  public enum EditingStyle: Int, Sendable {
    /// Nothing.
    case none
    /// The row can be deleted.
    case delete
    /// A row can be inserted.
    case insert
  }

  /// The reuse identifier the table dequeues this cell under.
  public private(set) var reuseIdentifier: String?
  /// The built-in layout.
  public let style: CellStyle
  /// The view to add content to.
  public let contentView = HeadlessView()
  /// How selection is shown.
  public var selectionStyle = SelectionStyle.default
  /// The accessory shown after the content.
  public var accessoryType = AccessoryType.none
  /// Whether the cell is selected.
  open var isSelected = false
  /// Whether the cell is highlighted.
  open var isHighlighted = false

  private var primaryLabel: Label?
  private var secondaryLabel: Label?

  /// The identifier a table is creating a cell for (read by `init()`).
  static var identifierBeingDequeued: String?

  /// Creates a cell with a built-in style, reused under `reuseIdentifier`.
  /// Tables call this when they need a new cell of a registered class.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    addSubview(contentView)
  }

  /// Archives are not supported; present so that subclasses written for
  /// UIKit compile.
  public required init?(coder: NSCoder) {
    self.style = .default
    super.init(coder: coder)
    addSubview(contentView)
  }

  /// A default-style cell; `TableViewCell()` in a `configureCell` that has
  /// nothing to show. Tables use it to create registered classes, through
  /// ``init(style:reuseIdentifier:)``.
  public required convenience override init() {
    self.init(style: .default, reuseIdentifier: TableViewCell.identifierBeingDequeued)
  }

  /// A default-style cell, not reusable.
  public convenience override init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// The main text, created on first use at the start of the content.
  public var textLabel: Label? {
    if let primaryLabel { return primaryLabel }
    let label = Label()
    contentView.insertSubview(label, at: 0)
    primaryLabel = label
    return label
  }

  /// The secondary text for every style but `.default` (`nil` there).
  public var detailTextLabel: Label? {
    guard style != .default else { return nil }
    if let secondaryLabel { return secondaryLabel }
    let label = Label()
    let index =
      primaryLabel.map { contentView.subviews.firstIndex(of: $0).map { $0 + 1 } ?? 0 } ?? 0
    contentView.insertSubview(label, at: index)
    secondaryLabel = label
    return label
  }

  /// Resets the cell before a table reuses it for another row. Override to
  /// clear per-row content; call `super`. The default clears selection and
  /// highlight.
  open func prepareForReuse() {
    isSelected = false
    isHighlighted = false
  }

  /// Shows or hides the selection (`animated` is ignored).
  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
  }

  /// The cell as one line of a rendered table: the texts of its hierarchy
  /// joined by `" | "`, then its accessory. Override to show it otherwise.
  open func renderLine() -> String {
    var line = renderInline()
    let accessory: String? =
      switch accessoryType {
      case .none: nil
      case .disclosureIndicator: ">"
      case .detailDisclosureButton: "(i) >"
      case .checkmark: "✓"
      case .detailButton: "(i)"
      }
    if let accessory { line += line.isEmpty ? accessory : " " + accessory }
    return line
  }

  /// Creates a registered cell class through its required initializer.
  static func make(_ cellClass: TableViewCell.Type, reuseIdentifier: String) -> TableViewCell {
    let previous = identifierBeingDequeued
    identifierBeingDequeued = reuseIdentifier
    defer { identifierBeingDequeued = previous }
    let cell = cellClass.init()
    cell.reuseIdentifier = reuseIdentifier
    return cell
  }
}

extension Array where Element == HeadlessView {
  func firstIndex(of view: HeadlessView) -> Int? {
    firstIndex { $0 === view }
  }
}
