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
    engine.dequeueTyped(
      register: { register(cellType: cellType) },
      dequeue: { dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath) },
      make: { Cell() })
  }
}
