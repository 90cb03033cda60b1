import Sections

// The update and the stages that animate it, in one pass: the update has
// matched every identity already, so nothing is hashed again.
extension ReactorCollection {
  /// Makes the collection show `newModels`, as ``apply(_:)-321yh`` does,
  /// and returns the change of ``items`` as the stages a list view
  /// animates (first deletions and reloads, then insertions and moves;
  /// moves are minimal), without diffing the items.
  ///
  /// The result is the same as `StagedChangeset(source: itemsBefore,
  /// target: items)`: a kept child is its item still (a changed model
  /// reaches the child's reactor, not the list), so an item is reloaded
  /// only if its identity got another reactor.
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
    // Identifiers, not the reactors: holding the old array would make the
    // update copy it instead of reordering it in place. A child the
    // initializer's version released has none: the update makes it again,
    // and that reactor is its item before and after.
    let oldReactors = seed?.identifiers ?? storedReactors.map { ObjectIdentifier($0) }
    let oldSlots = slotOfPosition
    apply(newModels)
    let newItems = items
    // A slot live before kept its identity (an update never gives a live
    // slot to another): its old position is where `oldSlots` holds it.
    var oldPositionOfSlot = [Int](repeating: -1, count: Swift.max(positionOfSlot.count, 1))
    for (old, slot) in oldSlots.enumerated() { oldPositionOfSlot[slot] = old }
    var origin = [Int](repeating: -1, count: newItems.count)
    var newPositionOfOld = [Int](repeating: -1, count: oldReactors.count)
    for (position, slot) in slotOfPosition.enumerated() {
      let old = oldPositionOfSlot[slot]
      guard old >= 0 else { continue }
      origin[position] = old
      newPositionOfOld[old] = position
    }
    // A kept child is its item still, unless the initializer's version
    // remade its reactor.
    let stages = StagedChangeset.matchedStages(
      target: newItems, targetOfSource: newPositionOfOld, sourceOfTarget: origin
    ) { old, position in
      let before = oldReactors[old]
      return (
        newItems[position], before != nil && before != ObjectIdentifier(newItems[position].reactor)
      )
    }
    return StagedChangeset(stages: stages)
  }
}
