extension Diff {
  /// The staged changesets that turn `initialSections` into `finalSections`
  /// with UIKit's batch updates, applied in order:
  ///
  /// 1. deleted sections, deleted items, and reloads of items whose content
  ///    changed (indices into the initial sections);
  /// 2. inserted and moved sections;
  /// 3. inserted and moved items;
  /// 4. reloads of sections whose model changed while their identity stayed
  ///    (only for `Equatable` section types).
  ///
  /// Empty stages are left out; equal inputs give no stage at all. Moves are
  /// minimal: an item (or section) whose order relative to the other
  /// survivors did not change is not moved, only shifted. An item that both
  /// changed and moved is reloaded in stage 1 and moved in stage 3. Items of
  /// a deleted section, or that end in an inserted section, are deleted and
  /// inserted rather than moved (UIKit cannot move rows out of a deleted
  /// section), as in RxDataSources.
  ///
  /// - Throws: ``Diff/Error/duplicateSection(identity:first:second:side:)``
  ///   or ``Diff/Error/duplicateItem(identity:first:second:side:)`` naming the
  ///   identity and both positions; ``Diff/Error/invalidInitializationOfSectionModel(section:expectedItemCount:actualItemCount:keptIdentity:)``
  ///   when the section type's `init(original:items:)` loses its identity or
  ///   items.
  /// - Complexity: O(n log n) in the number of items, with hashing of every
  ///   identity once per side.
  @inlinable
  public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
    initialSections: [Section],
    finalSections: [Section]
  ) throws -> [Changeset<Section>] {
    var differ = try SectionedDiffer(initial: initialSections, final: finalSections)
    return try differ.stages()
  }
}

/// The state of one sectioned diff. Items are numbered by a flat index over
/// all sections (`initialStart[section] + item`).
@usableFromInline
struct SectionedDiffer<Section: AnimatableSectionModelType> {
  @usableFromInline typealias Item = Section.Item

  @usableFromInline let initial: [Section]
  @usableFromInline let final: [Section]
  /// Final index of each initial section, -1 when deleted.
  @usableFromInline var finalOfInitialSection: [Int]
  /// Initial index of each final section, -1 when inserted.
  @usableFromInline var initialOfFinalSection: [Int]
  /// Flat index of each section's first item.
  @usableFromInline var initialStart: [Int]
  @usableFromInline var finalStart: [Int]
  /// Matched flat final index of each initial item, -1 when deleted.
  @usableFromInline var finalOfInitialItem: [Int]
  /// Matched flat initial index of each final item, -1 when inserted.
  @usableFromInline var initialOfFinalItem: [Int]
  /// The final items, flattened (indexed by flat final index).
  @usableFromInline var finalItems: [Item]
  /// The initial section of each flat initial item.
  @usableFromInline var initialSectionOfItem: [Int32]

  @inlinable
  init(initial: [Section], final: [Section]) throws {
    self.initial = initial
    self.final = final
    finalOfInitialSection = []
    initialOfFinalSection = []
    initialStart = []
    finalStart = []
    finalOfInitialItem = []
    initialOfFinalItem = []
    finalItems = []
    initialSectionOfItem = []
    try matchSections()
    try matchItems()
  }

  @inlinable
  mutating func matchSections() throws {
    var initialIndex: [Section.Identity: Int] = [:]
    initialIndex.reserveCapacity(initial.count)
    for (index, section) in initial.enumerated() {
      if let first = initialIndex.updateValue(index, forKey: section.identity) {
        throw Diff.Error.duplicateSection(
          identity: String(describing: section.identity), first: first, second: index,
          side: .initial)
      }
    }
    var finalIndex: [Section.Identity: Int] = [:]
    finalIndex.reserveCapacity(final.count)
    initialOfFinalSection = [Int](repeating: -1, count: final.count)
    finalOfInitialSection = [Int](repeating: -1, count: initial.count)
    for (index, section) in final.enumerated() {
      if let first = finalIndex.updateValue(index, forKey: section.identity) {
        throw Diff.Error.duplicateSection(
          identity: String(describing: section.identity), first: first, second: index, side: .final)
      }
      if let match = initialIndex[section.identity] {
        initialOfFinalSection[index] = match
        finalOfInitialSection[match] = index
      }
    }
  }

