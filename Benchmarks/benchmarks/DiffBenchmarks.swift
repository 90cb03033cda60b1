import Foundation
import Sections

/// An element of the diff scenarios: a UUID identity and a version.
struct DiffItem: IdentifiableType, Hashable {
  let id: UUID
  var version: Int
  var identity: UUID { id }
}

/// A deterministic random generator (SplitMix64), so every run diffs the
/// same inputs.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// DifferenceKit's published scenario: `count` elements, `deleted` deleted,
/// `inserted` inserted, `shuffled` moved to random places.
func linearScenario(count: Int, deleted: Int, inserted: Int, shuffled: Int) -> (
  [DiffItem], [DiffItem]
) {
  var random = SplitMix64(seed: UInt64(count))
  let source = (0..<count).map { _ in DiffItem(id: UUID(), version: 0) }
  var target = source
  for _ in 0..<deleted { target.remove(at: Int.random(in: 0..<target.count, using: &random)) }
  for _ in 0..<inserted {
    target.insert(
      DiffItem(id: UUID(), version: 0), at: Int.random(in: 0...target.count, using: &random))
  }
  for _ in 0..<shuffled {
    let element = target.remove(at: Int.random(in: 0..<target.count, using: &random))
    target.insert(element, at: Int.random(in: 0...target.count, using: &random))
  }
  return (source, target)
}

typealias DiffSection = AnimatableSectionModel<Int, DiffItem>

/// 100 sections × 1,000 items; 10% of the items deleted, 10% inserted, 10%
/// updated, and 4,000 really moved (half of them to another section).
func sectionedScenario() -> (initial: [DiffSection], final: [DiffSection], trueMoves: Int) {
  var random = SplitMix64(seed: 100_1000)
  let initial = (0..<100).map { section in
    DiffSection(model: section, items: (0..<1000).map { _ in DiffItem(id: UUID(), version: 0) })
  }
  var final = initial
  let total = 100_000
  for _ in 0..<(total / 10) {
    let section = Int.random(in: 0..<100, using: &random)
    guard !final[section].items.isEmpty else { continue }
    final[section].items.remove(at: Int.random(in: 0..<final[section].items.count, using: &random))
  }
  for _ in 0..<(total / 10) {
    let section = Int.random(in: 0..<100, using: &random)
    final[section].items.insert(
      DiffItem(id: UUID(), version: 0),
      at: Int.random(in: 0...final[section].items.count, using: &random))
  }
  for _ in 0..<(total / 10) {
    let section = Int.random(in: 0..<100, using: &random)
    guard !final[section].items.isEmpty else { continue }
    final[section].items[Int.random(in: 0..<final[section].items.count, using: &random)].version +=
      1
  }
  // Moves of items that existed before (moving an inserted item is still
  // an insertion), half of them to another section.
  let initialIDs = Set(initial.flatMap { $0.items.map(\.id) })
  let trueMoves = 4000
  var moved = 0
  while moved < trueMoves {
    let from = Int.random(in: 0..<100, using: &random)
    guard !final[from].items.isEmpty else { continue }
    let index = Int.random(in: 0..<final[from].items.count, using: &random)
    guard initialIDs.contains(final[from].items[index].id) else { continue }
    let item = final[from].items.remove(at: index)
    let to = moved.isMultiple(of: 2) ? from : (from + Int.random(in: 1..<100, using: &random)) % 100
    final[to].items.insert(item, at: Int.random(in: 0...final[to].items.count, using: &random))
    moved += 1
  }
  return (initial, final, trueMoves)
}

/// Milliseconds of one call of `body`.
func milliseconds(_ body: () -> Void) -> Double {
  nanosecondsPerOperation(operations: 1, body) / 1_000_000
}

/// `Swift.CollectionDifference` with move inference: the baseline.
func collectionDifferenceMilliseconds(_ source: [DiffItem], _ target: [DiffItem]) -> Double {
  milliseconds { blackHole(target.difference(from: source).inferringMoves()) }
}

func linearMilliseconds(_ source: [DiffItem], _ target: [DiffItem]) -> Double {
  milliseconds { blackHole(StagedChangeset(source: source, target: target)) }
}

// Inputs, built on first use (globals are lazy), so that other scenarios
// do not pay for generating them.
private let small = linearScenario(count: 5000, deleted: 1000, inserted: 1000, shuffled: 200)
private let large = linearScenario(
  count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2000)
private let sectioned = sectionedScenario()
private let flatInitial = sectioned.initial.flatMap(\.items)
private let flatFinal = sectioned.final.flatMap(\.items)

/// How many items the sectioned differ reports as moved.
private func reportedMoves() -> Int {
  let stages = try! Diff.differencesForSectionedView(
    initialSections: sectioned.initial, finalSections: sectioned.final)
  return stages.reduce(0) { $0 + $1.movedItems.count }
}

func diffScenarios() -> [Scenario] {
  return [
    Scenario(
      name: "diff.linear.5k", unit: "ms",
      summary:
        "StagedChangeset, 5,000 UUIDs, 1,000 del/1,000 ins/200 moved (baseline: CollectionDifference)",
      measure: { linearMilliseconds(small.0, small.1) },
      baseline: { collectionDifferenceMilliseconds(small.0, small.1) }),
    Scenario(
      name: "diff.linear.100k", unit: "ms",
      summary:
        "StagedChangeset, 100,000 UUIDs, 10k del/10k ins/2k moved (baseline: CollectionDifference)",
      measure: { linearMilliseconds(large.0, large.1) },
      baseline: { collectionDifferenceMilliseconds(large.0, large.1) }),
    Scenario(
      name: "diff.sectioned.100x1000", unit: "ms",
      summary:
        "sectioned differ, 100×1,000, 10% del/ins/upd, 4,000 moved (baseline: CollectionDifference, flattened)",
      measure: {
        milliseconds {
          blackHole(
            try! Diff.differencesForSectionedView(
              initialSections: sectioned.initial, finalSections: sectioned.final))
        }
      },
      baseline: { collectionDifferenceMilliseconds(flatInitial, flatFinal) },
      extra: { ["moves": reportedMoves(), "trueMoves": sectioned.trueMoves] }),
  ]
}
