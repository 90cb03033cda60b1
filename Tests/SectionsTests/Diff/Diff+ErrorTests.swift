import Sections
import XCTest

/// How a ``FaultySection``'s `init(original:items:)` gets it wrong: the
/// identity and items it makes the new section with.
private protocol SectionFault {
  static func rebuilt(id: Int, items: [TestItem]) -> (id: Int, items: [TestItem])
}

/// Keeps only the first item.
private enum DropsItems: SectionFault {
  static func rebuilt(id: Int, items: [TestItem]) -> (id: Int, items: [TestItem]) {
    (id, Array(items.prefix(1)))
  }
}

/// Changes the identity.
private enum ChangesIdentity: SectionFault {
  static func rebuilt(id: Int, items: [TestItem]) -> (id: Int, items: [TestItem]) {
    (id + 100, items)
  }
}

/// A section type whose `init(original:items:)` is wrong as `Fault` says.
private struct FaultySection<Fault: SectionFault>: AnimatableSectionModelType, Equatable {
  var id: Int
  var items: [TestItem]
  var identity: Int { id }

  init(id: Int, items: [TestItem]) {
    self.id = id
    self.items = items
  }

  init(original: FaultySection, items: [TestItem]) {
    let rebuilt = Fault.rebuilt(id: original.id, items: items)
    self.init(id: rebuilt.id, items: rebuilt.items)
  }
}

private typealias DroppingSection = FaultySection<DropsItems>
private typealias RenamingSection = FaultySection<ChangesIdentity>

/// An enum section that forgets its items, a classic mistake.
private enum ForgetfulSection: AnimatableSectionModelType, Equatable {
  case main([TestItem])

  var items: [TestItem] {
    switch self {
    case .main(let items): return items
    }
  }

  var identity: String { "main" }

  init(original: ForgetfulSection, items: [TestItem]) {
    self = original
  }
}

final class DiffErrorTests: XCTestCase {
  private func diffError<Section: AnimatableSectionModelType>(
    _ initial: [Section], _ final: [Section],
    file: StaticString = #filePath, line: UInt = #line
  ) -> Diff.Error? {
    do {
      let stages = try Diff.differencesForSectionedView(
        initialSections: initial, finalSections: final)
      XCTFail("expected a Diff.Error, got \(stages.count) stages", file: file, line: line)
      return nil
    } catch let error as Diff.Error {
      return error
    } catch {
      XCTFail("expected a Diff.Error, got \(error)", file: file, line: line)
      return nil
    }
  }

  // MARK: - Duplicate items

