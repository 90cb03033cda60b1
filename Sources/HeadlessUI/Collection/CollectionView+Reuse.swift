import Foundation

// Registering cell and supplementary view classes and dequeuing them: by
// identifier, as in UIKit, or by a `Reusable` type.
extension CollectionView {
  /// Registers a cell class to create for `identifier`; `nil` removes it.
  public func register(
    _ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String
  ) {
    engine.register(cellClass, for: identifier) {
      CollectionReusableView.make($0, reuseIdentifier: identifier)
    }
  }

  /// Registers a header or footer class for `kind` and `identifier`.
  public func register(
    _ viewClass: CollectionReusableView.Type?, forSupplementaryViewOfKind kind: String,
    withReuseIdentifier identifier: String
  ) {
    let key = kind + "\u{0}" + identifier
    guard let viewClass else {
      supplementaryRegistrations[key] = nil
      return
    }
    supplementaryRegistrations[key] = {
      CollectionReusableView.make(viewClass, reuseIdentifier: identifier)
    }
  }

  /// A reused or new cell of the class registered for `identifier`; an
  /// unregistered identifier is reported as a ``ViewWarning`` and a plain
  /// ``CollectionViewCell`` is returned.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionViewCell {
    engine.dequeue(identifier, for: indexPath) { CollectionViewCell() }
  }

  /// A reused or new supplementary view registered for `kind` and
  /// `identifier`; unregistered ones are reported and a plain view returned.
  public func dequeueReusableSupplementaryView(
    ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> CollectionReusableView {
    let key = kind + "\u{0}" + identifier
    if var pooled = supplementaryPool[key], let view = pooled.popLast() {
      supplementaryPool[key] = pooled
      view.prepareForReuse()
      return view
    }
    if let make = supplementaryRegistrations[key] { return make() }
    reportViewWarning(
      .unregisteredReuseIdentifier,
      "unable to dequeue a \(kind) view with identifier \(identifier): register a class first")
    return CollectionReusableView()
  }

  // MARK: Reusable types

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
    engine.dequeueTyped(register: { register(cellType: cellType) }, make: { Cell() })
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
