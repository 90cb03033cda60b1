import Foundation
import Sections

// DifferenceKit's way to animate a change: the stages of a
// `StagedChangeset`, one batch each, the data set inside each batch.
extension SectionedViewType {
  /// Applies `changeset` to the rows of `section`, one validated batch per
  /// stage, handing each stage's elements to `setData` inside its batch
  /// (DifferenceKit's `reload(using:with:setData:)`): the data source shows
  /// them from then on.
  ///
  /// ```swift
  /// let changeset = StagedChangeset(source: items, target: newItems)
  /// try tableView.reload(using: changeset, with: .fade) { items = $0 }
  /// ```
  ///
  /// An empty changeset does nothing (`setData` is not called).
  ///
  /// - Throws: ``Sections/ChangesetValidationError`` when the view refuses
  ///   a stage (the data source does not show what `setData` was given, or
  ///   `changeset` is not of this section's rows); the view then shows what
  ///   it showed before that stage, and the later stages are not applied.
  /// - Complexity: O(*n*) in the stages' operations, plus the view's
  ///   validation of each batch.
  public func reload<Element>(
    using changeset: StagedChangeset<Element>, section: Int = 0,
    with animation: TableView.RowAnimation = .automatic, setData: ([Element]) -> Void
  ) throws(ChangesetValidationError) {
    func paths(_ rows: [Int]) -> [IndexPath] {
      rows.map { IndexPath(item: $0, section: section) }
    }
    for stage in changeset {
      try withoutActuallyEscaping(setData) { setData throws(ChangesetValidationError) in
        try performBatchUpdates(
          {
            setData(stage.data)
            if !stage.deleted.isEmpty {
              self.deleteItemsAtIndexPaths(paths(stage.deleted), animationStyle: animation)
            }
            if !stage.updated.isEmpty {
              self.reloadItemsAtIndexPaths(paths(stage.updated), animationStyle: animation)
            }
            if !stage.inserted.isEmpty {
              self.insertItemsAtIndexPaths(paths(stage.inserted), animationStyle: animation)
            }
            for move in stage.moved {
              self.moveItemAtIndexPath(
                IndexPath(item: move.from, section: section),
                to: IndexPath(item: move.to, section: section))
            }
          }, completion: nil)
      }
    }
  }
}
