import Foundation
import Streams

extension Reactive where Base: CollectionView {
  /// Binds a sequence to the collection through an RxDataSources-style data
  /// source; the same rules as the table's `items(dataSource:)`.
  @preconcurrency @MainActor
  public func items<
    DataSource: RxCollectionViewDataSourceType & CollectionViewDataSource, Source: ObservableType
  >(dataSource: DataSource) -> (_ source: Source) -> Disposable
  where DataSource.Element == Source.Element {
    let collectionView = base
    return { source in
      bindItems(
        of: collectionView, to: dataSource, as: \.dataSource, source: source.asObservable(),
        deliver: { dataSource, view, event in dataSource.collectionView(view, observedEvent: event)
        })
    }
  }

  /// Binds a sequence of elements to items of one cell type:
  /// `items.bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: Cell.self)) { index, element, cell in … }`.
  @preconcurrency @MainActor
  public func items<Sequence: Swift.Sequence, Cell: CollectionViewCell, Source: ObservableType>(
    cellIdentifier: String, cellType: Cell.Type = Cell.self
  ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void)
    -> Disposable
  where Source.Element == Sequence {
    let collectionView = base
    return { source in
      { configureCell in
        let dataSource = ReactiveArrayDataSource<Sequence, CollectionView, CollectionViewCell>
          .configuring(
            cellType, identifier: cellIdentifier,
            dequeue: { $0.dequeueReusableCell(withReuseIdentifier: $1, for: $2) },
            with: configureCell)
        return Reactive(collectionView).items(dataSource: dataSource)(source)
      }
    }
  }

  /// Binds a sequence of elements to items made by a closure:
  /// `items.bind(to: collectionView.rx.items) { collectionView, index, element in … }`.
  @preconcurrency @MainActor
  public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
    -> (_ cellFactory: @escaping (CollectionView, Int, Sequence.Element) -> CollectionViewCell)
    -> Disposable
  where Source.Element == Sequence {
    let collectionView = base
    return { cellFactory in
      let dataSource = ReactiveArrayDataSource<Sequence, CollectionView, CollectionViewCell>(
        cellFactory: cellFactory)
      return Reactive(collectionView).items(dataSource: dataSource)(source)
    }
  }

  /// The index path of each item the user selects (``HeadlessUI/CollectionView/selectItem(at:)``).
  @preconcurrency @MainActor
  public var itemSelected: ControlEvent<IndexPath> {
    ControlEvent(events: base.engine.itemSelected.take(until: base.lifetime.deallocated))
  }

  /// The index path of each item the user deselects.
  @preconcurrency @MainActor
  public var itemDeselected: ControlEvent<IndexPath> {
    ControlEvent(events: base.engine.itemDeselected.take(until: base.lifetime.deallocated))
  }

  /// Each item the user moves (``HeadlessUI/CollectionView/moveItem(at:to:)`` outside a batch).
  @preconcurrency @MainActor
  public var itemMoved: ControlEvent<ItemMovedEvent> {
    ControlEvent(events: base.engine.itemMoved.take(until: base.lifetime.deallocated))
  }

  /// Each cell about to be shown, with its item.
  @preconcurrency @MainActor
  public var willDisplayCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    ControlEvent(events: base.willDisplayCellEvents.take(until: base.lifetime.deallocated))
  }

  /// Each cell that stopped being shown, with its item.
  @preconcurrency @MainActor
  public var didEndDisplayingCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    ControlEvent(events: base.didEndDisplayingCellEvents.take(until: base.lifetime.deallocated))
  }

  /// The model of each item the user selects; a model of another type is
  /// reported and skipped.
  @preconcurrency @MainActor
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(
      events: models(of: itemSelected.asObservable(), in: base, dataSource: { $0.dataSource }))
  }

  /// The model of each item the user deselects.
  @preconcurrency @MainActor
  public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    ControlEvent(
      events: models(of: itemDeselected.asObservable(), in: base, dataSource: { $0.dataSource }))
  }

  /// The model at `indexPath`, from the data source.
  ///
  /// - Throws: ``HeadlessUI/RxDataSourceError`` when there is no item there, no
  ///   sectioned data source, or the model is not a `T`.
  @preconcurrency @MainActor
  public func model<T>(at indexPath: IndexPath) throws -> T {
    try typedModel(of: base.dataSource, at: indexPath)
  }

  /// Makes `delegate` the collection's delegate until the returned
  /// disposable is disposed.
  @preconcurrency @MainActor
  public func setDelegate(_ delegate: CollectionViewDelegate) -> Disposable {
    set(\.delegate, to: delegate)
  }
}
