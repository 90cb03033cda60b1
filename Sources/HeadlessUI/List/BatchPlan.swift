import Foundation
import Sections

/// A batch of operations as a changeset to validate, and the map from the
/// rows before it to the rows after it.
struct BatchPlan {
  /// Sections are identified by index only: validation reads counts.
  typealias CountedSection = SectionModel<Int, Int>

  let changeset: Changeset<CountedSection>

  init(_ operations: [BatchOperation]) {
    var insertedSections: [Int] = []
    var deletedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var insertedItems: [ItemPath] = []
    var deletedItems: [ItemPath] = []
    var reloadedItems: [ItemPath] = []
    var movedItems: [(from: ItemPath, to: ItemPath)] = []
    func item(_ path: IndexPath) -> ItemPath {
      path.count == 2
        ? ItemPath(sectionIndex: path.section, itemIndex: path.row)
        : ItemPath(sectionIndex: -1, itemIndex: -1)
    }
    for operation in operations {
      switch operation {
      case .insertSections(let set, _): insertedSections.append(contentsOf: set)
      case .deleteSections(let set, _): deletedSections.append(contentsOf: set)
      case .reloadSections(let set, _): reloadedSections.append(contentsOf: set)
      case .moveSection(let from, let to): movedSections.append((from, to))
      case .insertRows(let paths, _): insertedItems.append(contentsOf: paths.map(item))
      case .deleteRows(let paths, _): deletedItems.append(contentsOf: paths.map(item))
      case .reloadRows(let paths, _): reloadedItems.append(contentsOf: paths.map(item))
      case .moveRow(let from, let to): movedItems.append((item(from), item(to)))
      }
    }
    changeset = Changeset(
      insertedSections: insertedSections, deletedSections: deletedSections,
      movedSections: movedSections, updatedSections: reloadedSections,
      insertedItems: insertedItems, deletedItems: deletedItems, movedItems: movedItems,
      updatedItems: reloadedItems)
  }

  /// The map from rows before to rows after a validated batch.
  func mapping(sectionsBefore: Int, sectionsAfter: Int) -> RowMapping {
    RowMapping(changeset, sectionsBefore: sectionsBefore, sectionsAfter: sectionsAfter)
  }
}

/// Where each row shown before a valid batch is after it, UIKit's way:
/// moved rows go to their destination; other surviving rows keep their
/// order and fill the positions that insertions and moves did not take.
struct RowMapping {
  private var newSection: [Int?]
  private var reloadedSections: Set<Int>
  private var deleted: ItemPathSet
  private var reloaded: ItemPathSet
  /// The rows moved, and where each went (`movedTo[i]` for the i-th).
  private var movedFrom: ItemPathSet
  private var movedTo: [ItemPath]
  /// Per old section: the sorted rows deleted or moved out.
  private var removed: [Int: [Int]]
  /// Per new section: the sorted rows inserted or moved in.
  private var taken: [Int: [Int]]

  init(
    _ changeset: Changeset<BatchPlan.CountedSection>, sectionsBefore: Int, sectionsAfter: Int
  ) {
    var newSection = [Int?](repeating: nil, count: sectionsBefore)
    var slotTaken = [Bool](repeating: false, count: sectionsAfter)
    let deletedSections = Set(changeset.deletedSections)
    var movedSources = Set<Int>()
    for move in changeset.movedSections {
      newSection[move.from] = move.to
      slotTaken[move.to] = true
      movedSources.insert(move.from)
    }
    for index in changeset.insertedSections { slotTaken[index] = true }
    var slot = 0
    for index in 0..<sectionsBefore
    where !deletedSections.contains(index) && !movedSources.contains(index) {
      while slot < sectionsAfter, slotTaken[slot] { slot += 1 }
      guard slot < sectionsAfter else { break }
      newSection[index] = slot
      slot += 1
    }
    self.newSection = newSection
    reloadedSections = Set(changeset.updatedSections)
    deleted = ItemPathSet(capacity: changeset.deletedItems.count)
    for path in changeset.deletedItems { deleted.insert(path) }
    reloaded = ItemPathSet(capacity: changeset.updatedItems.count)
    for path in changeset.updatedItems { reloaded.insert(path) }
    var movedFrom = ItemPathSet(capacity: changeset.movedItems.count)
    var movedTo: [ItemPath] = []
    var removed: [Int: [Int]] = [:]
    var taken: [Int: [Int]] = [:]
    for path in changeset.deletedItems {
      removed[path.sectionIndex, default: []].append(path.itemIndex)
    }
    for move in changeset.movedItems {
      // A validated batch moves each row once.
      movedFrom.insert(move.from)
      movedTo.append(move.to)
      removed[move.from.sectionIndex, default: []].append(move.from.itemIndex)
      taken[move.to.sectionIndex, default: []].append(move.to.itemIndex)
    }
    for path in changeset.insertedItems {
      taken[path.sectionIndex, default: []].append(path.itemIndex)
    }
    self.movedFrom = movedFrom
    self.movedTo = movedTo
    self.removed = removed.mapValues { $0.sorted() }
    self.taken = taken.mapValues { $0.sorted() }
  }

  /// The row `path` becomes, or `nil` when it is deleted or reloaded (a
  /// reloaded row gets a new cell and, as in UIKit, loses its selection).
  func newPath(of path: IndexPath) -> IndexPath? {
    let item = ItemPath(sectionIndex: path.section, itemIndex: path.row)
    if let move = movedFrom.firstIndex(of: item) {
      let destination = movedTo[move]
      return IndexPath(row: destination.itemIndex, section: destination.sectionIndex)
    }
    guard !deleted.contains(item), let section = newSection[path.section] else { return nil }
    if reloaded.contains(item) || reloadedSections.contains(path.section) {
      return nil
    }
    // Rank among the rows of the old section that stay in it.
    let gone = removed[path.section] ?? []
    var rank = path.row - countBelow(path.row, in: gone)
    // The rank-th position not taken by an insertion or a move in.
    for position in taken[section] ?? [] {
      if position <= rank { rank += 1 } else { break }
    }
    return IndexPath(row: rank, section: section)
  }

  private func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let mid = (low + high) / 2
      if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low
  }
}
