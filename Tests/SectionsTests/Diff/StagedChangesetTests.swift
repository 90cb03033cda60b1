import Foundation
import Sections
import TestSupport
import XCTest

/// `TestItem`s with the given identities and content 0.
private func items(_ ids: [Int]) -> [TestItem] {
  ids.map { TestItem($0) }
}

/// The moves of a linear stage.
private func moves(_ stage: ArrayChangeset<TestItem>) -> [Move<Int>] {
  stage.moved.map { Move($0.from, $0.to) }
}

final class StagedChangesetTests: XCTestCase {
  /// Diffs `source` to `target`, applies every stage with UIKit's rules,
  /// and checks each stage ends in its `data` and the last in `target`.
  @discardableResult
  private func assertLinear(
    _ source: [TestItem], _ target: [TestItem],
    file: StaticString = #filePath, line: UInt = #line
  ) throws -> StagedChangeset<TestItem> {
    let changeset = StagedChangeset(source: source, target: target)
    var current = source
    for (number, stage) in changeset.enumerated() {
      current = try applyUIKit(stage, to: current)
      XCTAssertEqual(current, stage.data, "stage \(number)", file: file, line: line)
    }
    XCTAssertEqual(current, target, "after all stages", file: file, line: line)
    return changeset
  }

  // MARK: - Nothing to do

  func test_equalArrays_giveNoStages() throws {
    XCTAssertTrue(try assertLinear(items([1, 2, 3]), items([1, 2, 3])).isEmpty)
  }

  func test_emptyArrays_giveNoStages() throws {
    let changeset = try assertLinear([], [])
    XCTAssertEqual(changeset.count, 0)
    XCTAssertTrue(changeset.stages.isEmpty)
  }

  // MARK: - One kind of change

  func test_fromEmpty_insertsEverything() throws {
    let changeset = try assertLinear([], items([1, 2]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].inserted, [0, 1])
    XCTAssertEqual(changeset[0].data, items([1, 2]))
  }

