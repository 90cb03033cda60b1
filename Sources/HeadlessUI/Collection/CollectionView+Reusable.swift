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
    engine.dequeueTyped(
      register: { register(cellType: cellType) },
      dequeue: { dequeueReusableCell(withReuseIdentifier: Cell.reuseIdentifier, for: indexPath) },
      make: { Cell() })
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
