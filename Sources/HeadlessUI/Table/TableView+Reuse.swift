import Foundation

// Registering cell classes and dequeuing cells: by identifier, as in
// UIKit, or by a `Reusable` type.
extension TableView {
  /// Registers a cell class to create for `identifier`; a `nil` class
  /// removes the registration.
  public func register(_ cellClass: TableViewCell.Type?, forCellReuseIdentifier identifier: String)
  {
    engine.register(cellClass, for: identifier) {
      TableViewCell.make($0, reuseIdentifier: identifier)
    }
  }

  /// A cell for the row at `indexPath`: a reused one from `identifier`'s
  /// pool (after its `prepareForReuse()`), or a new one of the registered
  /// class.
  ///
  /// An identifier with nothing registered is a programming error (UIKit
  /// raises): it is reported as a ``ViewWarning`` and a plain
  /// ``TableViewCell`` is returned so that the program goes on.
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> TableViewCell
  {
    engine.dequeue(identifier, for: indexPath) {
      TableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// A cell from `identifier`'s pool or a new registered one; `nil` when
  /// nothing is registered under `identifier`.
  public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
    engine.dequeue(identifier)
  }

  // MARK: Reusable types

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
    engine.dequeueTyped(register: { register(cellType: cellType) }, make: { Cell() })
  }
}
