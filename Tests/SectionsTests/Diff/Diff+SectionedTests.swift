import Foundation
import Sections
import TestSupport
import XCTest

/// A section model that is identifiable but not `Equatable`.
private struct PlainModel: IdentifiableType {
  var id: Int
  var title: String
  var identity: Int { id }
}

final class DiffSectionedTests: XCTestCase {
  // MARK: - No change, empty inputs

  func test_equalInputs_giveNoStages() throws {
    let sections = [section(1, [1, 2]), section(2, []), section(3, [3])]
    XCTAssertTrue(try assertDiff(sections, sections).isEmpty)
  }

  func test_emptyInputs_giveNoStages() throws {
    XCTAssertTrue(try assertDiff([], []).isEmpty)
  }

  func test_emptySectionsOnBothSides_giveNoStages() throws {
    XCTAssertTrue(
      try assertDiff([section(1, []), section(2, [])], [section(1, []), section(2, [])]).isEmpty)
  }

  func test_fromNothing_insertsEverySection() throws {
    let stages = try assertDiff([], [section(1, [1, 2]), section(2, [])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages[0].insertedSections, [0, 1])
    XCTAssertEqual(kinds(stages[0]), ["insertedSections"])
  }

  func test_toNothing_deletesEverySection() throws {
    let stages = try assertDiff([section(1, [1, 2]), section(2, [])], [])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages[0].deletedSections, [0, 1])
    XCTAssertEqual(kinds(stages[0]), ["deletedSections"])
  }

  func test_emptySectionsToNothingAndBack() throws {
    XCTAssertEqual(
      MergedChanges(try assertDiff([section(1, []), section(2, [])], [])).deletedSections, [0, 1])
    XCTAssertEqual(
      MergedChanges(try assertDiff([], [section(1, []), section(2, [])])).insertedSections,
      [0, 1])
  }

  func test_emptiedSection_deletesAllItsItems() throws {
    let stages = try assertDiff([section(1, [1, 2, 3])], [section(1, [])])
    XCTAssertEqual(MergedChanges(stages).deletedItems, [path(0, 0), path(0, 1), path(0, 2)])
    XCTAssertEqual(stages.count, 1)
  }

  func test_filledEmptySection_insertsItsItems() throws {
    let stages = try assertDiff(
      [section(1, []), section(2, [])], [section(1, []), section(2, [1, 2])])
    XCTAssertEqual(MergedChanges(stages).insertedItems, [path(1, 0), path(1, 1)])
  }

  // MARK: - Sections

