// The sectioned differ's stages, in UIKit's batch order: each method makes
// one stage's changeset from what the previous stage left.
extension SectionedDiffer {
  /// The stages that turn `initial` into `final`, in UIKit's batch order;
  /// a stage with nothing to do is left out. n items and s sections, before
  /// and after.
  ///
  /// - Complexity: O((n + s) log(n + s)) time (the moves' longest
  ///   increasing subsequences), O(n + s) memory.
  @inlinable
  mutating func stages() throws -> [Changeset<Section>] {
    var stages: [Changeset<Section>] = []
    let deletions = try deletionStage()
    if let changeset = deletions.changeset { stages.append(changeset) }
    let sections = sectionStage(after: deletions.sections)
    if let changeset = sections.changeset { stages.append(changeset) }
    let items = try itemStage(
      after: sections.sections, intermediateOfFinal: sections.intermediateOfFinal,
      intermediateIndex: deletions.intermediateIndex)
    if let changeset = items.changeset { stages.append(changeset) }
    if let changeset = sectionReloadStage(
      after: items.sections, intermediateOfFinal: sections.intermediateOfFinal)
    {
      stages.append(changeset)
    }
    return stages
  }

  /// What stage 1 leaves: the sections once deletions and reloads are done,
  /// and where each surviving initial item then is (`-1`: deleted).
  @usableFromInline
  struct DeletionStage {
    @usableFromInline let changeset: Changeset<Section>?
    @usableFromInline let sections: [Section]
    @usableFromInline let intermediateIndex: [Int]

    @usableFromInline
    init(changeset: Changeset<Section>?, sections: [Section], intermediateIndex: [Int]) {
      self.changeset = changeset
      self.sections = sections
      self.intermediateIndex = intermediateIndex
    }
  }

