import Foundation
import Platform
import Streams

/// The model at `indexPath` of a table's or collection's data source, as a
/// `T` (what `rx.model(at:)` returns for both).
///
/// - Throws: ``RxDataSourceError`` when the data source is not sectioned,
///   has no item there, or the model is not a `T`.
@MainActor
func typedModel<T>(of dataSource: AnyObject?, at indexPath: IndexPath) throws -> T {
  guard let dataSource = dataSource as? SectionedViewDataSourceType else {
    throw RxDataSourceError.outOfBounds(indexPath: indexPath)
  }
  let model = try dataSource.model(at: indexPath)
  guard let typed = model as? T else {
    throw RxDataSourceError.modelTypeMismatch(
      indexPath: indexPath, expected: "\(T.self)", actual: "\(type(of: model))")
  }
  return typed
}

/// The models of the index paths a table or collection reports
/// (`rx.modelSelected` and the others); a path whose model cannot be read
/// as a `T` is reported as a ``ViewWarning`` and skipped. The paths arrive
/// on the main thread (they are user events).
func models<T, View: AnyObject>(
  of paths: Observable<IndexPath>, in view: View,
  dataSource: @escaping @MainActor (View) -> AnyObject?
) -> Observable<T> {
  // Weak: a subscription nobody disposed must not keep the view (with its
  // data source and cells) alive.
  let view = WeakReference(view)
  return paths.compactMap { path in
    MainActor.assumeIsolated { () -> UncheckedSendable<T?> in
      guard let view = view.object else { return UncheckedSendable(nil) }
      do {
        return UncheckedSendable(try typedModel(of: dataSource(view), at: path) as T)
      } catch {
        let kind: ViewWarning.Kind =
          if case RxDataSourceError.modelTypeMismatch = error { .typeMismatch } else {
            .indexPathOutOfRange
          }
        reportViewWarning(kind, "modelSelected: \(error)")
        return UncheckedSendable(nil)
      }
    }.value
  }
}
