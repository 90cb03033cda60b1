extension Changeset {
  /// Checks this stage against UIKit's batch-update rules, with `sections`
  /// as the state before the stage and `finalSections` as the state after.
  ///
  /// Rules: every index in range (deletions, reloads and move sources in
  /// the sections before; insertions and move destinations in the sections
  /// after); each index at most once per kind and never both deleted and
  /// moved or reloaded; no item changes inside sections inserted or deleted
  /// in the same stage; and the section count and each section's item count
  /// after the stage equal the count before, minus deletions and moves out,
  /// plus insertions and moves in (except for reloaded sections, which UIKit
  /// deletes and inserts again, so they may change their item count).
  ///
  /// - Throws: ``ChangesetValidationError`` naming the rule, the section
  ///   and the numbers.
  /// - Complexity: O(sections + changes).
  public func validate(against sections: [Section]) throws {
    guard !reloadData else { return }
    try validate(
      itemCountsBefore: sections.map(\.items.count),
      itemCountsAfter: finalSections.map(\.items.count))
  }

  /// Checks this stage against UIKit's batch-update rules given only the
  /// number of items in each section before and after it: what a table or
  /// collection view knows when its data source has already changed.
  ///
  /// The same rules and errors as ``validate(against:)``; `sections`,
  /// `originalSections` and `finalSections` are not read.
  ///
  /// - Throws: ``ChangesetValidationError`` naming the rule, the section
  ///   and the numbers.
  /// - Complexity: O(sections + changes).
  public func validate(itemCountsBefore before: [Int], itemCountsAfter after: [Int]) throws {
    let beforeSections = try SectionPlan(
      before: before.count, after: after.count, deleted: deletedSections,
      inserted: insertedSections, moved: movedSections, updated: updatedSections)

    var deletedOrMoved = ItemPathSet(capacity: deletedItems.count + movedItems.count)
    var movedOut = [Int](repeating: 0, count: before.count)
    var deleted = [Int](repeating: 0, count: before.count)
    for path in deletedItems {
      try check(path, in: before, kind: "deleted item")
      if beforeSections.isDeleted(path.sectionIndex) {
        throw ChangesetValidationError.itemInChangedSection(kind: "deleted item", path: path)
      }
      guard deletedOrMoved.insert(path) else {
        throw ChangesetValidationError.duplicateItemPath(kind: "deleted item", path: path)
      }
      deleted[path.sectionIndex] += 1
    }
    var movedIn = [Int](repeating: 0, count: after.count)
    var inserted = [Int](repeating: 0, count: after.count)
    var destinations = ItemPathSet(capacity: movedItems.count + insertedItems.count)
    for move in movedItems {
      try check(move.from, in: before, kind: "moved item (from)")
      try check(move.to, in: after, kind: "moved item (to)")
      if beforeSections.isDeleted(move.from.sectionIndex) {
        throw ChangesetValidationError.itemInChangedSection(
          kind: "moved item (from)", path: move.from)
      }
      if beforeSections.isInserted(move.to.sectionIndex) {
        throw ChangesetValidationError.itemInChangedSection(kind: "moved item (to)", path: move.to)
      }
      guard deletedOrMoved.insert(move.from) else {
        throw ChangesetValidationError.duplicateItemPath(kind: "moved item (from)", path: move.from)
      }
      guard destinations.insert(move.to) else {
        throw ChangesetValidationError.duplicateItemPath(kind: "moved item (to)", path: move.to)
      }
      movedOut[move.from.sectionIndex] += 1
      movedIn[move.to.sectionIndex] += 1
    }
    for path in insertedItems {
      try check(path, in: after, kind: "inserted item")
      if beforeSections.isInserted(path.sectionIndex) {
        throw ChangesetValidationError.itemInChangedSection(kind: "inserted item", path: path)
      }
      guard destinations.insert(path) else {
        throw ChangesetValidationError.duplicateItemPath(kind: "inserted item", path: path)
      }
      inserted[path.sectionIndex] += 1
    }
    var reloaded = ItemPathSet(capacity: updatedItems.count)
    for path in updatedItems {
      try check(path, in: before, kind: "updated item")
      // Fix (tests): a reload inside a deleted section is an item change in
      // a deleted section, like a deletion or a move out of it.
      if beforeSections.isDeleted(path.sectionIndex) {
        throw ChangesetValidationError.itemInChangedSection(kind: "updated item", path: path)
      }
      if deletedOrMoved.contains(path) || !reloaded.insert(path) {
        throw ChangesetValidationError.duplicateItemPath(kind: "updated item", path: path)
      }
    }
    let reloadedSections = Set(updatedSections)
    for afterIndex in after.indices {
      guard let beforeIndex = beforeSections.source(ofAfter: afterIndex) else { continue }
      // A reloaded section is deleted and inserted again, as UIKit does it:
      // it may come back with any number of items (expand / collapse).
      if reloadedSections.contains(beforeIndex) { continue }
      let expected =
        before[beforeIndex] - deleted[beforeIndex] - movedOut[beforeIndex]
        + inserted[afterIndex] + movedIn[afterIndex]
      if expected != after[afterIndex] {
        throw ChangesetValidationError.invalidItemCount(
          section: afterIndex, before: before[beforeIndex], deleted: deleted[beforeIndex],
          inserted: inserted[afterIndex], movedOut: movedOut[beforeIndex],
          movedIn: movedIn[afterIndex], after: after[afterIndex])
      }
    }
  }

  private func check(_ path: ItemPath, in counts: [Int], kind: String) throws {
    guard counts.indices.contains(path.sectionIndex) else {
      throw ChangesetValidationError.itemIndexOutOfRange(
        kind: kind, path: path, count: counts.count)
    }
    // Not `0..<count`: a negative count (given by the caller) would stop
    // the program there instead of failing validation.
    guard path.itemIndex >= 0, path.itemIndex < counts[path.sectionIndex] else {
      throw ChangesetValidationError.itemIndexOutOfRange(
        kind: kind, path: path, count: counts[path.sectionIndex])
    }
  }
}