  func test_insertedSection_inTheMiddle() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(3, [3])], [section(1, [1]), section(2, [2]), section(3, [3])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages[0].insertedSections, [1])
    XCTAssertTrue(stages[0].movedSections.isEmpty)
    XCTAssertTrue(stages[0].insertedItems.isEmpty, "items come with their inserted section")
  }

  func test_deletedSection_inTheMiddle() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(2, [2]), section(3, [3])], [section(1, [1]), section(3, [3])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages[0].deletedSections, [1])
    XCTAssertTrue(stages[0].deletedItems.isEmpty, "items go with their deleted section")
  }

  func test_movedSection_isOneMove() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(2, [2]), section(3, [3])],
      [section(3, [3]), section(1, [1]), section(2, [2])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(sectionMoves(stages[0]), [Move(2, 0)])
  }

  func test_swappedSections_areOneMove() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(2, [2])], [section(2, [2]), section(1, [1])])
    XCTAssertEqual(MergedChanges(stages).movedSections.count, 1)
  }

  func test_reversedSections_moveAllButOne() throws {
    let initial = (1...5).map { section($0, [$0 * 10]) }
    let stages = try assertDiff(initial, initial.reversed())
    XCTAssertEqual(MergedChanges(stages).movedSections.count, 4)
  }

  func test_allSectionsReplaced_deletesAndInserts() throws {
    let stages = try assertDiff([section(1, [1, 2])], [section(2, [1, 2])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedSections, [0])
    XCTAssertEqual(changes.insertedSections, [0])
    XCTAssertTrue(changes.movedItems.isEmpty, "rows cannot move out of a deleted section")
    XCTAssertTrue(changes.insertedItems.isEmpty)
    XCTAssertTrue(changes.deletedItems.isEmpty)
  }

  func test_sectionModelChanged_identityKept_isAnUpdatedSection() throws {
    let stages = try assertDiff(
      [section(1, [1], title: "a"), section(2, [2], title: "b")],
      [section(1, [1], title: "a"), section(2, [2], title: "B")])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(kinds(stages[0]), ["updatedSections"])
    XCTAssertEqual(stages[0].updatedSections, [1])
  }

  func test_sectionModelChanged_andMoved_isUpdatedAtItsFinalIndex() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(2, [2], title: "b"), section(3, [3])],
      [section(2, [2], title: "B"), section(1, [1]), section(3, [3])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.movedSections.count, 1)
    XCTAssertEqual(changes.updatedSections, [0])
    XCTAssertEqual(stages.last?.updatedSections, [0], "section reloads come last")
  }

  func test_sectionModelChanged_withItemChanges_endsWithTheNewModel() throws {
    let stages = try assertDiff(
      [section(1, [1, 2], title: "old")], [section(1, [2, 3], title: "new")])
    XCTAssertEqual(stages.last?.updatedSections, [0])
    XCTAssertEqual(stages.last?.finalSections.first?.model.title, "new")
  }

  func test_insertedSection_withANewModel_isNotAlsoUpdated() throws {
    let stages = try assertDiff([section(1, [1])], [section(1, [1]), section(2, [2], title: "x")])
    XCTAssertTrue(MergedChanges(stages).updatedSections.isEmpty)
  }

  func test_nonEquatableSectionType_diffsItems_withoutSectionReloads() throws {
    typealias Section = AnimatableSectionModel<PlainModel, TestItem>
    let initial = [Section(model: PlainModel(id: 1, title: "a"), items: [TestItem(1)])]
    let final = [Section(model: PlainModel(id: 1, title: "b"), items: [TestItem(1), TestItem(2)])]
    let (stages, current) = try diffValidatingAndApplyingEachStage(initial, final)
    XCTAssertEqual(current.map { $0.items }, final.map { $0.items })
    XCTAssertEqual(MergedChanges(stages).insertedItems, [path(0, 1)])
    XCTAssertTrue(
      MergedChanges(stages).updatedSections.isEmpty,
      "a model change cannot be seen without Equatable")
  }

  // MARK: - Items

  func test_insertedItem() throws {
    let stages = try assertDiff([section(1, [1, 2])], [section(1, [1, 3, 2])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(kinds(stages[0]), ["insertedItems"])
    XCTAssertEqual(stages[0].insertedItems, [path(0, 1)])
  }

  func test_deletedItem() throws {
    let stages = try assertDiff([section(1, [1, 2, 3])], [section(1, [1, 3])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(kinds(stages[0]), ["deletedItems"])
    XCTAssertEqual(stages[0].deletedItems, [path(0, 1)])
  }

  func test_deletingTheFirstItem_reportsNoMoves() throws {
    let stages = try assertDiff([section(1, Array(1...10))], [section(1, Array(2...10))])
    XCTAssertEqual(MergedChanges(stages).deletedItems, [path(0, 0)])
    XCTAssertTrue(MergedChanges(stages).movedItems.isEmpty)
  }

  func test_insertingAtTheFront_reportsNoMoves() throws {
    let stages = try assertDiff([section(1, Array(1...10))], [section(1, Array(0...10))])
    XCTAssertEqual(MergedChanges(stages).insertedItems, [path(0, 0)])
    XCTAssertTrue(MergedChanges(stages).movedItems.isEmpty)
  }

  func test_deleteFirstAndAppend_reportsNoMoves() throws {
    let stages = try assertDiff([section(1, [1, 2, 3, 4])], [section(1, [2, 3, 4, 5])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedItems, [path(0, 0)])
    XCTAssertEqual(changes.insertedItems, [path(0, 3)])
    XCTAssertTrue(changes.movedItems.isEmpty)
  }

  func test_updatedItem_isReloadedAtItsOriginalPath() throws {
    let stages = try assertDiff(
      [section(1, [1]), section(2, items: [TestItem(2), TestItem(3)])],
      [section(1, [1]), section(2, items: [TestItem(2), TestItem(3, 1)])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(kinds(stages[0]), ["updatedItems"])
    XCTAssertEqual(stages[0].updatedItems, [path(1, 1)])
  }

  func test_updatedItem_afterADeletion_isReloadedAtItsOriginalPath() throws {
    let stages = try assertDiff(
      [section(1, items: [TestItem(1), TestItem(2), TestItem(3)])],
      [section(1, items: [TestItem(2), TestItem(3, 9)])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages[0].deletedItems, [path(0, 0)])
    XCTAssertEqual(stages[0].updatedItems, [path(0, 2)])
  }

  func test_itemMovedWithinSection_isOneMove() throws {
    let stages = try assertDiff([section(1, [1, 2, 3, 4])], [section(1, [2, 3, 4, 1])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(itemMoves(stages[0]), [Move(path(0, 0), path(0, 3))])
  }

  func test_itemMovedToTheFront_isOneMove() throws {
    let stages = try assertDiff([section(1, [1, 2, 3, 4])], [section(1, [4, 1, 2, 3])])
    XCTAssertEqual(MergedChanges(stages).movedItems, [Move(path(0, 3), path(0, 0))])
  }

  func test_reversedItems_moveAllButOne() throws {
    let stages = try assertDiff([section(1, [1, 2, 3, 4, 5])], [section(1, [5, 4, 3, 2, 1])])
    XCTAssertEqual(MergedChanges(stages).movedItems.count, 4)
  }

  func test_itemMovedAcrossSections() throws {
    let stages = try assertDiff(
      [section(1, [1, 2]), section(2, [3])], [section(1, [2]), section(2, [3, 1])])
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(kinds(stages[0]), ["movedItems"])
    XCTAssertEqual(itemMoves(stages[0]), [Move(path(0, 0), path(1, 1))])
  }

  func test_itemMovedIntoAnEmptySection_andOutOfIt() throws {
    let stages = try assertDiff(
      [section(1, []), section(2, [1])], [section(1, [1]), section(2, [])])
    XCTAssertEqual(MergedChanges(stages).movedItems, [Move(path(1, 0), path(0, 0))])
  }

  func test_itemsSwappedAcrossSections_areTwoMoves() throws {
    let stages = try assertDiff(
      [section(1, [1, 2]), section(2, [3, 4])], [section(1, [1, 4]), section(2, [3, 2])])
    XCTAssertEqual(
      Set(MergedChanges(stages).movedItems),
      [Move(path(0, 1), path(1, 1)), Move(path(1, 1), path(0, 1))])
  }

  func test_itemMovedAcrossMovedSections_usesPathsAfterTheSectionMove() throws {
    let stages = try assertDiff(
      [section(1, [1, 2]), section(2, [3])], [section(2, [1, 3]), section(1, [2])])
    XCTAssertEqual(stages.count, 2)
    XCTAssertEqual(kinds(stages[0]), ["movedSections"])
    XCTAssertEqual(kinds(stages[1]), ["movedItems"])
    // After the section move, section 1 is at index 1 and item 1 is its first.
    XCTAssertEqual(itemMoves(stages[1]), [Move(path(1, 0), path(0, 0))])
  }

  func test_itemChangedAndMoved_isBothUpdatedAndMoved() throws {
    let stages = try assertDiff(
      [section(1, items: [TestItem(1), TestItem(2), TestItem(3)])],
      [section(1, items: [TestItem(3, 1), TestItem(1), TestItem(2)])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.updatedItems, [path(0, 2)])
    XCTAssertEqual(changes.movedItems, [Move(path(0, 2), path(0, 0))])
    XCTAssertEqual(stages.count, 2, "reload first, then move")
  }

  func test_itemChangedAndMovedAcrossSections_isBothUpdatedAndMoved() throws {
    let stages = try assertDiff(
      [section(1, [1, 2]), section(2, [3])],
      [section(1, [2]), section(2, items: [TestItem(3), TestItem(1, 7)])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.updatedItems, [path(0, 0)])
    XCTAssertEqual(changes.movedItems, [Move(path(0, 0), path(1, 1))])
  }

  func test_changedItemThatKeepsItsPlace_isNotMoved() throws {
    let stages = try assertDiff(
      [section(1, [1, 2, 3])], [section(1, items: [TestItem(1), TestItem(2, 1), TestItem(3)])])
    XCTAssertTrue(MergedChanges(stages).movedItems.isEmpty)
  }

  func test_itemsOfADeletedSection_areDeletedAndInsertedElsewhere() throws {
    let stages = try assertDiff(
      [section(1, [1, 2]), section(2, [3])], [section(2, [3, 1])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedSections, [0])
    XCTAssertTrue(changes.deletedItems.isEmpty, "they go with their section")
    XCTAssertEqual(changes.insertedItems, [path(0, 1)])
    XCTAssertTrue(changes.movedItems.isEmpty)
  }

  func test_itemsIntoAnInsertedSection_areDeletedAndInserted() throws {
    let stages = try assertDiff([section(1, [1, 2])], [section(1, [1]), section(2, [2])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedItems, [path(0, 1)])
    XCTAssertEqual(changes.insertedSections, [1])
    XCTAssertTrue(changes.insertedItems.isEmpty, "they come with their section")
    XCTAssertTrue(changes.movedItems.isEmpty)
  }

  // MARK: - Combinations

  func test_everyKindOfChangeAtOnce() throws {
    let initial = [
      section(1, [1, 2, 3]), section(2, [4, 5]), section(3, [6]), section(4, [7, 8], title: "a"),
    ]
    let final = [
      section(4, [8, 7, 2], title: "b"), section(5, [9]),
      section(1, items: [TestItem(10), TestItem(1), TestItem(3, 1)]), section(2, [5]),
    ]
    let stages = try assertDiff(initial, final)
    XCTAssertEqual(stages.count, 4)

    XCTAssertEqual(stages[0].deletedSections, [2])
    XCTAssertEqual(stages[0].deletedItems, [path(1, 0)])
    XCTAssertEqual(stages[0].updatedItems, [path(0, 2)])

    XCTAssertEqual(stages[1].insertedSections, [1])
    XCTAssertEqual(sectionMoves(stages[1]), [Move(2, 0)])

    XCTAssertEqual(stages[2].insertedItems, [path(2, 0)])
    XCTAssertEqual(
      itemMoves(stages[2]), [Move(path(0, 1), path(0, 0)), Move(path(2, 1), path(0, 2))])

    XCTAssertEqual(stages[3].updatedSections, [0])
  }

  func test_insertDeleteAndMoveInOneSection() throws {
    let stages = try assertDiff(
      [section(1, [1, 2, 3, 4, 5])], [section(1, [6, 5, 2, 3, 7])])
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedItems, [path(0, 0), path(0, 3)])
    XCTAssertEqual(changes.insertedItems, [path(0, 0), path(0, 4)])
    XCTAssertEqual(changes.movedItems, [Move(path(0, 2), path(0, 1))])
  }

  func test_sectionAndItemChangesTogether_applyToTheFinalSections() throws {
    let initial = [section(1, [1, 2]), section(2, []), section(3, [3, 4, 5]), section(4, [6])]
    let final = [
      section(3, [5, 3]), section(6, []), section(1, [4, 1, 2, 7], title: "t"), section(2, [6]),
    ]
    let stages = try assertDiff(initial, final)
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedSections, [3])
    XCTAssertEqual(changes.insertedSections, [1])
    XCTAssertEqual(changes.updatedSections, [2])
    XCTAssertEqual(changes.insertedItems.sorted(), [path(2, 3), path(3, 0)])
  }

  func test_stagesAreEachConsistentWithTheNext() throws {
    let stages = try assertDiff(
      [section(1, [1, 2, 3]), section(2, [4])],
      [section(2, [4, 3], title: "x"), section(1, [2, 1, 5])])
    for (before, after) in zip(stages, stages.dropFirst()) {
      XCTAssertEqual(before.finalSections, after.originalSections)
    }
  }

  // MARK: - Hash collisions

  func test_identitiesWhoseHashesAllCollide_stillMatchByEquality() throws {
    typealias Section = AnimatableSectionModel<TestSectionModel, CollidingItem>
    let initial = [
      Section(model: TestSectionModel(1), items: (0..<30).map { CollidingItem($0) }),
      Section(model: TestSectionModel(2), items: (30..<40).map { CollidingItem($0) }),
    ]
    let final = [
      Section(
        model: TestSectionModel(2),
        items: [CollidingItem(35, 1)] + (31..<35).map { CollidingItem($0) } + [CollidingItem(3)]),
      Section(
        model: TestSectionModel(1),
        items: (0..<30).filter { $0 % 3 != 0 }.reversed().map { CollidingItem($0) }
          + [CollidingItem(99)]),
    ]
    let (stages, current) = try diffValidatingAndApplyingEachStage(initial, final)
    XCTAssertEqual(current, final)
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.updatedItems, [path(1, 5)])
    XCTAssertEqual(changes.insertedItems, [path(1, 20)])
    XCTAssertEqual(changes.deletedItems.count, 9 + 5, "0, 6, …, 27 and 30, 36…39")
  }

  func test_duplicateIdentityWithCollidingHashes_isStillReported() {
    typealias Section = AnimatableSectionModel<TestSectionModel, CollidingItem>
    let initial = [
      Section(
        model: TestSectionModel(1), items: [CollidingItem(1), CollidingItem(2), CollidingItem(1)])
    ]
    XCTAssertThrowsError(
      try Diff.differencesForSectionedView(initialSections: initial, finalSections: [])
    ) { error in
      guard case .duplicateItem("c1", path(0, 0), path(0, 2), .initial) = error as? Diff.Error
      else {
        return XCTFail("got \(error)")
      }
    }
  }

  /// The sectioned differ hashes `UUID` item identities with its own
  /// seeded mix, not `hashValue`: over seeded random updates of three
  /// sections, its changesets are those of the same identities wrapped in
  /// a type that hashes with `hashValue`.
  func test_uuidItemIdentities_giveTheChangesetsOfTheSameIdentitiesHashedByHashValue() throws {
    func sections(_ pool: [UUID], _ generator: inout SplitMix64, contents: ClosedRange<Int>)
      -> [AnimatableSectionModel<Int, UUIDItem>]
    {
      // Each identity at most once, as the sectioned differ requires.
      let chosen = pool.filter { _ in Bool.random(using: &generator) }
      var result = (0..<3).map { AnimatableSectionModel<Int, UUIDItem>(model: $0, items: []) }
      for id in chosen {
        result[Int.random(in: 0..<3, using: &generator)].items.append(
          UUIDItem(id: id, content: Int.random(in: contents, using: &generator)))
      }
      return result
    }
    func wrapped(_ sections: [AnimatableSectionModel<Int, UUIDItem>])
      -> [AnimatableSectionModel<Int, WrappedItem>]
    {
      sections.map {
        AnimatableSectionModel(model: $0.model, items: $0.items.map(WrappedItem.init))
      }
    }
    var generator = SplitMix64(seed: 0x5EED_5EC7_10D)
    for _ in 0..<100 {
      let pool = seededUUIDs(30, using: &generator)
      let initial = sections(pool, &generator, contents: 0...0)
      let final = sections(pool, &generator, contents: 0...1)
      let byUUID = try Diff.differencesForSectionedView(
        initialSections: initial, finalSections: final)
      let byHashValue = try Diff.differencesForSectionedView(
        initialSections: wrapped(initial), finalSections: wrapped(final))
      XCTAssertEqual(byUUID.count, byHashValue.count)
      for (uuidStage, wrappedStage) in zip(byUUID, byHashValue) {
        XCTAssertEqual(uuidStage.insertedItems, wrappedStage.insertedItems)
        XCTAssertEqual(uuidStage.deletedItems, wrappedStage.deletedItems)
        XCTAssertEqual(uuidStage.updatedItems, wrappedStage.updatedItems)
        XCTAssertEqual(
          uuidStage.movedItems.map { Move($0.from, $0.to) },
          wrappedStage.movedItems.map { Move($0.from, $0.to) })
        XCTAssertEqual(wrapped(uuidStage.finalSections), wrappedStage.finalSections)
      }
    }
  }
}