  func test_toEmpty_deletesEverything() throws {
    let changeset = try assertLinear(items([1, 2]), [])
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].deleted, [0, 1])
    XCTAssertTrue(changeset[0].data.isEmpty)
  }

  func test_deletes() throws {
    let changeset = try assertLinear(items([1, 2, 3, 4]), items([2, 4]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].deleted, [0, 2])
    XCTAssertTrue(changeset[0].inserted.isEmpty)
    XCTAssertTrue(changeset[0].moved.isEmpty, "deleting shifts, it does not move")
  }

  func test_inserts() throws {
    let changeset = try assertLinear(items([1, 2]), items([0, 1, 3, 2]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].inserted, [0, 2])
    XCTAssertTrue(changeset[0].moved.isEmpty)
  }

  func test_updates_areSourceIndices() throws {
    let source = [TestItem(1), TestItem(2), TestItem(3)]
    let target = [TestItem(1), TestItem(2, 1), TestItem(3, 1)]
    let changeset = try assertLinear(source, target)
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].updated, [1, 2])
    XCTAssertEqual(changeset[0].data, target)
  }

  func test_move_isMinimal() throws {
    let changeset = try assertLinear(items([1, 2, 3, 4]), items([2, 3, 4, 1]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(moves(changeset[0]), [Move(0, 3)])
  }

  func test_reverse_movesAllButOne() throws {
    let changeset = try assertLinear(items(Array(1...6)), items(Array((1...6).reversed())))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].moved.count, 5)
  }

  // MARK: - Staging

  func test_stages_deletesAndUpdatesFirst_thenInsertsAndMoves() throws {
    let source = [TestItem(1), TestItem(2), TestItem(3), TestItem(4)]
    let target = [TestItem(4), TestItem(3, 1), TestItem(5), TestItem(2)]
    let changeset = try assertLinear(source, target)
    XCTAssertEqual(changeset.count, 2)

    XCTAssertEqual(changeset[0].deleted, [0])
    XCTAssertEqual(changeset[0].updated, [2])
    XCTAssertTrue(changeset[0].inserted.isEmpty)
    XCTAssertTrue(changeset[0].moved.isEmpty)
    XCTAssertEqual(changeset[0].data, [TestItem(2), TestItem(3, 1), TestItem(4)])

    XCTAssertEqual(changeset[1].inserted, [2])
    XCTAssertTrue(changeset[1].deleted.isEmpty)
    XCTAssertTrue(changeset[1].updated.isEmpty)
    XCTAssertEqual(changeset[1].moved.count, 2)
    XCTAssertEqual(changeset[1].data, target)
  }

  func test_updatedAndMovedElement_isReloadedThenMoved() throws {
    let source = [TestItem(1), TestItem(2), TestItem(3)]
    let target = [TestItem(3, 1), TestItem(1), TestItem(2)]
    let changeset = try assertLinear(source, target)
    XCTAssertEqual(changeset.count, 2)
    XCTAssertEqual(changeset[0].updated, [2])
    XCTAssertEqual(moves(changeset[1]), [Move(2, 0)])
  }

  func test_collection_indicesAndSubscript() throws {
    let changeset = try assertLinear(items([1, 2, 3]), items([4, 3, 1]))
    XCTAssertEqual(changeset.startIndex, 0)
    XCTAssertEqual(changeset.endIndex, 2)
    XCTAssertEqual(changeset.map(\.data.count), [2, 3])
    XCTAssertEqual(changeset.stages.count, changeset.count)
  }

  // MARK: - Duplicates

  func test_duplicates_matchInOrder() throws {
    // Same identity twice: the first before is the first after.
    let source = [TestItem(7, 1), TestItem(7, 2)]
    let target = [TestItem(7, 2), TestItem(7, 1)]
    let changeset = try assertLinear(source, target)
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].updated, [0, 1])
    XCTAssertTrue(changeset[0].moved.isEmpty)
  }

  func test_duplicates_extraSourceOccurrencesAreDeletedFromTheEnd() throws {
    let changeset = try assertLinear(items([1, 2, 1, 1]), items([1, 2]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].deleted, [2, 3])
  }

  func test_duplicates_extraTargetOccurrencesAreInsertedAtTheEnd() throws {
    let changeset = try assertLinear(items([3, 1]), items([1, 3, 1, 3]))
    XCTAssertEqual(changeset.count, 1)
    XCTAssertEqual(changeset[0].inserted, [2, 3])
    XCTAssertEqual(moves(changeset[0]).count, 1)
  }

  func test_duplicates_interleavedWithOthers() throws {
    try assertLinear(items([1, 2, 1, 3, 1, 2]), items([2, 1, 1, 4, 2, 3, 1, 1]))
  }

  func test_duplicates_areDeterministic() {
    let source = items([5, 1, 5, 2, 5, 1, 3])
    let target = items([1, 5, 3, 5, 1, 2, 6])
    let first = StagedChangeset(source: source, target: target)
    let second = StagedChangeset(source: source, target: target)
    XCTAssertEqual(first.count, second.count)
    for (lhs, rhs) in zip(first, second) {
      XCTAssertEqual(lhs.data, rhs.data)
      XCTAssertEqual(lhs.deleted, rhs.deleted)
      XCTAssertEqual(lhs.inserted, rhs.inserted)
      XCTAssertEqual(lhs.updated, rhs.updated)
      XCTAssertEqual(moves(lhs), moves(rhs))
    }
  }

  func test_duplicates_anEarlierOccurrenceIsMatchedBeforeTheOneInPlace() throws {
    // After the moved 2, the next source element in order is the second 1,
    // but the first 1 is still unmatched: it is the one the first 1 after
    // matches (their contents tell them apart: nothing is reloaded).
    let source = [TestItem(1, 1), TestItem(2), TestItem(1, 2)]
    let target = [TestItem(2), TestItem(1, 1), TestItem(1, 2)]
    let changeset = try assertLinear(source, target)
    XCTAssertTrue(changeset.allSatisfy { $0.updated.isEmpty })
  }

  func test_allDuplicates_sameCount_areUnchanged() throws {
    XCTAssertTrue(try assertLinear(items([4, 4, 4]), items([4, 4, 4])).isEmpty)
  }

  // MARK: - Other element types

  func test_identifiableValues_andStrings() throws {
    let source = ["a", "b", "c"].map(IdentifiableValue.init)
    let target = ["c", "a", "d"].map(IdentifiableValue.init)
    let changeset = StagedChangeset(source: source, target: target)
    var current = source
    for stage in changeset { current = try applyUIKit(stage, to: current) }
    XCTAssertEqual(current, target)

    let strings = StagedChangeset(source: ["x", "y"], target: ["y", "x", "z"])
    var currentStrings = ["x", "y"]
    for stage in strings { currentStrings = try applyUIKit(stage, to: currentStrings) }
    XCTAssertEqual(currentStrings, ["y", "x", "z"])
  }

  func test_arrayChangeset_fieldsAreReadable() {
    let stage = ArrayChangeset(
      data: [1, 2], deleted: [0], inserted: [1], updated: [2], moved: [(from: 3, to: 0)])
    XCTAssertEqual(stage.data, [1, 2])
    XCTAssertEqual(stage.deleted, [0])
    XCTAssertEqual(stage.inserted, [1])
    XCTAssertEqual(stage.updated, [2])
    XCTAssertEqual(stage.moved.map { Move($0.from, $0.to) }, [Move(3, 0)])
  }

  func test_identitiesWhoseHashesAllCollide_withDuplicates() throws {
    let source = [1, 2, 1, 3, 4, 1, 5].map { CollidingItem($0) }
    let target = [5, 1, 2, 1, 6, 4].map { CollidingItem($0) } + [CollidingItem(2, 1)]
    let changeset = StagedChangeset(source: source, target: target)
    var current = source
    for stage in changeset { current = try applyUIKit(stage, to: current) }
    XCTAssertEqual(current, target)
    XCTAssertEqual(changeset.map(\.deleted).joined().sorted(), [3, 5], "3 and the third 1")
    XCTAssertEqual(changeset.map(\.inserted).joined().sorted(), [4, 6], "6 and the second 2")
  }

  /// The differs hash `UUID` identities with their own seeded mix, not
  /// `hashValue`: over seeded random updates (deletions, insertions, moves,
  /// updates, repeated identities), the stages are those of the same
  /// identities wrapped in a type that hashes with `hashValue`.
  func test_uuidIdentities_giveTheStagesOfTheSameIdentitiesHashedByHashValue() throws {
    var generator = SplitMix64(seed: 0x5EED_0F_0D1F)
    for _ in 0..<200 {
      let pool = seededUUIDs(40, using: &generator)
      let source = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        UUIDItem(id: pool.randomElement(using: &generator)!, content: 0)
      }
      let target = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        UUIDItem(
          id: pool.randomElement(using: &generator)!,
          content: Int.random(in: 0...1, using: &generator))
      }
      let byUUID = StagedChangeset(source: source, target: target)
      let byHashValue = StagedChangeset(
        source: source.map(WrappedItem.init), target: target.map(WrappedItem.init))
      XCTAssertEqual(byUUID.count, byHashValue.count)
      for (uuidStage, wrappedStage) in zip(byUUID, byHashValue) {
        XCTAssertEqual(uuidStage.data.map(WrappedItem.init), wrappedStage.data)
        XCTAssertEqual(uuidStage.deleted, wrappedStage.deleted)
        XCTAssertEqual(uuidStage.inserted, wrappedStage.inserted)
        XCTAssertEqual(uuidStage.updated, wrappedStage.updated)
        XCTAssertEqual(
          uuidStage.moved.map { Move($0.from, $0.to) },
          wrappedStage.moved.map { Move($0.from, $0.to) })
      }
    }
  }
}
