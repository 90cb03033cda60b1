import Sections
import TestSupport
import XCTest

/// An item with an identity (`id`) and content that can change (`content`).
struct TestItem: IdentifiableType, Equatable, Hashable, CustomStringConvertible {
  var id: Int
  var content: Int

  init(_ id: Int, _ content: Int = 0) {
    self.id = id
    self.content = content
  }

  var identity: Int { id }
  var description: String { content == 0 ? "\(id)" : "\(id)#\(content)" }
}

/// An identity whose hash is the same for every value, to make every
/// lookup in the differs' hash tables collide.
struct CollidingID: Hashable, CustomStringConvertible {
  var value: Int

  func hash(into hasher: inout Hasher) {
    hasher.combine(0)
  }

  var description: String { "c\(value)" }
}

/// An item whose identity always collides.
struct CollidingItem: IdentifiableType, Equatable, CustomStringConvertible {
  var id: CollidingID
  var content: Int

  init(_ id: Int, _ content: Int = 0) {
    self.id = CollidingID(value: id)
    self.content = content
  }

  var identity: CollidingID { id }
  var description: String { "\(id)#\(content)" }
}

/// A section model with an `Int` identity and a title that can change.
struct TestSectionModel: IdentifiableType, Equatable, Hashable, CustomStringConvertible {
  var id: Int
  var title: String

  init(_ id: Int, title: String = "") {
    self.id = id
    self.title = title
  }

  var identity: Int { id }
  var description: String { title.isEmpty ? "S\(id)" : "S\(id)(\(title))" }
}

typealias TestSection = AnimatableSectionModel<TestSectionModel, TestItem>

/// A section `id` holding items with the given identities (content 0).
func section(_ id: Int, _ itemIDs: [Int], title: String = "") -> TestSection {
  TestSection(model: TestSectionModel(id, title: title), items: itemIDs.map { TestItem($0) })
}

/// A section `id` holding the given items.
func section(_ id: Int, items: [TestItem], title: String = "") -> TestSection {
  TestSection(model: TestSectionModel(id, title: title), items: items)
}

/// A move, comparable with `==` (tuples are not `Equatable`).
struct Move<Index: Hashable>: Hashable, CustomStringConvertible {
  var from: Index
  var to: Index

  init(_ from: Index, _ to: Index) {
    self.from = from
    self.to = to
  }

  var description: String { "\(from) → \(to)" }
}

/// `ItemPath(sectionIndex:itemIndex:)`, shorter.
func path(_ section: Int, _ item: Int) -> ItemPath {
  ItemPath(sectionIndex: section, itemIndex: item)
}

/// The moves of a stage's items, in the stage's order.
func itemMoves<S>(_ changeset: Changeset<S>) -> [Move<ItemPath>] {
  changeset.movedItems.map { Move($0.from, $0.to) }
}

/// The moves of a stage's sections, in the stage's order.
func sectionMoves<S>(_ changeset: Changeset<S>) -> [Move<Int>] {
  changeset.movedSections.map { Move($0.from, $0.to) }
}

/// The kinds of change a stage carries, by field name.
func kinds<S>(_ changeset: Changeset<S>) -> Set<String> {
  var kinds: Set<String> = []
  if changeset.reloadData { kinds.insert("reloadData") }
  if !changeset.insertedSections.isEmpty { kinds.insert("insertedSections") }
  if !changeset.deletedSections.isEmpty { kinds.insert("deletedSections") }
  if !changeset.movedSections.isEmpty { kinds.insert("movedSections") }
  if !changeset.updatedSections.isEmpty { kinds.insert("updatedSections") }
  if !changeset.insertedItems.isEmpty { kinds.insert("insertedItems") }
  if !changeset.deletedItems.isEmpty { kinds.insert("deletedItems") }
  if !changeset.movedItems.isEmpty { kinds.insert("movedItems") }
  if !changeset.updatedItems.isEmpty { kinds.insert("updatedItems") }
  return kinds
}

/// The change kinds each of the differ's stages may carry, in stage order.
let allowedStageKinds: [Set<String>] = [
  ["deletedSections", "deletedItems", "updatedItems"],
  ["insertedSections", "movedSections"],
  ["insertedItems", "movedItems"],
  ["updatedSections"],
]

