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

  /// Each cell about to be shown, with its item.
  @preconcurrency @MainActor
  public var willDisplayCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    untilDeallocated(base.engine.willDisplayCell.map { (cell: $0.cell, at: $0.indexPath) })
  }

  /// Each cell that stopped being shown, with its item.
  @preconcurrency @MainActor
  public var didEndDisplayingCell: ControlEvent<(cell: CollectionViewCell, at: IndexPath)> {
    untilDeallocated(base.engine.didEndDisplayingCell.map { (cell: $0.cell, at: $0.indexPath) })
  }

  /// Makes `delegate` the collection's delegate until the returned
  /// disposable is disposed.
  @preconcurrency @MainActor
  public func setDelegate(_ delegate: CollectionViewDelegate) -> Disposable {
    set(\.delegate, to: delegate)
  }
}
