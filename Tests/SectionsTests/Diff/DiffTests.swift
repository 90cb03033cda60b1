import Sections
import TestSupport
import XCTest

/// Random sections and random changes to them, from a seeded generator.
private struct SectionsGenerator {
  var random: SplitMix64
  private var nextItemID = 0
  private var nextSectionID = 0
  /// The probability of each kind of change for this case.
  private var rate = 0.0

  init(random: SplitMix64) {
    self.random = random
  }

  private mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  private mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  private mutating func newItem() -> TestItem {
    nextItemID += 1
    return TestItem(nextItemID, int(0...2))
  }

  private mutating func newSection(maxItems: Int) -> TestSection {
    nextSectionID += 1
    let count = chance(0.25) ? 0 : int(0...maxItems)
    var items: [TestItem] = []
    for _ in 0..<count { items.append(newItem()) }
    return TestSection(model: TestSectionModel(nextSectionID, title: "t"), items: items)
  }

  /// 0–8 sections of 0–12 items, some empty.
  mutating func initialSections() -> [TestSection] {
    (0..<int(0...8)).map { _ in newSection(maxItems: 12) }
  }

  /// `initial` with random sections inserted, deleted, moved and renamed,
  /// and random items inserted, deleted, updated and moved within and
  /// across sections.
  mutating func finalSections(from initial: [TestSection]) -> [TestSection] {
    rate = [0.0, 0.05, 0.15, 0.3, 0.6].randomElement(using: &random)!
    if chance(0.02) { return [] }  // one side empty
    var sections = initial

    // New sections (possibly empty), where items can move to.
    for _ in 0..<(chance(rate) ? int(1...3) : 0) {
      sections.insert(newSection(maxItems: 4), at: int(0...sections.count))
    }
    // Item deletes and updates.
    for index in sections.indices {
      sections[index].items = sections[index].items.compactMap { item in
        if chance(rate / 2) { return nil }
        var item = item
        if chance(rate) { item.content += 1 }
        return item
      }
    }
    // Item moves within and across sections.
    let moveCount = sections.isEmpty ? 0 : int(0...Int(rate * 20))
    for _ in 0..<moveCount {
      let from = int(0...sections.count - 1)
      guard !sections[from].items.isEmpty else { continue }
      let item = sections[from].items.remove(at: int(0...sections[from].items.count - 1))
      let to = chance(0.5) ? from : int(0...sections.count - 1)
      sections[to].items.insert(item, at: int(0...sections[to].items.count))
    }
    // Item inserts.
    for index in sections.indices where chance(rate) {
      for _ in 0..<int(1...3) {
        sections[index].items.insert(newItem(), at: int(0...sections[index].items.count))
      }
    }
    // Section deletes (their items go, including any moved in), model changes.
    sections.removeAll { _ in chance(rate / 2) }
    for index in sections.indices where chance(rate) {
      sections[index].model.title += "'"
    }
    // Section moves: a few, or now and then a full shuffle.
    if chance(rate), sections.count > 1 {
      if chance(0.2) {
        sections.shuffle(using: &random)
      } else {
        for _ in 0..<int(1...3) {
          let moved = sections.remove(at: int(0...sections.count - 1))
          sections.insert(moved, at: int(0...sections.count))
        }
      }
    }
    return sections
  }
}

/// What a correct sectioned diff must report, computed independently.
private struct Expectations {
  var maxItemMoves = 0
  var maxSectionMoves = 0
  var deletedItems = 0
  var insertedItems = 0
  var updatedItems = 0
  var updatedSections = 0