/// Checks that `stages` carry their kinds in the differ's documented order
/// (each stage one of the four kinds of `allowedStageKinds`, in order).
/// Returns a description of the problem, or nil.
func stageOrderProblem<S>(_ stages: [Changeset<S>]) -> String? {
  var next = 0
  for (number, stage) in stages.enumerated() {
    let stageKinds = kinds(stage)
    if stageKinds.isEmpty { return "stage \(number) is empty" }
    while next < allowedStageKinds.count, !stageKinds.isSubset(of: allowedStageKinds[next]) {
      next += 1
    }
    if next == allowedStageKinds.count {
      return "stage \(number) mixes or misorders kinds: \(stageKinds.sorted())"
    }
    next += 1
  }
  return nil
}

/// Runs the sectioned differ from `initial` to `final`, validates and
/// applies each stage, and checks that each stage ends in its
/// `finalSections`, that each stage's `originalSections` is the state
/// before it, and that the last state is `final`. Returns the stages.
@discardableResult
func assertDiff(
  _ initial: [TestSection], _ final: [TestSection],
  file: StaticString = #filePath, line: UInt = #line
) throws -> [Changeset<TestSection>] {
  let stages = try Diff.differencesForSectionedView(
    initialSections: initial, finalSections: final)
  var current = initial
  for (number, stage) in stages.enumerated() {
    XCTAssertEqual(
      stage.originalSections, current, "stage \(number): originalSections", file: file,
      line: line)
    try stage.validate(against: current)
    current = try stage.apply(to: current)
    XCTAssertEqual(current, stage.finalSections, "stage \(number): result", file: file, line: line)
  }
  XCTAssertEqual(current, final, "after all stages", file: file, line: line)
  if let problem = stageOrderProblem(stages) {
    XCTFail(problem, file: file, line: line)
  }
  return stages
}

/// All the stages of a diff merged by kind (for cases with one stage per
/// kind), to assert on without knowing which stage carries what.
struct MergedChanges: Equatable {
  var insertedSections: [Int] = []
  var deletedSections: [Int] = []
  var movedSections: [Move<Int>] = []
  var updatedSections: [Int] = []
  var insertedItems: [ItemPath] = []
  var deletedItems: [ItemPath] = []
  var movedItems: [Move<ItemPath>] = []
  var updatedItems: [ItemPath] = []

  init() {}

  init<S>(_ stages: [Changeset<S>]) {
    for stage in stages {
      insertedSections += stage.insertedSections
      deletedSections += stage.deletedSections
      movedSections += sectionMoves(stage)
      updatedSections += stage.updatedSections
      insertedItems += stage.insertedItems
      deletedItems += stage.deletedItems
      movedItems += itemMoves(stage)
      updatedItems += stage.updatedItems
    }
  }
}

/// Why a linear stage is not a valid UIKit batch update.
struct LinearStageError: Error, CustomStringConvertible {
  var description: String
}

/// Applies one stage of a linear diff to `before` with UIKit's batch-update
/// semantics (deletions, reloads and move sources in `before`; insertions
/// and move destinations in `stage.data`; the other elements keep their
/// relative order in the remaining positions; reloads take their content
/// from `stage.data`), checking UIKit's rules on the way.
func applyUIKit<Element>(_ stage: ArrayChangeset<Element>, to before: [Element]) throws
  -> [Element]
{
  let after = stage.data.count
  var leaving = Set<Int>()
  for index in stage.deleted {
    guard before.indices.contains(index) else {
      throw LinearStageError(description: "deleted \(index) out of range")
    }
    guard leaving.insert(index).inserted else {
      throw LinearStageError(description: "deleted \(index) twice")
    }
  }
  var slots = [Element?](repeating: nil, count: after)
  for index in stage.inserted {
    guard slots.indices.contains(index), slots[index] == nil else {
      throw LinearStageError(description: "inserted \(index) out of range or twice")
    }
    slots[index] = stage.data[index]
  }
  for move in stage.moved {
    guard before.indices.contains(move.from), leaving.insert(move.from).inserted else {
      throw LinearStageError(description: "move from \(move.from) out of range or twice")
    }
    guard slots.indices.contains(move.to), slots[move.to] == nil else {
      throw LinearStageError(description: "move to \(move.to) out of range or twice")
    }
    slots[move.to] = before[move.from]
  }
  let reloaded = Set(stage.updated)
  guard reloaded.count == stage.updated.count,
    reloaded.allSatisfy({ before.indices.contains($0) && !leaving.contains($0) })
  else {
    throw LinearStageError(description: "invalid reloads \(stage.updated)")
  }
  let remaining = before.indices.filter { !leaving.contains($0) }
  guard after == before.count - stage.deleted.count + stage.inserted.count else {
    throw LinearStageError(
      description: "count \(after) != \(before.count) - \(stage.deleted.count) + "
        + "\(stage.inserted.count)")
  }
  var next = remaining.makeIterator()
  var result: [Element] = []
  result.reserveCapacity(after)
  for position in 0..<after {
    if let element = slots[position] {
      result.append(element)
    } else if let index = next.next() {
      result.append(reloaded.contains(index) ? stage.data[position] : before[index])
    } else {
      throw LinearStageError(description: "no element left for position \(position)")
    }
  }
  return result
}

