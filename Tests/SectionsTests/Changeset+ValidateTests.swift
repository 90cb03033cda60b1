import Sections
import XCTest

final class ChangesetValidateTests: XCTestCase {
  private typealias Stage = Changeset<TestSection>

  /// The validation error `stage` raises against `before`, if any.
  private func validationError(
    _ stage: Stage, against before: [TestSection],
    file: StaticString = #filePath, line: UInt = #line
  ) -> ChangesetValidationError? {
    do {
      try stage.validate(against: before)
      XCTFail("expected a ChangesetValidationError", file: file, line: line)
      return nil
    } catch let error as ChangesetValidationError {
      return error
    } catch {
      XCTFail("expected a ChangesetValidationError, got \(error)", file: file, line: line)
      return nil
    }
  }

  private let twoSections = [section(1, [1, 2]), section(2, [3])]

  // MARK: - The differ's stages are valid

  func test_everyStageOfTheDiffer_validates() throws {
    let cases: [([TestSection], [TestSection])] = [
      ([], [section(1, [1])]),
      ([section(1, [1, 2, 3]), section(2, [])], [section(2, [3, 1]), section(3, [4])]),
      (
        [section(1, [1, 2]), section(2, [3, 4]), section(3, [5])],
        [section(3, [4, 5], title: "x"), section(1, [2, 1]), section(2, [])]
      ),
    ]
    for (initial, final) in cases {
      let stages = try Diff.differencesForSectionedView(
        initialSections: initial, finalSections: final)
      var current = initial
      for stage in stages {
        XCTAssertNoThrow(try stage.validate(against: current), stage.debugDescription)
        current = try stage.apply(to: current)
      }
      XCTAssertEqual(current, final)
    }
  }

  func test_emptyStage_validatesAgainstTheSameSections() {
    XCTAssertNoThrow(try Stage(finalSections: twoSections).validate(against: twoSections))
  }

  func test_reloadData_skipsValidation() {
    XCTAssertNoThrow(
      try Stage(reloadData: true, finalSections: [], deletedSections: [9]).validate(
        against: twoSections))
  }

  // MARK: - Section rules

  func test_reloadedSectionMayChangeItsItemCount() throws {
    // UIKit deletes and inserts a reloaded section again (expand/collapse).
    let stage = Stage(
      finalSections: [section(1, [1, 2, 4, 5]), section(2, [3])], updatedSections: [0])
    XCTAssertNoThrow(try stage.validate(against: twoSections))
    XCTAssertNoThrow(try stage.validate(itemCountsBefore: [2, 1], itemCountsAfter: [4, 1]))
  }

  func test_reloadingOneSectionDoesNotExcuseAnotherSectionsCount() {
    let stage = Stage(
      finalSections: [section(1, [1]), section(2, [3, 4])], updatedSections: [0])
    XCTAssertEqual(
      validationError(stage, against: twoSections),
      .invalidItemCount(
        section: 1, before: 1, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 2))
  }

  func test_deletedSectionOutOfRange() {
    let error = validationError(
      Stage(finalSections: [section(1, [1, 2])], deletedSections: [3]), against: twoSections)
    XCTAssertEqual(error, .sectionIndexOutOfRange(kind: "deleted section", index: 3, count: 2))
    XCTAssertEqual(
      error?.description,
      "Invalid update: deleted section 3 is out of range (there are 2 sections).")
  }

  func test_insertedSectionOutOfRange_countsTheSectionsAfter() {
    let error = validationError(
      Stage(finalSections: twoSections + [section(3, [])], insertedSections: [3]),
      against: twoSections)
    XCTAssertEqual(error, .sectionIndexOutOfRange(kind: "inserted section", index: 3, count: 3))
  }

  func test_negativeSectionIndex_isOutOfRange() {
    let error = validationError(
      Stage(finalSections: [section(1, [1, 2])], deletedSections: [-1]), against: twoSections)
    XCTAssertEqual(error, .sectionIndexOutOfRange(kind: "deleted section", index: -1, count: 2))
  }