/// How the sections of one stage map from before to after, UIKit's way:
/// moved and inserted sections take their destination indices, the other
/// surviving sections fill the remaining indices in their old order.
struct SectionPlan {
  private var deleted: [Bool]
  private var inserted: [Bool]
  /// For each index after the stage, the index before it (nil if inserted).
  private var sourceOfAfter: [Int?]

  init(
    before: Int,
    after: Int,
    deleted deletedIndices: [Int],
    inserted insertedIndices: [Int],
    moved: [(from: Int, to: Int)],
    updated: [Int]
  ) throws {
    deleted = [Bool](repeating: false, count: before)
    inserted = [Bool](repeating: false, count: after)
    sourceOfAfter = [Int?](repeating: nil, count: after)
    var movedFrom = [Bool](repeating: false, count: before)
    var taken = [Bool](repeating: false, count: after)
    for index in deletedIndices {
      guard (0..<before).contains(index) else {
        throw ChangesetValidationError.sectionIndexOutOfRange(
          kind: "deleted section", index: index, count: before)
      }
      guard !deleted[index] else {
        throw ChangesetValidationError.duplicateSectionIndex(kind: "deleted section", index: index)
      }
      deleted[index] = true
    }
    for index in insertedIndices {
      guard (0..<after).contains(index) else {
        throw ChangesetValidationError.sectionIndexOutOfRange(
          kind: "inserted section", index: index, count: after)
      }
      guard !taken[index] else {
        throw ChangesetValidationError.duplicateSectionIndex(kind: "inserted section", index: index)
      }
      inserted[index] = true
      taken[index] = true
    }
    for move in moved {
      guard (0..<before).contains(move.from) else {
        throw ChangesetValidationError.sectionIndexOutOfRange(
          kind: "moved section (from)", index: move.from, count: before)
      }
      guard (0..<after).contains(move.to) else {
        throw ChangesetValidationError.sectionIndexOutOfRange(
          kind: "moved section (to)", index: move.to, count: after)
      }
      guard !deleted[move.from], !movedFrom[move.from] else {
        throw ChangesetValidationError.duplicateSectionIndex(
          kind: "moved section (from)", index: move.from)
      }
      guard !taken[move.to] else {
        throw ChangesetValidationError.duplicateSectionIndex(
          kind: "moved section (to)", index: move.to)
      }
      movedFrom[move.from] = true
      taken[move.to] = true
      sourceOfAfter[move.to] = move.from
    }
    // Fix (tests): a section reloaded twice was accepted; each index at most
    // once per kind.
    var reloaded = [Bool](repeating: false, count: before)
    for index in updated {
      guard (0..<before).contains(index) else {
        throw ChangesetValidationError.sectionIndexOutOfRange(
          kind: "updated section", index: index, count: before)
      }
      if deleted[index] || movedFrom[index] || reloaded[index] {
        throw ChangesetValidationError.duplicateSectionIndex(kind: "updated section", index: index)
      }
      reloaded[index] = true
    }
    if after != before - deletedIndices.count + insertedIndices.count {
      throw ChangesetValidationError.invalidSectionCount(
        before: before, deleted: deletedIndices.count, inserted: insertedIndices.count,
        after: after)
    }
    // The remaining sections keep their order in the remaining slots.
    var slot = 0
    for index in 0..<before where !deleted[index] && !movedFrom[index] {
      while slot < after, taken[slot] { slot += 1 }
      guard slot < after else { break }
      sourceOfAfter[slot] = index
      taken[slot] = true
    }
  }

  func isDeleted(_ before: Int) -> Bool { deleted[before] }

  func isInserted(_ after: Int) -> Bool { inserted[after] }

  func source(ofAfter index: Int) -> Int? { sourceOfAfter[index] }
}