  func test_duplicateItem_inTheInitialSections_namesIdentityAndBothPaths() throws {
    let error = diffError([section(1, [1, 2]), section(2, [3, 2])], [section(1, [1])])
    guard case .duplicateItem("2", path(0, 1), path(1, 1), .initial) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_inTheSameSection_initial() {
    let error = diffError([section(1, [5, 6, 5])], [])
    guard case .duplicateItem("5", path(0, 0), path(0, 2), .initial) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_inTheFinalSections_matchingAnInitialItem() {
    let error = diffError([section(1, [1, 2])], [section(1, [2]), section(2, [7, 2])])
    guard case .duplicateItem("2", path(0, 0), path(1, 1), .final) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_inTheFinalSections_new() {
    let error = diffError([section(1, [1])], [section(1, [1, 9, 8, 9])])
    guard case .duplicateItem("9", path(0, 1), path(0, 3), .final) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_inAnInsertedFinalSection() {
    let error = diffError([section(1, [1])], [section(1, [1]), section(2, [1])])
    guard case .duplicateItem("1", path(0, 0), path(1, 0), .final) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_afterEmptySections_reportsTheRightSections() {
    let error = diffError(
      [section(1, []), section(2, [4]), section(3, []), section(4, []), section(5, [4])], [])
    guard case .duplicateItem("4", path(1, 0), path(4, 0), .initial) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateItem_descriptionNamesIdentitySideAndPositions() {
    let error = Diff.Error.duplicateItem(
      identity: "42", first: path(0, 1), second: path(2, 3), side: .final)
    XCTAssertEqual(
      error.description,
      "Duplicate item identity 42 in the final sections, at section 0 item 1 and at section 2 "
        + "item 3.")
    XCTAssertEqual(error.debugDescription, error.description)
  }

  // MARK: - Duplicate sections

  func test_duplicateSection_inTheInitialSections() {
    let error = diffError([section(1, [1]), section(2, []), section(1, [2])], [])
    guard case .duplicateSection(let identity, let first, let second, let side) = error else {
      return XCTFail("got \(String(describing: error))")
    }
    XCTAssertEqual(identity, "1")
    XCTAssertEqual(first, 0)
    XCTAssertEqual(second, 2)
    XCTAssertEqual(side, .initial)
  }

  func test_duplicateSection_inTheFinalSections() {
    let error = diffError([section(1, [])], [section(3, []), section(1, []), section(3, [])])
    guard case .duplicateSection("3", 0, 2, .final) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_duplicateSection_descriptionNamesIdentitySideAndIndices() {
    let error = Diff.Error.duplicateSection(identity: "S", first: 1, second: 4, side: .initial)
    XCTAssertEqual(
      error.description, "Duplicate section identity S in the initial sections, at indices 1 and 4."
    )
  }

  func test_side_rawValues() {
    XCTAssertEqual(Diff.Side.initial.rawValue, "initial")
    XCTAssertEqual(Diff.Side.final.rawValue, "final")
  }

  // MARK: - init(original:items:)

  func test_initThatDropsItems_throwsInvalidInitialization() throws {
    let initial = [DroppingSection(id: 1, items: [TestItem(1), TestItem(2)])]
    let final = [DroppingSection(id: 1, items: [TestItem(1), TestItem(2), TestItem(3)])]
    let error = try XCTUnwrap(diffError(initial, final))
    guard
      case .invalidInitializationOfSectionModel(
        let section, let expected, let actual, let keptIdentity) = error
    else {
      return XCTFail("got \(error)")
    }
    // Every section is checked before the diff, the initial ones first.
    XCTAssertTrue(section.contains("FaultySection<DropsItems>"), section)
    XCTAssertEqual(expected, 2)
    XCTAssertEqual(actual, 1)
    XCTAssertTrue(keptIdentity)
    XCTAssertTrue("\(error)".contains("given 2 items and kept 1."), "\(error)")
  }

  func test_initThatChangesIdentity_throwsInvalidInitialization() throws {
    let initial = [RenamingSection(id: 1, items: [TestItem(1), TestItem(2)])]
    let final = [RenamingSection(id: 1, items: [TestItem(2)])]
    let error = try XCTUnwrap(diffError(initial, final))
    guard case .invalidInitializationOfSectionModel(_, 2, 2, false) = error else {
      return XCTFail("got \(error)")
    }
    XCTAssertTrue("\(error)".hasSuffix("and the identity changed."), "\(error)")
  }

  func test_enumInitThatIgnoresItems_throwsInvalidInitialization() {
    let initial: [ForgetfulSection] = [.main([TestItem(1)])]
    let final: [ForgetfulSection] = [.main([TestItem(1), TestItem(2)])]
    let error = diffError(initial, final)
    guard case .invalidInitializationOfSectionModel(_, 2, 1, true) = error else {
      return XCTFail("got \(String(describing: error))")
    }
  }

  func test_badInit_isReportedEvenWhenNothingChanges() {
    // RxDataSources checks the initializer on every diff; so do we (it used
    // to go unnoticed until a section happened to be rebuilt).
    let sections = [DroppingSection(id: 1, items: [TestItem(1), TestItem(2)])]
    guard case .invalidInitializationOfSectionModel(_, 2, 1, true) = diffError(sections, sections)
    else {
      return XCTFail("expected an invalid initialization")
    }
  }

  func test_badInit_isReportedWhenSectionsOnlyMove() {
    let first = DroppingSection(id: 1, items: [TestItem(1), TestItem(2)])
    let second = DroppingSection(id: 2, items: [])
    XCTAssertNotNil(diffError([first, second], [second, first]))
  }

  func test_badInit_ofAnEmptySectionIsNotReported() throws {
    // Nothing to lose: an initializer that keeps at most one item is fine
    // for sections of zero or one item.
    let sections = [
      DroppingSection(id: 1, items: [TestItem(1)]), DroppingSection(id: 2, items: []),
    ]
    XCTAssertTrue(
      try Diff.differencesForSectionedView(initialSections: sections, finalSections: sections)
        .isEmpty)
  }
}