  init(_ initial: [TestSection], _ final: [TestSection]) {
    var initialSectionIndex: [Int: Int] = [:]
    for (index, section) in initial.enumerated() { initialSectionIndex[section.identity] = index }
    let finalSectionIDs = Set(final.map(\.identity))
    // Where each item is, on each side, in surviving sections only.
    var before: [Int: (section: Int, index: Int, item: TestItem)] = [:]
    for section in initial where finalSectionIDs.contains(section.identity) {
      for (index, item) in section.items.enumerated() {
        before[item.id] = (section.identity, index, item)
      }
    }
    var survivingSections: [Int] = []
    var matched: Set<Int> = []
    for section in final {
      guard let initialIndex = initialSectionIndex[section.identity] else { continue }
      survivingSections.append(initialIndex)
      if initial[initialIndex].model != section.model { updatedSections += 1 }
      var sameSection: [Int] = []
      for item in section.items {
        guard let old = before[item.id] else {
          insertedItems += 1
          continue
        }
        matched.insert(item.id)
        if old.item != item { updatedItems += 1 }
        if old.section == section.identity {
          sameSection.append(old.index)
        } else {
          maxItemMoves += 1  // changed section: a move
        }
      }
      maxItemMoves += sameSection.count - longestIncreasingSubsequenceLength(sameSection)
    }
    deletedItems = before.count - matched.count
    maxSectionMoves =
      survivingSections.count - longestIncreasingSubsequenceLength(survivingSections)
  }
}

final class DiffPropertyTests: XCTestCase {
  /// Cases per sectioned test method (4 methods: 20,000 cases by default).
  private static let sectionedCasesPerMethod = 5_000
  /// Cases per linear test method (2 methods).
  private static let linearCasesPerMethod = 5_000

  // MARK: - Sectioned differ

  func test_sectionedDiff_randomCases_part1() { checkCases(.sectioned, part: 1) }

  func test_sectionedDiff_randomCases_part2() { checkCases(.sectioned, part: 2) }

  func test_sectionedDiff_randomCases_part3() { checkCases(.sectioned, part: 3) }

  func test_sectionedDiff_randomCases_part4() { checkCases(.sectioned, part: 4) }

  /// The two differs, each checked on random cases.
  private enum Differ { case sectioned, linear }

  /// Checks this method's share (`part`) of `differ`'s random cases,
  /// recording the failures of three at most (a few failures say enough).
  private func checkCases(_ differ: Differ, part: UInt64) {
    let (count, shares, baseSeed): (Int, Int, UInt64) =
      switch differ {
      case .sectioned: (Self.sectionedCasesPerMethod, 4, 0x5EC7_0000 + part * 0x1000)
      case .linear: (Self.linearCasesPerMethod, 2, 0x11AE_0000 + part * 0x1000)
      }
    var failures = 0
    runPropertyCases(defaultCount: count, shares: shares, baseSeed: baseSeed) { random, label in
      guard failures < 3 else { return }
      let passed =
        switch differ {
        case .sectioned: checkSectionedCase(&random, label: label)
        case .linear: checkLinearCase(&random, label: label)
        }
      if !passed { failures += 1 }
    }
  }

