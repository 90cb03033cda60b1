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
  ///   items (checked on every diff, for every section of both sides, as
  ///   RxDataSources does).
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
  /// The final sections' item arrays (buffers shared, no item copied: a
  /// copy of an item that holds objects retains them, 10,000 cold retains
  /// per diff of cell reactors).
  @usableFromInline var finalSectionItems: [[Item]]
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
    finalSectionItems = []
    initialSectionOfItem = []
    try matchSections()
    try matchItems()
    // After the duplicate checks, which RxDataSources reports first.
    try checkSectionInitializer()
  }

  /// Rebuilds every section of both sides with its own items, as
  /// RxDataSources' differ does on every diff: a section type whose
  /// `init(original:items:)` loses items or its identity is reported even
  /// when the lists are equal or sections only moved, not first when a
  /// section happens to be rebuilt. O(sections), plus the section type's
  /// initializer.
  @inlinable
  func checkSectionInitializer() throws {
    for section in initial { _ = try rebuild(section, items: section.items) }
    for section in final { _ = try rebuild(section, items: section.items) }
  }

  /// Pairs each final section with the initial one of the same identity
  /// (`initialOfFinalSection`, `finalOfInitialSection`); a duplicate
  /// section identity on either side throws ``Diff/Error/duplicateSection``.
  /// Complexity: O(initial + final sections), two hash tables.
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

  /// Pairs each final item with the initial item of the same identity
  /// (`initialOfFinalItem`, `finalOfInitialItem`, by flat index); a
  /// duplicate identity on either side throws ``Diff/Error/duplicateItem``
  /// naming both paths. Items of a deleted or inserted section are left
  /// unpaired: they are deleted and inserted, never moved across. Needs
  /// ``matchSections()`` first. Complexity: O(initial + final items)
  /// expected, one identity table; identities are copied, items are not.
  @inlinable
  mutating func matchItems() throws {
    initialStart = Self.starts(of: initial)
    finalStart = Self.starts(of: final)
    let initialCount = initialStart.last ?? 0
    let finalCount = finalStart.last ?? 0
    finalOfInitialItem = [Int](repeating: -1, count: initialCount)
    initialOfFinalItem = [Int](repeating: -1, count: finalCount)

    // Every initial identity once in the table (a duplicate is an error),
    // then one lookup per final item. Identities, not items, are copied.
    var identities: [Item.Identity] = []
    identities.reserveCapacity(initialCount)
    initialSectionOfItem.reserveCapacity(initialCount)
    for (sectionIndex, section) in initial.enumerated() {
      let sectionItems = section.items
      for index in sectionItems.indices { identities.append(sectionItems[index].identity) }
      initialSectionOfItem.append(
        contentsOf: repeatElement(
          Int32(truncatingIfNeeded: sectionIndex), count: sectionItems.count))
    }
    finalSectionItems = final.map(\.items)
    var table = IdentityTable(count: initialCount)
    for flat in identities.indices {
      let identity = identities[flat]
      if let first = table.insert(
        flat, hash: IdentityTable.hash(identity), matches: { identities[$0] == identity })
      {
        throw Diff.Error.duplicateItem(
          identity: String(describing: identity), first: path(first, in: initialStart),
          second: path(flat, in: initialStart), side: .initial)
      }
    }
    // Final items that match nothing are checked for duplicates among
    // themselves; matched ones by the match being taken twice.
    var unmatched: [Item.Identity: Int] = [:]
    // A cursor follows the initial order: a final item whose identity is
    // the next unmatched initial one's (most of them in a typical update)
    // is matched without hashing (identities are unique on each side).
    var cursor = 0
    for sectionIndex in final.indices {
      let start = finalStart[sectionIndex]
      let sectionItems = finalSectionItems[sectionIndex]
      for itemIndex in sectionItems.indices {
        let flat = start + itemIndex
        let identity = sectionItems[itemIndex].identity
        while cursor < initialCount, finalOfInitialItem[cursor] >= 0 { cursor += 1 }
        var match = -1
        if cursor < initialCount, identities[cursor] == identity {
          match = cursor
        } else {
          let slot = table.slot(
            hash: IdentityTable.hash(identity), matches: { identities[$0] == identity })
          if slot >= 0 { match = table.entry(at: slot) }
        }
        if match >= 0 {
          cursor = match + 1
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

  /// The final item of a flat final index. O(log sections).
  @inlinable
  func finalItem(_ flat: Int) -> Item {
    let path = path(flat, in: finalStart)
    return finalSectionItems[path.sectionIndex][path.itemIndex]
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
