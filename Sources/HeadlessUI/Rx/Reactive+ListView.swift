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

// The bodies of the `rx` members tables and collections both have.
extension Reactive where Base: ListView {
  /// `rx.modelSelected` and the others: the model of each index path
  /// `paths` reports, from the data source.
  @MainActor
  func modelEvents<T>(_ paths: ControlEvent<IndexPath>) -> ControlEvent<T> {
    ControlEvent(events: models(of: paths.asObservable(), in: base) { $0.dataSourceObject })
  }

  /// `rx.model(at:)`: the model at `indexPath`, from the data source.
  @MainActor
  func dataSourceModel<T>(at indexPath: IndexPath) throws -> T {
    try typedModel(of: base.dataSourceObject, at: indexPath)
  }
}
