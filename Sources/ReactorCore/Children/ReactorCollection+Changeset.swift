import Sections

// The update and the stages that animate it, in one pass: the update has
// matched every identity already, so nothing is hashed again.
extension ReactorCollection {
  /// Makes the collection show `newModels`, as ``apply(_:)-321yh`` does,
  /// and returns the change of ``items`` as the stages a list view
  /// animates (first deletions, then insertions and moves; moves are
  /// minimal), without diffing the items.
  ///
  /// The result is the same as `StagedChangeset(source: itemsBefore,
  /// target: items)`: a kept identity keeps its reactor, so its item is
  /// unchanged and never reloaded (a changed model reaches the child's
  /// reactor, not the list).
  ///
  /// ```swift
  /// let changeset = todos.applyReturningChangeset(models)
  /// try tableView.reload(using: changeset) { items = $0 }   // HeadlessUI
  /// ```
  ///
  /// - Complexity: O(*n* + *m* log *m*) for *n* models before and *m*
  ///   after (the moves are a longest increasing subsequence).
  @inlinable
  public mutating func applyReturningChangeset(
    _ newModels: [Model]
  ) -> StagedChangeset<ChildItem<Identity, Child>> where Model: Equatable {
    let oldCount = count
    var sourceOfTarget = apply(newModels, isChanged: !=)
    let newItems = items
    var targetOfSource = [Int](repeating: -1, count: oldCount)
    for (position, old) in sourceOfTarget.enumerated() {
      if old < oldCount {
        targetOfSource[old] = position
      } else {
        sourceOfTarget[position] = -1
      }
    }
    // A kept identity keeps its reactor, so its item is the same: nothing
    // is reloaded. (The initializer's version makes a released child again
    // when asked for its items, and the update adopts that same reactor.)
    let stages = StagedChangeset.matchedStages(
      target: newItems, targetOfSource: targetOfSource, sourceOfTarget: sourceOfTarget
    ) { _, _ in false }
    return StagedChangeset(stages: stages)
  }
}
