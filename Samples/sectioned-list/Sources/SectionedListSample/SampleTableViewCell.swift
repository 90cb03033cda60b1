import HeadlessReactor

/// A row that shows one text in a label (the seed's `SampleTableViewCell`).
public final class SampleTableViewCell: TableViewCell, Reusable {
  /// The item's text.
  public let label = Label()

  override public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  /// Clears the text before the cell shows another item.
  override public func prepareForReuse() {
    super.prepareForReuse()
    label.text = nil
  }
}