  /// Stage 1: deleted sections, deleted items and item reloads, in initial
  /// coordinates.
  ///
  /// - Complexity: O(n + s).
  @inlinable
  func deletionStage() throws -> DeletionStage {
    var deletedSections: [Int] = []
    var deletedItems: [ItemPath] = []
    var updatedItems: [ItemPath] = []
    var afterDeletes: [Section] = []
    // Position of each surviving initial item once deletions are done.
    var intermediateIndex = [Int](repeating: -1, count: finalOfInitialItem.count)
    for sectionIndex in initial.indices {
      guard finalOfInitialSection[sectionIndex] >= 0 else {
        deletedSections.append(sectionIndex)
        continue
      }
      let section = initial[sectionIndex]
      let start = initialStart[sectionIndex]
      var items: [Item] = []
      items.reserveCapacity(section.items.count)
      var changed = false
      for (itemIndex, item) in section.items.enumerated() {
        let match = finalOfInitialItem[start + itemIndex]
        guard match >= 0 else {
          deletedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
          changed = true
          continue
        }
        intermediateIndex[start + itemIndex] = items.count
        let finalItem = finalItem(match)
        if finalItem != item {
          updatedItems.append(ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
          items.append(finalItem)
          changed = true
        } else {
          items.append(item)
        }
      }
      afterDeletes.append(changed ? try rebuild(section, items: items) : section)
    }
    let isEmpty = deletedSections.isEmpty && deletedItems.isEmpty && updatedItems.isEmpty
    return DeletionStage(
      changeset: isEmpty
        ? nil
        : Changeset(
          originalSections: initial, finalSections: afterDeletes,
          deletedSections: deletedSections, deletedItems: deletedItems,
          updatedItems: updatedItems),
      sections: afterDeletes, intermediateIndex: intermediateIndex)
  }

  /// What stage 2 leaves: the sections in their final order (inserted ones
  /// with their final items), and the intermediate index of each final
  /// section (`-1`: inserted).
  @usableFromInline
  struct SectionStage {
    @usableFromInline let changeset: Changeset<Section>?
    @usableFromInline let sections: [Section]
    @usableFromInline let intermediateOfFinal: [Int]

    @usableFromInline
    init(changeset: Changeset<Section>?, sections: [Section], intermediateOfFinal: [Int]) {
      self.changeset = changeset
      self.sections = sections
      self.intermediateOfFinal = intermediateOfFinal
    }
  }

  /// Stage 2: inserted and moved sections; sections keeping their relative
  /// order (a longest increasing subsequence) do not move.
  ///
  /// - Complexity: O(s log s).
  @inlinable
  func sectionStage(after afterDeletes: [Section]) -> SectionStage {
    var survivingFinalIndex: [Int] = []  // final index per intermediate section
    survivingFinalIndex.reserveCapacity(afterDeletes.count)
    for sectionIndex in initial.indices where finalOfInitialSection[sectionIndex] >= 0 {
      survivingFinalIndex.append(finalOfInitialSection[sectionIndex])
    }
    let sectionStays = longestIncreasingSubsequenceMask(survivingFinalIndex)
    var movedSections: [(from: Int, to: Int)] = []
    // Intermediate index of each final section (for surviving ones).
    var intermediateOfFinal = [Int](repeating: -1, count: final.count)
    for (intermediate, finalIndex) in survivingFinalIndex.enumerated() {
      intermediateOfFinal[finalIndex] = intermediate
      if !sectionStays[intermediate] {
        movedSections.append((from: intermediate, to: finalIndex))
      }
    }
    var insertedSections: [Int] = []
    var afterSections: [Section] = []
    afterSections.reserveCapacity(final.count)
    for finalIndex in final.indices {
      let intermediate = intermediateOfFinal[finalIndex]
      if intermediate < 0 {
        insertedSections.append(finalIndex)
        afterSections.append(final[finalIndex])
      } else {
        afterSections.append(afterDeletes[intermediate])
      }
    }
    let isEmpty = insertedSections.isEmpty && movedSections.isEmpty
    return SectionStage(
      changeset: isEmpty
        ? nil
        : Changeset(
          originalSections: afterDeletes, finalSections: afterSections,
          insertedSections: insertedSections, movedSections: movedSections),
      sections: afterSections, intermediateOfFinal: intermediateOfFinal)
  }

  /// What stage 3 leaves: the sections with their final items.
  @usableFromInline
  struct ItemStage {
    @usableFromInline let changeset: Changeset<Section>?
    @usableFromInline let sections: [Section]

    @usableFromInline
    init(changeset: Changeset<Section>?, sections: [Section]) {
      self.changeset = changeset
      self.sections = sections
    }
  }

  /// Stage 3: inserted and moved items, in the final section order; items
  /// keeping their relative order within a section do not move.
  ///
  /// - Complexity: O(n log n).
  @inlinable
  func itemStage(
    after afterSections: [Section], intermediateOfFinal: [Int], intermediateIndex: [Int]
  ) throws -> ItemStage {
    var insertedItems: [ItemPath] = []
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
    var afterItems: [Section] = []
    afterItems.reserveCapacity(final.count)
    var sameSection: [Int] = []
    var sameSectionTarget: [Int] = []
    for finalIndex in final.indices {
      let section = afterSections[finalIndex]
      guard intermediateOfFinal[finalIndex] >= 0 else {
        afterItems.append(section)  // inserted with its items in stage 2
        continue
      }
      let start = finalStart[finalIndex]
      let items = final[finalIndex].items
      sameSection.removeAll(keepingCapacity: true)
      sameSectionTarget.removeAll(keepingCapacity: true)
      var changed = false
      for itemIndex in items.indices {
        let match = initialOfFinalItem[start + itemIndex]
        let target = ItemPath(sectionIndex: finalIndex, itemIndex: itemIndex)
        guard match >= 0 else {
          insertedItems.append(target)
          changed = true
          continue
        }
        let sourceSection = finalOfInitialSection[sectionOf(match)]
        if sourceSection == finalIndex {
          sameSection.append(intermediateIndex[match])
          sameSectionTarget.append(itemIndex)
        } else {
          movedItems.append(
            (
              from: ItemPath(sectionIndex: sourceSection, itemIndex: intermediateIndex[match]),
              to: target
            ))
          changed = true
        }
      }
      let stays = longestIncreasingSubsequenceMask(sameSection)
      for (position, source) in sameSection.enumerated() where !stays[position] {
        movedItems.append(
          (
            from: ItemPath(sectionIndex: finalIndex, itemIndex: source),
            to: ItemPath(sectionIndex: finalIndex, itemIndex: sameSectionTarget[position])
          ))
        changed = true
      }
      if !changed, section.items.count != items.count { changed = true }
      afterItems.append(changed ? try rebuild(section, items: items) : section)
    }
    guard !insertedItems.isEmpty || !movedItems.isEmpty else {
      return ItemStage(changeset: nil, sections: afterItems)
    }
    movedItems.sort { $0.to < $1.to }
    return ItemStage(
      changeset: Changeset(
        originalSections: afterSections, finalSections: afterItems,
        insertedItems: insertedItems, movedItems: movedItems),
      sections: afterItems)
  }

  /// Stage 4: reloads of the kept sections whose model changed (identity
  /// unchanged); `nil` when there are none.
  ///
  /// - Complexity: O(s) section comparisons.
  @inlinable
  func sectionReloadStage(
    after afterItems: [Section], intermediateOfFinal: [Int]
  ) -> Changeset<Section>? {
    var updatedSections: [Int] = []
    for finalIndex in final.indices where intermediateOfFinal[finalIndex] >= 0 {
      let initialIndex = initialOfFinalSection[finalIndex]
      if modelChanged(initial[initialIndex], final[finalIndex]) {
        updatedSections.append(finalIndex)
      }
    }
    guard !updatedSections.isEmpty else { return nil }
    return Changeset(
      originalSections: afterItems, finalSections: final, updatedSections: updatedSections)
  }
}
