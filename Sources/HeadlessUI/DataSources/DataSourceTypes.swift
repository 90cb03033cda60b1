import Foundation
import Streams

/// A data source that can give the model at an index path (RxCocoa's
/// protocol, used by `rx.modelSelected` and `rx.model(at:)`).
@preconcurrency @MainActor
public protocol SectionedViewDataSourceType {
  /// The model at `indexPath`.
  ///
  /// - Throws: ``RxDataSourceError/outOfBounds(indexPath:)`` when there is
  ///   no item there.
  func model(at indexPath: IndexPath) throws -> Any
}

/// A table data source that takes a sequence's events
/// (`tableView.rx.items(dataSource:)` delivers each on the main thread).
@preconcurrency @MainActor
public protocol RxTableViewDataSourceType {
  /// What each element of the bound sequence is (sections, or items).
  associatedtype Element

  /// Shows `observedEvent`'s element in `tableView`.
  func tableView(_ tableView: TableView, observedEvent: Event<Element>)
}

/// A collection data source that takes a sequence's events.
@preconcurrency @MainActor
public protocol RxCollectionViewDataSourceType {
  /// What each element of the bound sequence is.
  associatedtype Element

  /// Shows `observedEvent`'s element in `collectionView`.
  func collectionView(_ collectionView: CollectionView, observedEvent: Event<Element>)
}

/// A data source was asked for something it does not have.
public enum RxDataSourceError: Error, Equatable, CustomStringConvertible {
  /// No item at this index path.
  case outOfBounds(indexPath: IndexPath)
  /// The model is not of the type asked for (`rx.modelSelected(T.self)`).
  case modelTypeMismatch(indexPath: IndexPath, expected: String, actual: String)

  /// What was asked, and where.
  public var description: String {
    switch self {
    case .outOfBounds(let path):
      return "No item at section \(path.count == 2 ? path.section : -1), row "
        + "\(path.count == 2 ? path.row : -1) of the data source."
    case .modelTypeMismatch(let path, let expected, let actual):
      return "The model at \(describe(path)) is a \(actual), not a \(expected)."
    }
  }
}

/// How an animated data source shows a change (RxDataSources').
public enum ViewTransition: Sendable {
  /// Apply the differ's changesets as animated batch updates.
  case animated
  /// Reload everything.
  case reload
}

/// The animations an animated data source uses for each kind of change
/// (RxDataSources' `AnimationConfiguration`).
public struct AnimationConfiguration: Sendable, Equatable {
  /// For inserted rows and sections.
  public let insertAnimation: TableView.RowAnimation
  /// For reloaded rows.
  public let reloadAnimation: TableView.RowAnimation
  /// For deleted rows and sections.
  public let deleteAnimation: TableView.RowAnimation

  /// Creates a configuration; every animation defaults to `.automatic`.
  public init(
    insertAnimation: TableView.RowAnimation = .automatic,
    reloadAnimation: TableView.RowAnimation = .automatic,
    deleteAnimation: TableView.RowAnimation = .automatic
  ) {
    self.insertAnimation = insertAnimation
    self.reloadAnimation = reloadAnimation
    self.deleteAnimation = deleteAnimation
  }
}
