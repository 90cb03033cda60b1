import Foundation

/// What ``TableView`` and ``CollectionView`` share inside the module: their
/// ``ListEngine`` and their data source as the rx model lookups see it. The
/// generic helpers of both views' `rx` extensions are written over it.
@MainActor
protocol ListView: HeadlessView {
  /// The cell type of the view (`TableViewCell`, `CollectionViewCell`).
  associatedtype Cell: HeadlessView
  /// The engine the view forwards to.
  var engine: ListEngine<Cell> { get }
  /// The view's data source, for `rx.model(at:)` and `rx.modelSelected`.
  var dataSourceObject: AnyObject? { get }
}

extension TableView: ListView {
  var dataSourceObject: AnyObject? { dataSource }
}

extension CollectionView: ListView {
  var dataSourceObject: AnyObject? { dataSource }
}