/// The length of a longest strictly increasing subsequence (independent of
/// the module's implementation). O(n log n).
func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// Runs a property test: `body` once per case with a generator seeded for
/// that case and a label naming the base seed, the case number and the
/// case seed, to put in every failure message.
///
/// Environment: `SECTIONS_PROPERTY_CASES` (total cases, divided among the
/// `shares` test methods that run this property), `SECTIONS_PROPERTY_SEED`
/// (mixed into every base seed, to explore other inputs), and
/// `SECTIONS_PROPERTY_REPLAY` (one case seed, as printed, to run alone).
func runPropertyCases(
  defaultCount: Int, shares: Int, baseSeed: UInt64,
  file: StaticString = #filePath, line: UInt = #line,
  _ body: (inout SplitMix64, String) throws -> Void
) rethrows {
  let environment = ProcessInfo.processInfo.environment
  if let text = environment["SECTIONS_PROPERTY_REPLAY"], let seed = UInt64(text) {
    var generator = SplitMix64(seed: seed)
    try body(&generator, "replayed case seed \(seed)")
    return
  }
  var count = defaultCount
  if let text = environment["SECTIONS_PROPERTY_CASES"], let total = Int(text), total > 0 {
    count = max(1, total / shares)
  }
  var base = baseSeed
  if let text = environment["SECTIONS_PROPERTY_SEED"], let seed = UInt64(text) {
    base ^= seed
  }
  for index in 0..<count {
    let seed = SplitMix64.caseSeed(base: base, index: index)
    var generator = SplitMix64(seed: seed)
    try body(
      &generator,
      "base seed \(base), case \(index) (replay: SECTIONS_PROPERTY_REPLAY=\(seed))")
  }
}

/// Runs the sectioned differ from `initial` to `final`, and validates and
/// applies each of its stages in turn. Returns the stages and the sections
/// they end in.
func diffValidatingAndApplyingEachStage<S: AnimatableSectionModelType>(
  _ initial: [S], _ final: [S]
) throws -> (stages: [Changeset<S>], result: [S]) {
  let stages = try Diff.differencesForSectionedView(
    initialSections: initial, finalSections: final)
  var current = initial
  for stage in stages {
    try stage.validate(against: current)
    current = try stage.apply(to: current)
  }
  return (stages, current)
}

/// `count` UUIDs drawn from `generator`: the same ones for the same seed.
func seededUUIDs(_ count: Int, using generator: inout SplitMix64) -> [UUID] {
  (0..<count).map { _ in
    withUnsafeBytes(of: (generator.next(), generator.next())) {
      UUID(uuid: $0.loadUnaligned(as: uuid_t.self))
    }
  }
}

/// An item identified by a `UUID` (hashed by the differs' own mix).
struct UUIDItem: IdentifiableType, Equatable {
  var id: UUID
  var content: Int
  var identity: UUID { id }
}

/// The same item identified by a wrapper of its `UUID` (hashed through
/// `hashValue`, as any other identity).
struct WrappedItem: IdentifiableType, Equatable {
  struct ID: Hashable { var uuid: UUID }
  var id: ID
  var content: Int
  var identity: ID { id }

  init(_ item: UUIDItem) {
    id = ID(uuid: item.id)
    content = item.content
  }
}