  @inlinable
  mutating func matchItems() throws {
    initialStart = Self.starts(of: initial)
    finalStart = Self.starts(of: final)
    let initialCount = initialStart.last ?? 0
    let finalCount = finalStart.last ?? 0
    finalOfInitialItem = [Int](repeating: -1, count: initialCount)
    initialOfFinalItem = [Int](repeating: -1, count: finalCount)

    // Every initial item once in the table (a duplicate is an error), then
    // one lookup per final item.
    var items: [Item] = []
    items.reserveCapacity(initialCount)
    initialSectionOfItem.reserveCapacity(initialCount)
    for (sectionIndex, section) in initial.enumerated() {
      let sectionItems = section.items
      items.append(contentsOf: sectionItems)
      initialSectionOfItem.append(
        contentsOf: repeatElement(
          Int32(truncatingIfNeeded: sectionIndex), count: sectionItems.count))
    }
    finalItems.reserveCapacity(finalCount)
    for section in final { finalItems.append(contentsOf: section.items) }
    var table = IdentityTable(count: initialCount)
    for flat in items.indices {
      let identity = items[flat].identity
      if let first = table.insert(
        flat, hash: identity.hashValue, matches: { items[$0].identity == identity })
      {
        throw Diff.Error.duplicateItem(
          identity: String(describing: identity), first: path(first, in: initialStart),
          second: path(flat, in: initialStart), side: .initial)
      }
    }
    // Final items that match nothing are checked for duplicates among
    // themselves; matched ones by the match being taken twice.
    var unmatched: [Item.Identity: Int] = [:]
    for sectionIndex in final.indices {
      let start = finalStart[sectionIndex]
      for (itemIndex, item) in final[sectionIndex].items.enumerated() {
        let flat = start + itemIndex
        let identity = item.identity
        let slot = table.slot(
          hash: identity.hashValue, matches: { items[$0].identity == identity })
        if slot >= 0 {
          let match = table.entry(at: slot)
          let previous = finalOfInitialItem[match]
          if previous >= 0 {
            throw Diff.Error.duplicateItem(
              identity: String(describing: identity), first: path(previous, in: finalStart),
              second: ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex), side: .final)
          }
          finalOfInitialItem[match] = flat
          initialOfFinalItem[flat] = match
        } else if let first = unmatched.updateValue(flat, forKey: identity) {
          throw Diff.Error.duplicateItem(
            identity: String(describing: identity), first: path(first, in: finalStart),
            second: ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex), side: .final)
        }
      }
    }
    // Rows cannot move out of a deleted section or into an inserted one:
    // such items are deleted and inserted instead.
    for sectionIndex in initial.indices where finalOfInitialSection[sectionIndex] < 0 {
      for flat in initialStart[sectionIndex]..<initialStart[sectionIndex + 1] {
        let match = finalOfInitialItem[flat]
        if match >= 0 {
          finalOfInitialItem[flat] = -1
          initialOfFinalItem[match] = -1
        }
      }
    }
    for sectionIndex in final.indices where initialOfFinalSection[sectionIndex] < 0 {
      for flat in finalStart[sectionIndex]..<finalStart[sectionIndex + 1] {
        let match = initialOfFinalItem[flat]
        if match >= 0 {
          initialOfFinalItem[flat] = -1
          finalOfInitialItem[match] = -1
        }
      }
    }
  }

  @inlinable
  static func starts(of sections: [Section]) -> [Int] {
    var starts = [Int]()
    starts.reserveCapacity(sections.count + 1)
    var total = 0
    for section in sections {
      starts.append(total)
      total += section.items.count
    }
    starts.append(total)
    return starts
  }

  /// The section and item of a flat index. O(log sections).
  @inlinable
  func path(_ flat: Int, in starts: [Int]) -> ItemPath {
    var low = 0
    var high = starts.count - 1
    while high - low > 1 {
      let middle = (low + high) >> 1
      if starts[middle] <= flat { low = middle } else { high = middle }
    }
    // Skip empty sections that start at the same index.
    while low + 1 < starts.count - 1, starts[low + 1] <= flat { low += 1 }
    return ItemPath(sectionIndex: low, itemIndex: flat - starts[low])
  }

  /// `Section(original:items:)`, checked to keep the identity and the items.
  @inlinable
  func rebuild(_ original: Section, items: [Item]) throws -> Section {
    let section = Section(original: original, items: items)
    let keptIdentity = section.identity == original.identity
    let kept = section.items
    if !keptIdentity || kept.count != items.count
      || (!items.isEmpty
        && (kept[0].identity != items[0].identity
          || kept[kept.count - 1].identity != items[items.count - 1].identity))
    {
      throw Diff.Error.invalidInitializationOfSectionModel(
        section: String(describing: Section.self), expectedItemCount: items.count,
        actualItemCount: kept.count, keptIdentity: keptIdentity)
    }
    return section
  }

  // MARK: - Stages

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

  @inlinable
  func finalItem(_ flat: Int) -> Item {
    finalItems[flat]
  }

  /// The initial section of a flat initial item index.
  @inlinable
  func sectionOf(_ flat: Int) -> Int {
    Int(initialSectionOfItem[flat])
  }

  /// Whether two versions of a section differ in more than their items;
  /// known only for `Equatable` section types (compared with no items).
  @inlinable
  func modelChanged(_ old: Section, _ new: Section) -> Bool {
    guard let lhs = Section(original: old, items: []) as? any Equatable else { return false }
    return !lhs.isEqual(to: Section(original: new, items: []))
  }
}

extension Equatable {
  /// Whether `other` is a `Self` equal to `self`.
  @inlinable
  func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
