/// What a ``TableView`` shows: UIKit's `UITableViewDataSource`.
///
/// Only the row count and the cell are required; the other methods have
/// UIKit's defaults. RxDataSources' data sources
/// (``RxTableViewSectionedReloadDataSource``,
/// ``RxTableViewSectionedAnimatedDataSource``) implement it.
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of rows in `section`.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for the row at `indexPath`, usually dequeued.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The number of sections (default 1).
  func numberOfSections(in tableView: TableView) -> Int
  /// The title of `section`'s header (default none).
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// The title of `section`'s footer (default none).
  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
  /// Whether the row can be edited (default `true`).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether the row can be moved (default `false`).
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The section index titles (default none).
  func sectionIndexTitles(for tableView: TableView) -> [String]?
  /// The section an index title jumps to (default `index`).
  func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
  /// The user deleted (or inserted) the row: update the model.
  func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// The user moved a row: update the model.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Every row can be edited.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// No row can be moved.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// No section index.
  public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
  /// The index itself.
  public func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int { index }
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
