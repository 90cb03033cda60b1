import Foundation
import Platform
import Streams

extension Reactive where Base: TableView {
  /// Binds a sequence to the table through an RxDataSources-style data
  /// source: `sections.bind(to: tableView.rx.items(dataSource: dataSource))`.
  ///
  /// The data source becomes the table's ``HeadlessUI/TableView/dataSource`` and is
  /// kept alive by the binding; each element reaches it on the main thread
  /// (at once when sent there), in order. Disposing the binding detaches
  /// the data source. An error ends the binding and is reported.
  @preconcurrency @MainActor
  public func items<
    DataSource: RxTableViewDataSourceType & TableViewDataSource, Source: ObservableType
  >(dataSource: DataSource) -> (_ source: Source) -> Disposable
  where DataSource.Element == Source.Element {
    let tableView = base
    return { source in
      bindItems(
        of: tableView, to: dataSource, source: source.asObservable(),
        deliver: { dataSource, view, event in dataSource.tableView(view, observedEvent: event) },
        detach: { view in
          if view.dataSource === dataSource { view.dataSource = nil }
        },
        attach: { view in view.dataSource = dataSource })
    }
  }

  /// Binds a sequence of elements to rows of one cell type:
  /// `items.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { row, element, cell in … }`.
  ///
  /// Cells are dequeued with `cellIdentifier` (register it first) and
  /// cast to `cellType`; a registered class of another type is reported and
  /// the row left unconfigured.
  @preconcurrency @MainActor
  public func items<Sequence: Swift.Sequence, Cell: TableViewCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
    -> Disposable
  where Source.Element == Sequence {
    let tableView = base
    return { source in
      { configureCell in
        let dataSource = ReactiveArrayTableDataSource<Sequence> { tableView, row, element in
          let cell = tableView.dequeueReusableCell(
            withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
          if let typed = cell as? Cell {
            configureCell(row, element, typed)
          } else {
            reportViewWarning(
              .typeMismatch,
              "the cell for identifier \(cellIdentifier) is a \(type(of: cell)), not a \(Cell.self)"
            )
          }
          return cell
        }
        return Reactive(tableView).items(dataSource: dataSource)(source)
      }
    }
  }

  /// Binds a sequence of elements to rows made by a closure:
  /// `items.bind(to: tableView.rx.items) { tableView, row, element in … }`.
  @preconcurrency @MainActor
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
    -> (_ cellFactory: @escaping (TableView, Int, Sequence.Element) -> TableViewCell) -> Disposable
  where Source.Element == Sequence {
    let tableView = base
    return { cellFactory in
      let dataSource = ReactiveArrayTableDataSource<Sequence>(cellFactory: cellFactory)
      return Reactive(tableView).items(dataSource: dataSource)(source)
    }
  }

  /// The index path of each row the user selects (``HeadlessUI/TableView/selectRow(at:)``).
  @preconcurrency @MainActor
  public var itemSelected: ControlEvent<IndexPath> {
    ControlEvent(events: base.itemSelectedEvents.take(until: base.lifetime.deallocated))
  }

  /// The index path of each row the user deselects.
  @preconcurrency @MainActor
  public var itemDeselected: ControlEvent<IndexPath> {
    ControlEvent(events: base.itemDeselectedEvents.take(until: base.lifetime.deallocated))
  }

  /// The index path of each row the user deletes (``HeadlessUI/TableView/commitDelete(at:)``).
  @preconcurrency @MainActor
  public var itemDeleted: ControlEvent<IndexPath> {
    ControlEvent(events: base.itemDeletedEvents.take(until: base.lifetime.deallocated))
  }

  /// The index path of each row the user inserts (``HeadlessUI/TableView/commitInsert(at:)``).
  @preconcurrency @MainActor
  public var itemInserted: ControlEvent<IndexPath> {
    ControlEvent(events: base.itemInsertedEvents.take(until: base.lifetime.deallocated))
  }

  /// Each row the user moves (``HeadlessUI/TableView/moveRow(at:to:)`` outside a batch).
  @preconcurrency @MainActor
  public var itemMoved: ControlEvent<ItemMovedEvent> {
    ControlEvent(events: base.itemMovedEvents.take(until: base.lifetime.deallocated))
  }

  /// Each cell about to be shown, with its row.
  @preconcurrency @MainActor
  public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
    ControlEvent(events: base.willDisplayCellEvents.take(until: base.lifetime.deallocated))
  }

