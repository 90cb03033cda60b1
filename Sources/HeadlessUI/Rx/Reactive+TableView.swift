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
        of: tableView, to: dataSource, as: \.dataSource, source: source.asObservable(),
        deliver: { dataSource, view, event in dataSource.tableView(view, observedEvent: event) })
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
        let dataSource = ReactiveArrayDataSource<Sequence, TableView, TableViewCell>.configuring(
          cellType, identifier: cellIdentifier,
          dequeue: { $0.dequeueReusableCell(withIdentifier: $1, for: $2) }, with: configureCell)
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
      let dataSource = ReactiveArrayDataSource<Sequence, TableView, TableViewCell>(
        cellFactory: cellFactory)
      return Reactive(tableView).items(dataSource: dataSource)(source)
    }
  }

  /// The index path of each row the user deletes (``HeadlessUI/TableView/commitDelete(at:)``).
  @preconcurrency @MainActor
  public var itemDeleted: ControlEvent<IndexPath> {
    untilDeallocated(base.itemDeletedEvents)
  }

  /// The index path of each row the user inserts (``HeadlessUI/TableView/commitInsert(at:)``).
  @preconcurrency @MainActor
  public var itemInserted: ControlEvent<IndexPath> {
    untilDeallocated(base.itemInsertedEvents)
  }

  /// Each cell about to be shown, with its row.
  @preconcurrency @MainActor
  public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
    untilDeallocated(base.engine.willDisplayCell)
  }

  /// Each cell that stopped being shown, with its row.
  @preconcurrency @MainActor
  public var didEndDisplayingCell: ControlEvent<WillDisplayCellEvent> {
    untilDeallocated(base.engine.didEndDisplayingCell)
  }

  /// The model of each row the user deletes (read before the model changes).
  @preconcurrency @MainActor
  public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
    modelEvents(itemDeleted)
  }

  /// Makes `delegate` the table's delegate until the returned disposable is
  /// disposed (`rx.itemSelected` and the other events keep firing).
  @preconcurrency @MainActor
  public func setDelegate(_ delegate: TableViewDelegate) -> Disposable {
    set(\.delegate, to: delegate)
  }

  /// Makes `dataSource` the table's data source until the returned
  /// disposable is disposed.
  @preconcurrency @MainActor
  public func setDataSource(_ dataSource: TableViewDataSource) -> Disposable {
    set(\.dataSource, to: dataSource)
  }
}
