/// Reacts to what happens in a ``TableView``: UIKit's
/// `UITableViewDelegate`, with UIKit's method names and defaults.
///
/// Set with `tableView.delegate = self` or `tableView.rx.setDelegate(self)`;
/// it is called alongside `rx.itemSelected` and the other `rx` events
/// (delegate first), as RxCocoa's delegate proxy forwards.
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
  /// The user is about to select a row; return another path, or `nil` to
  /// refuse (default: the same path).
  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected a row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
  /// The user deselected a row.
  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
  /// A cell is about to be shown.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// A cell stopped being shown.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The row's height; stored by nobody (there is no layout).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// The header's height; unused.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  /// The footer's height; unused.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
  /// A view for the header, shown instead of the title (default none).
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> HeadlessView?
  /// A view for the footer, shown instead of the title (default none).
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> HeadlessView?
  /// The editing style of a row (default `.delete`).
  func tableView(
    _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
  ) -> TableViewCell.EditingStyle
}

extension TableViewDelegate {
  /// The same path.
  public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    TableView.automaticDimension
  }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }
  /// ``TableView/automaticDimension``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    TableView.automaticDimension
  }
  /// None.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
    -> HeadlessView?
  { nil }
  /// None.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
    -> HeadlessView?
  { nil }
  /// `.delete`.
  public func tableView(
    _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
  ) -> TableViewCell.EditingStyle { .delete }
}