  /// Each cell that stopped being shown, with its row.
  @preconcurrency @MainActor
  public var didEndDisplayingCell: ControlEvent<WillDisplayCellEvent> {
    ControlEvent(events: base.didEndDisplayingCellEvents.take(until: base.lifetime.deallocated))
  }

  /// The model of each row the user selects, from the data source
  /// (``HeadlessUI/SectionedViewDataSourceType``); a model of another type is reported
  /// and skipped.
  @preconcurrency @MainActor
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(
      events: models(of: itemSelected.asObservable(), in: base, dataSource: { $0.dataSource }))
  }

  /// The model of each row the user deselects.
  @preconcurrency @MainActor
  public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(
      events: models(of: itemDeselected.asObservable(), in: base, dataSource: { $0.dataSource }))
  }

  /// The model of each row the user deletes (read before the model changes).
  @preconcurrency @MainActor
  public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(
      events: models(of: itemDeleted.asObservable(), in: base, dataSource: { $0.dataSource }))
  }

  /// The model at `indexPath`, from the data source.
  ///
  /// - Throws: ``HeadlessUI/RxDataSourceError`` when there is no item there, no
  ///   sectioned data source, or the model is not a `T`.
  @preconcurrency @MainActor
  public func model<T>(at indexPath: IndexPath) throws -> T {
    try typedModel(of: base.dataSource, at: indexPath)
  }

  /// Makes `delegate` the table's delegate until the returned disposable is
  /// disposed (`rx.itemSelected` and the other events keep firing).
  @preconcurrency @MainActor
  public func setDelegate(_ delegate: TableViewDelegate) -> Disposable {
    base.delegate = delegate
    let tableView = UncheckedHandOver(base)
    let weakDelegate = WeakReference(delegate as AnyObject)
    return Disposables.create {
      performOnMain(()) { _ in
        if let current = tableView.value.delegate, current === weakDelegate.object {
          tableView.value.delegate = nil
        }
      }
    }
  }

  /// Makes `dataSource` the table's data source until the returned
  /// disposable is disposed.
  @preconcurrency @MainActor
  public func setDataSource(_ dataSource: TableViewDataSource) -> Disposable {
    base.dataSource = dataSource
    let tableView = UncheckedHandOver(base)
    let weakDataSource = WeakReference(dataSource as AnyObject)
    return Disposables.create {
      performOnMain(()) { _ in
        if let current = tableView.value.dataSource, current === weakDataSource.object {
          tableView.value.dataSource = nil
        }
      }
    }
  }
}

/// The data source behind `rx.items(cellIdentifier:cellType:)` and
/// `rx.items { … }`: one section of the bound sequence's elements,
/// reloaded for each new sequence.
@MainActor
final class ReactiveArrayTableDataSource<Elements: Sequence>: TableViewDataSource,
  RxTableViewDataSourceType, SectionedViewDataSourceType
{
  typealias Element = Elements
  private var items: [Elements.Element] = []
  private let cellFactory: (TableView, Int, Elements.Element) -> TableViewCell

  init(cellFactory: @escaping (TableView, Int, Elements.Element) -> TableViewCell) {
    self.cellFactory = cellFactory
  }

  func tableView(_ tableView: TableView, observedEvent: Event<Elements>) {
    guard case .next(let elements) = observedEvent else { return }
    items = Array(elements)
    tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellFactory(tableView, indexPath.row, items[indexPath.row])
  }

  func model(at indexPath: IndexPath) throws -> Any {
    guard indexPath.count == 2, indexPath.section == 0, items.indices.contains(indexPath.row)
    else { throw RxDataSourceError.outOfBounds(indexPath: indexPath) }
    return items[indexPath.row]
  }
}

/// Subscribes a data source to `source` for a table or collection: the
/// data source is attached first, every event reaches it on the main
/// thread in order, an error is reported, and disposal drops the events
/// still queued and detaches it (unless the view has another one by then).
func bindItems<View: HeadlessView, DataSource, Element>(
  of view: View,
  to dataSource: DataSource,
  source: Observable<Element>,
  deliver: @escaping @MainActor (DataSource, View, Event<Element>) -> Void,
  detach: @escaping @MainActor (View) -> Void,
  attach: @escaping @MainActor (View) -> Void
) -> Disposable {
  let weakView = WeakReference(view)
  // The data source is retained by the binding (the view holds it weakly).
  let held = UncheckedHandOver(dataSource)
  let delivery = MainThreadDelivery()
  performOnMain((), delivery: delivery) { _ in if let view = weakView.object { attach(view) } }
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
      _ = held.value
      if let view = weakView.object { detach(view) }
    }
  }
}
