import Foundation
import Platform
import Streams

// What `rx.items` does for tables and collections alike.

/// The data source behind `rx.items(cellIdentifier:cellType:)` and
/// `rx.items { … }` of a table (``TableView``, ``TableViewCell``) or a
/// collection (``CollectionView``, ``CollectionViewCell``): one section of
/// the bound sequence's elements, reloaded for each new sequence.
@MainActor
final class ReactiveArrayDataSource<Elements: Sequence, View: SectionedViewType, Cell>:
  SectionedViewDataSourceType
{
  typealias Element = Elements
  private(set) var items: [Elements.Element] = []
  private let cellFactory: (View, Int, Elements.Element) -> Cell

  init(cellFactory: @escaping (View, Int, Elements.Element) -> Cell) {
    self.cellFactory = cellFactory
  }

  /// Holds the event's elements and reloads `view`.
  func show(_ event: Event<Elements>, in view: View) {
    guard case .next(let elements) = event else { return }
    items = Array(elements)
    view.reloadData()
  }

  /// The cell for the element at `indexPath`.
  func cell(in view: View, at indexPath: IndexPath) -> Cell {
    cellFactory(view, indexPath.item, items[indexPath.item])
  }

  func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.count == 2, indexPath.section == 0, items.indices.contains(indexPath.item)
    else { throw RxDataSourceError.outOfBounds(indexPath: indexPath) }
    return items[indexPath.item]
  }
}

extension ReactiveArrayDataSource: TableViewDataSource, RxTableViewDataSourceType
where View == TableView, Cell == TableViewCell {
  func tableView(_ tableView: TableView, observedEvent: Event<Elements>) {
    show(observedEvent, in: tableView)
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cell(in: tableView, at: indexPath)
  }
}

extension ReactiveArrayDataSource: CollectionViewDataSource, RxCollectionViewDataSourceType
where View == CollectionView, Cell == CollectionViewCell {
  func collectionView(_ collectionView: CollectionView, observedEvent: Event<Elements>) {
    show(observedEvent, in: collectionView)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int)
    -> Int
  { items.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  { cell(in: collectionView, at: indexPath) }
}

extension ReactiveArrayDataSource {
  /// The data source of `rx.items(cellIdentifier:cellType:)`: each row's
  /// cell comes from `dequeue` (with `identifier`) and is handed to
  /// `configureCell` as a `Typed`.
  static func configuring<Typed>(
    _ type: Typed.Type, identifier: String,
    dequeue: @escaping (View, String, IndexPath) -> Cell,
    with configureCell: @escaping (Int, Elements.Element, Typed) -> Void
  ) -> ReactiveArrayDataSource where Cell: HeadlessView {
    ReactiveArrayDataSource { view, index, element in
      let cell = dequeue(view, identifier, IndexPath(item: index, section: 0))
      configure(cell, as: type, identifier: identifier) { configureCell(index, element, $0) }
      return cell
    }
  }
}

/// Hands `cell` to `configure` as a `Typed`, or reports that the class
/// registered for `identifier` is another (the row stays unconfigured).
@MainActor
func configure<Typed>(
  _ cell: HeadlessView, as type: Typed.Type, identifier: String, with configure: (Typed) -> Void
) {
  if let typed = cell as? Typed {
    configure(typed)
  } else {
    reportViewWarning(
      .typeMismatch,
      "the cell for identifier \(identifier) is a \(Swift.type(of: cell)), not a \(Typed.self)")
  }
}

/// Subscribes a data source to `source` for a table or collection: the
/// data source is attached first (as the view's `property`), every event reaches it on the main
/// thread in order, an error is reported, and disposal drops the events
/// still queued and detaches it (unless the view has another one by then).
func bindItems<View: HeadlessView, DataSource: AnyObject, Property, Element>(
  of view: View,
  to dataSource: DataSource,
  as property: ReferenceWritableKeyPath<View, Property?>,
  source: Observable<Element>,
  deliver: @escaping @MainActor (DataSource, View, Event<Element>) -> Void
) -> Disposable {
  let weakView = WeakReference(view)
  // The data source is retained by the binding (the view holds it weakly).
  let held = UncheckedSendable(dataSource)
  let property = UncheckedSendable(property)
  let delivery = MainThreadDelivery()
  performOnMain((), delivery: delivery) { _ in
    weakView.object?[keyPath: property.value] = held.value as? Property
  }
  let subscription = source.subscribe { event in
    performOnMain(event, delivery: delivery) { event in
      guard let view = weakView.object else { return }
      switch event {
      case .next, .completed:
        deliver(held.value, view, event)
      case .error(let error):
        Hooks.unhandledError(BindingError(underlying: error))
      }
    }
  }
  return Disposables.create {
    // Elements still queued for the main actor are dropped: nothing of
    // this binding reaches the view once it is disposed (the view may be
    // bound to another data source by then).
    delivery.cancel()
    subscription.dispose()
    performOnMain(()) { _ in
      guard let view = weakView.object, let current = view[keyPath: property.value],
        current as AnyObject === held.value
      else { return }
      view[keyPath: property.value] = nil
    }
  }
}
