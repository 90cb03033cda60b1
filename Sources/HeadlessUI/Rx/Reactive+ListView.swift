import Foundation
import Streams

extension Reactive where Base: HeadlessView {
  /// `events` as a control event that ends when the view is deallocated:
  /// the rule every `rx` event of a view follows.
  @MainActor
  func untilDeallocated<Events: ObservableType>(_ events: Events) -> ControlEvent<Events.Element> {
    ControlEvent(events: events.take(until: base.lifetime.deallocated))
  }
}

// The `rx` members tables and collections both have (a collection's items
// are its rows here); each view's own are in its file.
extension Reactive where Base: ListScrollView {
  /// The index path of each row the user selects
  /// (``HeadlessUI/TableView/selectRow(at:)``, ``HeadlessUI/CollectionView/selectItem(at:)``).
  @preconcurrency @MainActor
  public var itemSelected: ControlEvent<IndexPath> {
    untilDeallocated(base.list.itemSelected)
  }

  /// The index path of each row the user deselects.
  @preconcurrency @MainActor
  public var itemDeselected: ControlEvent<IndexPath> {
    untilDeallocated(base.list.itemDeselected)
  }

  /// Each row the user moves (``HeadlessUI/TableView/moveRow(at:to:)`` or
  /// ``HeadlessUI/CollectionView/moveItem(at:to:)`` outside a batch).
  @preconcurrency @MainActor
  public var itemMoved: ControlEvent<ItemMovedEvent> {
    untilDeallocated(base.list.itemMoved)
  }

  /// The model of each row the user selects, from the data source
  /// (``HeadlessUI/SectionedViewDataSourceType``); a model of another type is reported
  /// and skipped.
  @preconcurrency @MainActor
  public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
    modelEvents(itemSelected)
  }

  /// The model of each row the user deselects.
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
    try typedModel(of: base.dataSourceObject, at: indexPath)
  }

  /// `rx.modelSelected` and the others: the model of each index path
  /// `paths` reports, from the data source.
  @MainActor
  func modelEvents<T>(_ paths: ControlEvent<IndexPath>) -> ControlEvent<T> {
    ControlEvent(events: models(of: paths.asObservable(), in: base) { $0.dataSourceObject })
  }
}
