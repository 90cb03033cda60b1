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
    untilDeallocated(base.engine.itemSelected)
  }

  /// The index path of each item the user deselects.
  @preconcurrency @MainActor
  public var itemDeselected: ControlEvent<IndexPath> {
    untilDeallocated(base.engine.itemDeselected)
  }

  /// Each item the user moves (``HeadlessUI/CollectionView/moveItem(at:to:)`` outside a batch).
  @preconcurrency @MainActor
  public var itemMoved: ControlEvent<ItemMovedEvent> {
    untilDeallocated(base.engine.itemMoved)
  }

  /// Each cell about to be shown, with its item.
  @preconcurrency @MainActor
  public var willDisplayCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    untilDeallocated(base.willDisplayCellEvents)
  }

  /// Each cell that stopped being shown, with its item.
  @preconcurrency @MainActor
  public var didEndDisplayingCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    untilDeallocated(base.didEndDisplayingCellEvents)
  }

  /// The model of each item the user selects; a model of another type is
  /// reported and skipped.
  @preconcurrency @MainActor
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    modelEvents(itemSelected)
  }

  /// The model of each item the user deselects.
  @preconcurrency @MainActor
  public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    modelEvents(itemDeselected)
  }

  /// The model at `indexPath`, from the data source.
  ///
  /// - Throws: ``HeadlessUI/RxDataSourceError`` when there is no item there, no
  ///   sectioned data source, or the model is not a `T`.
  @preconcurrency @MainActor
  public func model<T>(at indexPath: IndexPath) throws -> T {
    try dataSourceModel(at: indexPath)
  }

  /// Makes `delegate` the collection's delegate until the returned
  /// disposable is disposed.
  @preconcurrency @MainActor
  public func setDelegate(_ delegate: CollectionViewDelegate) -> Disposable {
    set(\.delegate, to: delegate)
  }
}