  func test_movedSectionDestinationOutOfRange() {
    let error = validationError(
      Stage(finalSections: twoSections.reversed(), movedSections: [(from: 0, to: 2)]),
      against: twoSections)
    XCTAssertEqual(error, .sectionIndexOutOfRange(kind: "moved section (to)", index: 2, count: 2))
  }

  func test_updatedSectionOutOfRange() {
    let error = validationError(
      Stage(finalSections: twoSections, updatedSections: [2]), against: twoSections)
    XCTAssertEqual(error, .sectionIndexOutOfRange(kind: "updated section", index: 2, count: 2))
  }

  func test_sectionDeletedTwice() {
    let error = validationError(
      Stage(finalSections: [], deletedSections: [0, 0]), against: twoSections)
    XCTAssertEqual(error, .duplicateSectionIndex(kind: "deleted section", index: 0))
    XCTAssertEqual(
      error?.description, "Invalid update: section 0 appears more than once (deleted section).")
  }

  func test_sectionDeletedAndMoved() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [1, 2])], deletedSections: [0], movedSections: [(0, 0)]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateSectionIndex(kind: "moved section (from)", index: 0))
  }

  func test_sectionInsertedAndMovedToTheSameIndex() {
    let error = validationError(
      Stage(
        finalSections: [section(3, []), section(2, [3]), section(1, [1, 2])],
        insertedSections: [0], movedSections: [(from: 0, to: 0)]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateSectionIndex(kind: "moved section (to)", index: 0))
  }

  func test_sectionDeletedAndUpdated() {
    let error = validationError(
      Stage(finalSections: [section(2, [3])], deletedSections: [0], updatedSections: [0]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateSectionIndex(kind: "updated section", index: 0))
  }

  func test_sectionUpdatedTwice() {
    let error = validationError(
      Stage(finalSections: twoSections, updatedSections: [1, 1]), against: twoSections)
    XCTAssertEqual(error, .duplicateSectionIndex(kind: "updated section", index: 1))
  }

  func test_sectionCountThatDoesNotAddUp() {
    let error = validationError(
      Stage(finalSections: twoSections, deletedSections: [1]), against: twoSections)
    XCTAssertEqual(error, .invalidSectionCount(before: 2, deleted: 1, inserted: 0, after: 2))
    XCTAssertEqual(
      error?.description,
      "Invalid update: invalid number of sections. The number of sections after the update (2) "
        + "must be equal to the number of sections before the update (2), plus or minus the "
        + "number of sections inserted or deleted (0 inserted, 1 deleted).")
  }

  // MARK: - Item rules

  func test_deletedItemOutOfRange_namesSectionAndCount() {
    let error = validationError(
      Stage(finalSections: twoSections, deletedItems: [path(0, 5)]), against: twoSections)
    XCTAssertEqual(error, .itemIndexOutOfRange(kind: "deleted item", path: path(0, 5), count: 2))
    XCTAssertEqual(
      error?.description,
      "Invalid update: deleted item at section 0, item 5 is out of range (2 available).")
  }

  func test_itemInAMissingSection_isOutOfRange_withTheSectionCount() {
    let error = validationError(
      Stage(finalSections: twoSections, updatedItems: [path(7, 0)]), against: twoSections)
    XCTAssertEqual(error, .itemIndexOutOfRange(kind: "updated item", path: path(7, 0), count: 2))
  }

  func test_insertedItemOutOfRange_countsTheItemsAfter() {
    let final = [section(1, [1, 2, 4]), section(2, [3])]
    let error = validationError(
      Stage(finalSections: final, insertedItems: [path(0, 3)]), against: twoSections)
    XCTAssertEqual(error, .itemIndexOutOfRange(kind: "inserted item", path: path(0, 3), count: 3))
  }

  func test_movedItemSourceOutOfRange() {
    let error = validationError(
      Stage(finalSections: twoSections, movedItems: [(from: path(1, 1), to: path(1, 0))]),
      against: twoSections)
    XCTAssertEqual(
      error, .itemIndexOutOfRange(kind: "moved item (from)", path: path(1, 1), count: 1))
  }

  func test_itemDeletedTwice() {
    let error = validationError(
      Stage(
        finalSections: [section(1, []), section(2, [3])], deletedItems: [path(0, 1), path(0, 1)]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "deleted item", path: path(0, 1)))
    XCTAssertEqual(
      error?.description,
      "Invalid update: item 1 of section 0 appears more than once (deleted item).")
  }

  func test_aNegativeItemCountFailsValidationInsteadOfStoppingTheProgram() {
    // Counts given by the caller: a negative one used to trap in `0..<count`.
    let stage = Stage(finalSections: [section(1, [])], deletedItems: [path(0, 0)])
    XCTAssertThrowsError(try stage.validate(itemCountsBefore: [-1], itemCountsAfter: [0])) {
      XCTAssertEqual(
        $0 as? ChangesetValidationError,
        .itemIndexOutOfRange(kind: "deleted item", path: path(0, 0), count: -1))
    }
  }

  func test_itemDeletedAndMoved() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [2]), section(2, [3, 1])], deletedItems: [path(0, 0)],
        movedItems: [(from: path(0, 0), to: path(1, 1))]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "moved item (from)", path: path(0, 0)))
  }

  func test_twoItemsMovedToTheSamePath() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [1, 2]), section(2, [3])],
        movedItems: [(from: path(0, 0), to: path(0, 1)), (from: path(0, 1), to: path(0, 1))]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "moved item (to)", path: path(0, 1)))
  }

  func test_itemInsertedWhereAnotherIsMoved() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [2, 9]), section(2, [3, 1])],
        insertedItems: [path(1, 1)], movedItems: [(from: path(0, 0), to: path(1, 1))]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "inserted item", path: path(1, 1)))
  }

  func test_itemDeletedAndUpdated() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [2]), section(2, [3])], deletedItems: [path(0, 0)],
        updatedItems: [path(0, 0)]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "updated item", path: path(0, 0)))
  }

  func test_itemUpdatedTwice() {
    let error = validationError(
      Stage(finalSections: twoSections, updatedItems: [path(1, 0), path(1, 0)]),
      against: twoSections)
    XCTAssertEqual(error, .duplicateItemPath(kind: "updated item", path: path(1, 0)))
  }

  func test_itemDeletedFromADeletedSection() {
    let error = validationError(
      Stage(finalSections: [section(2, [3])], deletedSections: [0], deletedItems: [path(0, 0)]),
      against: twoSections)
    XCTAssertEqual(error, .itemInChangedSection(kind: "deleted item", path: path(0, 0)))
    XCTAssertEqual(
      error?.description,
      "Invalid update: deleted item at section 0, item 0 is in a section that is itself "
        + "inserted or deleted.")
  }

  func test_itemUpdatedInADeletedSection() {
    let error = validationError(
      Stage(finalSections: [section(2, [3])], deletedSections: [0], updatedItems: [path(0, 1)]),
      against: twoSections)
    XCTAssertEqual(error, .itemInChangedSection(kind: "updated item", path: path(0, 1)))
  }

  func test_itemMovedOutOfADeletedSection() {
    let error = validationError(
      Stage(
        finalSections: [section(2, [3, 1])], deletedSections: [0],
        movedItems: [(from: path(0, 0), to: path(0, 1))]),
      against: twoSections)
    XCTAssertEqual(error, .itemInChangedSection(kind: "moved item (from)", path: path(0, 0)))
  }

  func test_itemInsertedIntoAnInsertedSection() {
    let error = validationError(
      Stage(
        finalSections: twoSections + [section(3, [4])], insertedSections: [2],
        insertedItems: [path(2, 0)]),
      against: twoSections)
    XCTAssertEqual(error, .itemInChangedSection(kind: "inserted item", path: path(2, 0)))
  }

  func test_itemMovedIntoAnInsertedSection() {
    let error = validationError(
      Stage(
        finalSections: [section(1, [2]), section(2, [3]), section(3, [1])],
        insertedSections: [2], movedItems: [(from: path(0, 0), to: path(2, 0))]),
      against: twoSections)
    XCTAssertEqual(error, .itemInChangedSection(kind: "moved item (to)", path: path(2, 0)))
  }

  func test_itemCountThatDoesNotAddUp_namesSectionAndCounts() {
    let final = [section(1, [1, 2, 4]), section(2, [3])]
    let error = validationError(Stage(finalSections: final), against: twoSections)
    XCTAssertEqual(
      error,
      .invalidItemCount(
        section: 0, before: 2, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 3))
    XCTAssertEqual(
      error?.description,
      "Invalid update: invalid number of items in section 0. The number of items in an "
        + "existing section after the update (3) must be equal to the number of items in that "
        + "section before the update (2), plus or minus the number of items inserted or "
        + "deleted from that section (0 inserted, 0 deleted) and plus or minus the number of "
        + "items moved into or out of that section (0 moved in, 0 moved out).")
  }

  func test_itemCount_countsEveryKind() {
    // Section 0: 2 before, 1 deleted, 1 moved out, 1 inserted → 1 after, not 2.
    let before = [section(1, [1, 2]), section(2, [3])]
    let final = [section(1, [9, 8]), section(2, [3, 2])]
    let error = validationError(
      Stage(
        finalSections: final, insertedItems: [path(0, 0)], deletedItems: [path(0, 0)],
        movedItems: [(from: path(0, 1), to: path(1, 1))]),
      against: before)
    XCTAssertEqual(
      error,
      .invalidItemCount(
        section: 0, before: 2, deleted: 1, inserted: 1, movedOut: 1, movedIn: 0, after: 2))
  }

  func test_itemCount_ofAMovedSection_namesItsIndexAfter() {
    // Section 1 moves to index 0 and gains an item nobody inserted.
    let final = [section(2, [3, 4]), section(1, [1, 2])]
    let error = validationError(
      Stage(finalSections: final, movedSections: [(from: 1, to: 0)]), against: twoSections)
    XCTAssertEqual(
      error,
      .invalidItemCount(
        section: 0, before: 1, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 2))
  }

  // MARK: - apply(to:)

  func test_apply_throwsOnAnInvalidStage() {
    let stage = Stage(
      finalSections: [section(1, [1]), section(2, [3])], deletedItems: [path(0, 9)])
    XCTAssertThrowsError(try stage.apply(to: twoSections)) { error in
      XCTAssertEqual(
        error as? ChangesetValidationError,
        .itemIndexOutOfRange(kind: "deleted item", path: path(0, 9), count: 2))
    }
  }

  func test_apply_throwsOnAnItemCountThatDoesNotAddUp() {
    let stage = Stage(finalSections: [section(1, [1]), section(2, [3])])
    XCTAssertThrowsError(try stage.apply(to: twoSections)) { error in
      guard
        case .invalidItemCount(0, _, _, _, _, _, _) = error
          as? ChangesetValidationError
      else {
        return XCTFail("got \(error)")
      }
    }
  }

  func test_apply_followsUIKitSemantics_forAHandWrittenStage() throws {
    // Before: S1 [1, 2, 3], S2 [4]. Delete 2, move 1 to the end of S2, insert 5
    // at the front of S1, reload 3 (its content comes from finalSections).
    let before = [section(1, [1, 2, 3]), section(2, [4])]
    let final = [
      section(1, items: [TestItem(5), TestItem(3, 1)]), section(2, [4, 1]),
    ]
    let stage = Stage(
      finalSections: final, insertedItems: [path(0, 0)], deletedItems: [path(0, 1)],
      movedItems: [(from: path(0, 0), to: path(1, 1))], updatedItems: [path(0, 2)])
    XCTAssertEqual(try stage.apply(to: before), final)
  }

  func test_apply_movedSectionsTakeTheirDestination_othersKeepTheirOrder() throws {
    let before = [section(1, [1]), section(2, [2]), section(3, [3]), section(4, [4])]
    let final = [section(4, [4]), section(1, [1]), section(5, []), section(2, [2])]
    let stage = Stage(
      finalSections: final, insertedSections: [2], deletedSections: [2],
      movedSections: [(from: 3, to: 0)])
    XCTAssertEqual(try stage.apply(to: before), final)
  }

  func test_apply_updatedSection_takesTheNewModel_andKeepsItsItems() throws {
    let before = [section(1, [1, 2], title: "old")]
    let final = [section(1, [1, 2], title: "new")]
    XCTAssertEqual(
      try Stage(finalSections: final, updatedSections: [0]).apply(to: before), final)
  }
}
