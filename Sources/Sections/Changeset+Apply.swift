extension Changeset {
  /// Applies this stage to `sections` (the state before it) the way UIKit
  /// applies a batch update, and returns the state after it.
  ///
  /// Deleted sections and items are removed; moved and inserted sections and
  /// items take their destination indices, with content from
  /// `finalSections`; everything else keeps its relative order in the
  /// remaining positions; reloaded items and sections take their content
  /// from `finalSections`.
  ///
  /// - Throws: ``ChangesetValidationError`` when the stage is not valid for
  ///   `sections` (see ``validate(against:)``); `sections` is left as is.
  /// - Complexity: O(sections + items).
  public func apply(to sections: [Section]) throws -> [Section] {
    if reloadData { return finalSections }
    try validate(against: sections)
    let plan = try SectionPlan(
      before: sections.count, after: finalSections.count, deleted: deletedSections,
      inserted: insertedSections, moved: movedSections, updated: updatedSections)
    let reloadedSections = Set(updatedSections)

    // Per before-section: which items leave (deleted or moved out).
    var leaving: [Set<Int>] = Array(repeating: [], count: sections.count)
    for path in deletedItems { leaving[path.sectionIndex].insert(path.itemIndex) }
    for move in movedItems { leaving[move.from.sectionIndex].insert(move.from.itemIndex) }
    let reloadedItems = Set(updatedItems)

    // Per after-section: which destinations are taken, by what.
    var arriving: [[Int: Item]] = Array(repeating: [:], count: finalSections.count)
    for path in insertedItems {
      arriving[path.sectionIndex][path.itemIndex] =
        finalSections[path.sectionIndex].items[
          path.itemIndex]
    }
    for move in movedItems {
      arriving[move.to.sectionIndex][move.to.itemIndex] =
        sections[move.from.sectionIndex].items[move.from.itemIndex]
    }

    var result: [Section] = []
    result.reserveCapacity(finalSections.count)
    for afterIndex in finalSections.indices {
      guard let beforeIndex = plan.source(ofAfter: afterIndex) else {
        result.append(finalSections[afterIndex])  // inserted, with its items
        continue
      }
      let original = sections[beforeIndex]
      let target = finalSections[afterIndex]
      // Staying items, in their old order, with reloads applied later.
      var staying: [(item: Item, reload: Bool)] = []
      for (itemIndex, item) in original.items.enumerated()
      where !leaving[beforeIndex].contains(itemIndex) {
        let path = ItemPath(sectionIndex: beforeIndex, itemIndex: itemIndex)
        staying.append((item, reloadedItems.contains(path)))
      }
      var items: [Item] = []
      items.reserveCapacity(target.items.count)
      var next = staying.makeIterator()
      for position in 0..<target.items.count {
        if let item = arriving[afterIndex][position] {
          items.append(item)
        } else if let (item, reload) = next.next() {
          items.append(reload ? target.items[position] : item)
        }
      }
      let base = reloadedSections.contains(beforeIndex) ? target : original
      result.append(Section(original: base, items: items))
    }
    return result
  }
}
