import HeadlessReactor

/// A parameter row: its title and its value (`Tempo | 120 bpm`).
public final class ConfigParameterTVCell: TableViewCell, Reusable {
  /// The seed's `ConfigParameterTVCell.identifier`.
  public static var identifier: String { reuseIdentifier }
  /// The parameter's name.
  public let titleLabel = Label()
  /// The parameter's value.
  public let valueLabel = Label()

  override public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(valueLabel)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }
}

/// A switch row: its title and an on/off switch (`Ascending | [x]`); the
/// switch's flips are bound for as long as the cell shows this row.
public final class ConfigSwitchTVCell: TableViewCell, Reusable {
  /// The seed's `ConfigSwitchTVCell.identifier`.
  public static var identifier: String { reuseIdentifier }
  /// The bindings of the row shown; replaced when the cell is reused.
  public private(set) var disposeBag = DisposeBag()
  /// The option's name.
  public let titleLabel = Label()
  /// Whether the option is on.
  public let switchControl = Switch()

  override public init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    contentView.addSubview(switchControl)
  }

  /// Not supported.
  public required init?(coder: NSCoder) { nil }

  /// Drops the previous row's bindings.
  override public func prepareForReuse() {
    super.prepareForReuse()
    disposeBag = DisposeBag()
  }
}