  /// One random case; false (after recording the failures) when it fails.
  private func checkSectionedCase(_ random: inout SplitMix64, label: String) -> Bool {
    var generator = SectionsGenerator(random: random)
    let initial = generator.initialSections()
    let final = generator.finalSections(from: initial)
    let context = "\(label)\ninitial: \(initial)\nfinal: \(final)"

    let stages: [Changeset<TestSection>]
    do {
      stages = try Diff.differencesForSectionedView(
        initialSections: initial, finalSections: final)
    } catch {
      XCTFail("diff threw \(error); \(context)")
      return false
    }
    var current = initial
    for (number, stage) in stages.enumerated() {
      do {
        try stage.validate(against: current)
        current = try stage.apply(to: current)
      } catch {
        XCTFail("stage \(number) is invalid: \(error)\n\(stage.debugDescription)\n\(context)")
        return false
      }
      guard current == stage.finalSections else {
        XCTFail(
          "stage \(number) applied gives \(current), not its finalSections "
            + "\(stage.finalSections)\n\(stage.debugDescription)\n\(context)")
        return false
      }
    }
    guard current == final else {
      XCTFail("the stages end in \(current)\n\(context)")
      return false
    }
    if initial == final, !stages.isEmpty {
      XCTFail("equal inputs gave \(stages.count) stages; \(context)")
      return false
    }
    if let problem = stageOrderProblem(stages) {
      XCTFail("\(problem); \(context)")
      return false
    }

    let expected = Expectations(initial, final)
    let changes = MergedChanges(stages)
    var ok = true
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition {
        XCTFail(
          "\(message())\n\(stages.map(\.debugDescription).joined(separator: "\n"))\n\(context)")
        ok = false
      }
    }
    func checkCount(_ actual: Int, _ expected: Int, _ what: String) {
      check(actual == expected, "\(actual) \(what), expected \(expected)")
    }
    check(
      changes.movedItems.count <= expected.maxItemMoves,
      "\(changes.movedItems.count) item moves, more than the \(expected.maxItemMoves) needed")
    check(
      changes.movedSections.count <= expected.maxSectionMoves,
      "\(changes.movedSections.count) section moves, more than \(expected.maxSectionMoves)")
    checkCount(changes.deletedItems.count, expected.deletedItems, "items deleted")
    checkCount(changes.insertedItems.count, expected.insertedItems, "items inserted")
    checkCount(changes.updatedItems.count, expected.updatedItems, "items updated")
    checkCount(changes.updatedSections.count, expected.updatedSections, "sections updated")
    return ok
  }

  // MARK: - Validation catches broken stages

  /// Dropping one deletion or insertion (of a section or an item) from a
  /// valid stage breaks a count, which `validate(against:)` must catch.
  func test_validation_rejectsStagesMissingADeletionOrInsertion() {
    var failures = 0
    runPropertyCases(defaultCount: 2_000, shares: 10, baseSeed: 0x7A11_D000) { random, label in
      guard failures < 3 else { return }
      var generator = SectionsGenerator(random: random)
      let initial = generator.initialSections()
      let final = generator.finalSections(from: initial)
      guard
        let stages = try? Diff.differencesForSectionedView(
          initialSections: initial, finalSections: final)
      else {
        failures += 1
        return XCTFail("diff threw; \(label)")
      }
      var current = initial
      for stage in stages {
        for broken in stagesMissingOneCountedChange(stage) {
          if (try? broken.validate(against: current)) != nil {
            failures += 1
            XCTFail(
              "validation accepted a broken stage:\n\(broken.debugDescription)\n"
                + "(from \(stage.debugDescription))\n\(label)")
          }
        }
        current = stage.finalSections
      }
    }
  }

  /// Copies of `stage` each missing one deleted or inserted section or item.
  private func stagesMissingOneCountedChange(
    _ stage: Changeset<TestSection>
  ) -> [Changeset<TestSection>] {
    func copy(
      insertedSections: [Int]? = nil, deletedSections: [Int]? = nil,
      insertedItems: [ItemPath]? = nil, deletedItems: [ItemPath]? = nil
    ) -> Changeset<TestSection> {
      Changeset(
        originalSections: stage.originalSections, finalSections: stage.finalSections,
        insertedSections: insertedSections ?? stage.insertedSections,
        deletedSections: deletedSections ?? stage.deletedSections,
        movedSections: stage.movedSections, updatedSections: stage.updatedSections,
        insertedItems: insertedItems ?? stage.insertedItems,
        deletedItems: deletedItems ?? stage.deletedItems, movedItems: stage.movedItems,
        updatedItems: stage.updatedItems)
    }
    func withoutOne<T>(_ values: [T]) -> [[T]] {
      values.indices.prefix(3).map { index in
        var values = values
        values.remove(at: index)
        return values
      }
    }
    return withoutOne(stage.insertedSections).map { copy(insertedSections: $0) }
      + withoutOne(stage.deletedSections).map { copy(deletedSections: $0) }
      + withoutOne(stage.insertedItems).map { copy(insertedItems: $0) }
      + withoutOne(stage.deletedItems).map { copy(deletedItems: $0) }
  }

  // MARK: - Linear differ

  func test_linearDiff_randomCases_part1() { checkCases(.linear, part: 1) }

  func test_linearDiff_randomCases_part2() { checkCases(.linear, part: 2) }

  /// Random arrays with duplicate identities: a source, and a target made
  /// from it by deletes, updates, moves and inserts (or drawn afresh).
  private func linearCase(_ random: inout SplitMix64) -> ([TestItem], [TestItem]) {
    let idRange = Int.random(in: 1...40, using: &random)  // small: many duplicates
    let count = Int.random(in: 0...30, using: &random)
    let source = (0..<count).map { _ in
      TestItem(Int.random(in: 0..<idRange, using: &random), Int.random(in: 0...1, using: &random))
    }
    if Int.random(in: 0..<10, using: &random) == 0 {
      let targetCount = Int.random(in: 0...30, using: &random)
      let target = (0..<targetCount).map { _ in
        TestItem(Int.random(in: 0..<idRange, using: &random), Int.random(in: 0...1, using: &random))
      }
      return (source, target)
    }
    let rate = [0.0, 0.05, 0.2, 0.5].randomElement(using: &random)!
    var target = source.compactMap { item -> TestItem? in
      if Double.random(in: 0..<1, using: &random) < rate / 2 { return nil }
      var item = item
      if Double.random(in: 0..<1, using: &random) < rate { item.content += 1 }
      return item
    }
    for _ in 0..<Int.random(in: 0...Int(rate * 10), using: &random) where !target.isEmpty {
      let item = target.remove(at: Int.random(in: 0..<target.count, using: &random))
      target.insert(item, at: Int.random(in: 0...target.count, using: &random))
    }
    for _ in 0..<Int.random(in: 0...Int(rate * 10), using: &random) {
      let item = TestItem(Int.random(in: 0..<(idRange + 5), using: &random), 0)
      target.insert(item, at: Int.random(in: 0...target.count, using: &random))
    }
    return (source, target)
  }

  private func checkLinearCase(_ random: inout SplitMix64, label: String) -> Bool {
    let (source, target) = linearCase(&random)
    let context = "\(label)\nsource: \(source)\ntarget: \(target)"
    let changeset = StagedChangeset(source: source, target: target)
    var current = source
    for (number, stage) in changeset.enumerated() {
      do {
        current = try applyUIKit(stage, to: current)
      } catch {
        XCTFail("stage \(number) is invalid: \(error); \(context)")
        return false
      }
      guard current == stage.data else {
        XCTFail("stage \(number) applied gives \(current), not its data \(stage.data); \(context)")
        return false
      }
    }
    guard current == target else {
      XCTFail("the stages end in \(current); \(context)")
      return false
    }

    // Expected, matching the n-th occurrence before with the n-th after.
    var occurrences: [Int: [Int]] = [:]
    for (index, item) in source.enumerated() { occurrences[item.id, default: []].append(index) }
    var used: [Int: Int] = [:]
    var survivors: [Int] = []  // source index of each matched target, in target order
    var updated = 0
    for item in target {
      let next = used[item.id, default: 0]
      guard let list = occurrences[item.id], next < list.count else { continue }
      used[item.id] = next + 1
      survivors.append(list[next])
      if source[list[next]] != item { updated += 1 }
    }
    let deleted = source.count - survivors.count
    let inserted = target.count - survivors.count
    let maxMoves = survivors.count - longestIncreasingSubsequenceLength(survivors)

    let first = changeset.first { !$0.deleted.isEmpty || !$0.updated.isEmpty }
    let second = changeset.first { !$0.inserted.isEmpty || !$0.moved.isEmpty }
    var problems: [String] = []
    if changeset.count > 2 { problems.append("\(changeset.count) stages") }
    if source == target, !changeset.isEmpty { problems.append("stages for equal arrays") }
    if let first, !first.inserted.isEmpty || !first.moved.isEmpty {
      problems.append("the first stage mixes deletions and insertions")
    }
    if let second, !second.deleted.isEmpty || !second.updated.isEmpty {
      problems.append("the second stage mixes insertions and deletions")
    }
    let all = (
      deleted: changeset.map(\.deleted.count).reduce(0, +),
      inserted: changeset.map(\.inserted.count).reduce(0, +),
      updated: changeset.map(\.updated.count).reduce(0, +),
      moved: changeset.map(\.moved.count).reduce(0, +)
    )
    if all.deleted != deleted { problems.append("\(all.deleted) deleted, expected \(deleted)") }
    if all.inserted != inserted {
      problems.append("\(all.inserted) inserted, expected \(inserted)")
    }
    if all.updated != updated { problems.append("\(all.updated) updated, expected \(updated)") }
    if all.moved > maxMoves { problems.append("\(all.moved) moves, more than \(maxMoves)") }
    guard problems.isEmpty else {
      XCTFail("\(problems.joined(separator: "; ")); \(context)")
      return false
    }
    return true
  }
}
