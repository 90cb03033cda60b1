/// A cell or view with a reuse identifier of its own: the Reusable
/// library's protocol. The identifier defaults to the type's name.
///
/// ```swift
/// final class MainCell: TableViewCell, View, Reusable { … }
/// tableView.register(cellType: MainCell.self)
/// let cell = tableView.dequeueReusableCell(for: indexPath) as MainCell
/// ```
@preconcurrency @MainActor
public protocol Reusable: AnyObject {
  /// The identifier the type is registered and dequeued under.
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The type's name.
  public static var reuseIdentifier: String { String(describing: self) }
}

extension TableView {
  /// Registers `cellType` under its ``Reusable/reuseIdentifier``.
  public func register<Cell: TableViewCell & Reusable>(cellType: Cell.Type) {
    register(cellType, forCellReuseIdentifier: Cell.reuseIdentifier)
  }

  /// A cell of type `cellType` for `indexPath`, dequeued under its
  /// ``Reusable/reuseIdentifier``. Registers the type first if nothing is
  /// registered under that identifier (the type says everything needed).
  public func dequeueReusableCell<Cell: TableViewCell & Reusable>(
    for indexPath: IndexPath, cellType: Cell.Type = Cell.self
  ) -> Cell {
    if engine.registrations[Cell.reuseIdentifier] == nil { register(cellType: cellType) }
    let cell = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath)
    if let typed = cell as? Cell { return typed }
    reportViewWarning(
      .typeMismatch,
      "\(Cell.reuseIdentifier) is registered for \(type(of: cell)), not \(Cell.self); "
        + "a new \(Cell.self) that will not be reused is returned")
    return Cell()
  }
}

extension CollectionView {
  /// Registers `cellType` under its ``Reusable/reuseIdentifier``.
  public func register<Cell: CollectionViewCell & Reusable>(cellType: Cell.Type) {
    register(cellType, forCellWithReuseIdentifier: Cell.reuseIdentifier)
  }

  /// Registers a header or footer type under its ``Reusable/reuseIdentifier``.
  public func register<View: CollectionReusableView & Reusable>(
    supplementaryViewType: View.Type, ofKind kind: String
  ) {
    register(
      supplementaryViewType, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: View.reuseIdentifier)
  }

  /// A cell of type `cellType` for `indexPath`, dequeued under its
  /// ``Reusable/reuseIdentifier`` (registered first if needed).
  public func dequeueReusableCell<Cell: CollectionViewCell & Reusable>(
    for indexPath: IndexPath, cellType: Cell.Type = Cell.self
  ) -> Cell {
    if engine.registrations[Cell.reuseIdentifier] == nil { register(cellType: cellType) }
    let cell = dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath)
    if let typed = cell as? Cell { return typed }
    reportViewWarning(
      .typeMismatch,
      "\(Cell.reuseIdentifier) is registered for \(type(of: cell)), not \(Cell.self)")
    return Cell()
  }

  /// A header or footer of type `viewType`, dequeued under its
  /// ``Reusable/reuseIdentifier``.
  public func dequeueReusableSupplementaryView<View: CollectionReusableView & Reusable>(
    ofKind kind: String, for indexPath: IndexPath, viewType: View.Type = View.self
  ) -> View {
    let view = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: View.reuseIdentifier, for: indexPath)
    return view as? View ?? View()
  }
}
