import Sections
import XCTest

/// Items of a settings screen, as RxDataSources users write them.
private enum SettingsItem: Equatable {
  case name(String)
  case notifications(Bool)
  case version
}

/// An enum section with associated items, written the RxDataSources way.
private enum SettingsSection: SectionModelType {
  case account([SettingsItem])
  case about([SettingsItem])

  var items: [SettingsItem] {
    switch self {
    case .account(let items), .about(let items): return items
    }
  }

  init(original: SettingsSection, items: [SettingsItem]) {
    switch original {
    case .account: self = .account(items)
    case .about: self = .about(items)
    }
  }
}

/// An animatable enum section (identity from the case), as in
/// RxDataSources' `MultipleSectionModel` examples.
private enum AnimatedSection: AnimatableSectionModelType, Equatable {
  case favorites(items: [TestItem])
  case others(title: String, items: [TestItem])

  var items: [TestItem] {
    switch self {
    case .favorites(let items), .others(_, let items): return items
    }
  }

  var identity: String {
    switch self {
    case .favorites: return "favorites"
    case .others: return "others"
    }
  }

  init(original: AnimatedSection, items: [TestItem]) {
    switch original {
    case .favorites: self = .favorites(items: items)
    case .others(let title, _): self = .others(title: title, items: items)
    }
  }
}

/// The sections of a configuration screen (`SectionModel<ConfigViewSection,
/// ConfigItem>`).
private enum ConfigViewSection: Equatable {
  case parameter
  case playType
}

private enum ConfigItem: Equatable {
  case interval(Double)
  case shuffle(Bool)
}

final class SectionModelTests: XCTestCase {
  // MARK: - SectionModel

  func test_sectionModel_holdsModelAndItems() {
    let section = SectionModel<ConfigViewSection, ConfigItem>(
      model: .parameter, items: [.interval(1.5), .shuffle(true)])
    XCTAssertEqual(section.model, .parameter)
    XCTAssertEqual(section.items, [.interval(1.5), .shuffle(true)])
  }

  func test_sectionModel_initOriginalItems_keepsModelAndReplacesItems() {
    let original = SectionModel<ConfigViewSection, ConfigItem>(
      model: .playType, items: [.shuffle(false)])
    let copy = SectionModel(original: original, items: [.interval(2), .shuffle(true)])
    XCTAssertEqual(copy.model, .playType)
    XCTAssertEqual(copy.items, [.interval(2), .shuffle(true)])
    XCTAssertEqual(original.items, [.shuffle(false)], "the original is untouched")
  }

  func test_sectionModel_isEquatableByModelAndItems() {
    typealias Model = SectionModel<String, Int>
    XCTAssertEqual(Model(model: "a", items: [1, 2]), Model(model: "a", items: [1, 2]))
    XCTAssertNotEqual(Model(model: "a", items: [1, 2]), Model(model: "b", items: [1, 2]))
    XCTAssertNotEqual(Model(model: "a", items: [1, 2]), Model(model: "a", items: [2, 1]))
  }

  func test_sectionModel_identityIsTheModelsIdentity_whenTheModelIsIdentifiable() {
    let section = SectionModel(model: TestSectionModel(7, title: "x"), items: [1, 2])
    XCTAssertEqual(section.identity, 7)
    XCTAssertEqual(SectionModel(model: "today", items: [1]).identity, "today")
  }

  func test_sectionModel_descriptionShowsModelAndItems() {
    XCTAssertEqual(SectionModel(model: "today", items: [1, 2]).description, "today > [1, 2]")
  }

  func test_sectionModel_itemsAreMutable() {
    var section = SectionModel(model: "a", items: [1])
    section.items.append(2)
    section.model = "b"
    XCTAssertEqual(section, SectionModel(model: "b", items: [1, 2]))
  }

  // MARK: - AnimatableSectionModel

  func test_animatableSectionModel_identityIsTheModelsIdentity() {
    let section = section(3, [1, 2], title: "three")
    XCTAssertEqual(section.identity, 3)
    XCTAssertEqual(section.model.title, "three")
    XCTAssertEqual(section.items.map(\.id), [1, 2])
  }

  func test_animatableSectionModel_initOriginalItems_keepsModelAndIdentity() {
    let original = section(3, [1, 2], title: "three")
    let copy = TestSection(original: original, items: [TestItem(9, 1)])
    XCTAssertEqual(copy.model, original.model)
    XCTAssertEqual(copy.identity, original.identity)
    XCTAssertEqual(copy.items, [TestItem(9, 1)])
  }

  func test_animatableSectionModel_equalityComparesModelAndItems() {
    XCTAssertEqual(section(1, [1, 2]), section(1, [1, 2]))
    XCTAssertNotEqual(section(1, [1, 2]), section(1, [1, 2], title: "changed"))
    XCTAssertNotEqual(section(1, [1, 2]), section(1, [2, 1]))
    XCTAssertNotEqual(
      section(1, items: [TestItem(1, 0)]), section(1, items: [TestItem(1, 1)]),
      "item content counts")
  }

  func test_animatableSectionModel_withStringModel_asRxDataSourcesUsersWriteIt() throws {
    typealias Section = AnimatableSectionModel<String, IdentifiableValue<String>>
    let initial = [Section(model: "New branch", items: ["a", "b"].map(IdentifiableValue.init))]
    let final = [Section(model: "New branch", items: ["b", "c"].map(IdentifiableValue.init))]
    let stages = try Diff.differencesForSectionedView(
      initialSections: initial, finalSections: final)
    var current = initial
    for stage in stages { current = try stage.apply(to: current) }
    XCTAssertEqual(current, final)
    XCTAssertEqual(initial[0].identity, "New branch")
    XCTAssertTrue(initial[0].description.contains("New branch"))
  }

  // MARK: - Enum sections

  func test_enumSection_conformsWithItemsAndInitOriginalItems() {
    let account = SettingsSection.account([.name("Ann"), .notifications(true)])
    XCTAssertEqual(account.items, [.name("Ann"), .notifications(true)])
    let replaced = SettingsSection(original: account, items: [.version])
    guard case .account(let items) = replaced else {
      return XCTFail("init(original:items:) must keep the case, got \(replaced)")
    }
    XCTAssertEqual(items, [.version])
    guard case .about = SettingsSection(original: .about([]), items: [.version]) else {
      return XCTFail("init(original:items:) must keep the .about case")
    }
  }

  func test_enumSection_canBeTheModelOfASectionModel() {
    let sections: [SectionModel<ConfigViewSection, ConfigItem>] = [
      SectionModel(model: .parameter, items: [.interval(0.5)]),
      SectionModel(model: .playType, items: [.shuffle(true), .shuffle(false)]),
    ]
    XCTAssertEqual(sections.map(\.items.count), [1, 2])
    XCTAssertEqual(sections.map(\.model), [.parameter, .playType])
  }

  func test_animatableEnumSection_diffsAndAppliesItsStages() throws {
    let initial: [AnimatedSection] = [
      .favorites(items: [TestItem(1), TestItem(2)]),
      .others(title: "Others", items: [TestItem(3)]),
    ]
    let final: [AnimatedSection] = [
      .others(title: "Others", items: [TestItem(3), TestItem(1)]),
      .favorites(items: [TestItem(2, 5)]),
    ]
    let (stages, current) = try diffValidatingAndApplyingEachStage(initial, final)
    XCTAssertEqual(current, final)
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.updatedItems, [path(0, 1)])
    XCTAssertEqual(changes.movedSections.count, 1)
    XCTAssertEqual(changes.movedItems.count, 1)
  }

  func test_animatableEnumSection_modelChange_isAnUpdatedSection() throws {
    let initial: [AnimatedSection] = [.others(title: "Old", items: [TestItem(1)])]
    let final: [AnimatedSection] = [.others(title: "New", items: [TestItem(1)])]
    let stages = try Diff.differencesForSectionedView(
      initialSections: initial, finalSections: final)
    XCTAssertEqual(stages.count, 1)
    XCTAssertEqual(stages.first?.updatedSections, [0])
    XCTAssertEqual(try stages.first?.apply(to: initial), final)
  }

  // MARK: - IdentifiableValue and built-in identities

  func test_identifiableValue_isItsOwnIdentity() {
    let value = IdentifiableValue(value: "row")
    XCTAssertEqual(value.value, "row")
    XCTAssertEqual(value.identity, "row")
    XCTAssertEqual(value, IdentifiableValue(value: "row"))
    XCTAssertNotEqual(value, IdentifiableValue(value: "other"))
    XCTAssertEqual(Set([value, IdentifiableValue(value: "row")]).count, 1)
  }

  func test_identifiableValue_descriptions() {
    XCTAssertEqual(IdentifiableValue(value: 42).description, "42")
    XCTAssertEqual(IdentifiableValue(value: 42).debugDescription, "IdentifiableValue(42)")
    XCTAssertEqual(String(describing: IdentifiableValue(value: "a")), "a")
  }

  func test_stringAndIntegers_areTheirOwnIdentity() {
    XCTAssertEqual("abc".identity, "abc")
    XCTAssertEqual(Int(-5).identity, -5)
    XCTAssertEqual(Int8(-8).identity, -8)
    XCTAssertEqual(Int16(16).identity, 16)
    XCTAssertEqual(Int32(32).identity, 32)
    XCTAssertEqual(Int64(64).identity, 64)
    XCTAssertEqual(UInt(1).identity, 1)
    XCTAssertEqual(UInt8(8).identity, 8)
    XCTAssertEqual(UInt16(16).identity, 16)
    XCTAssertEqual(UInt32(32).identity, 32)
    XCTAssertEqual(UInt64.max.identity, .max)
  }

  func test_floatingPoint_isItsOwnIdentity() {
    XCTAssertEqual(Float(1.5).identity, 1.5)
    XCTAssertEqual(Double(-2.25).identity, -2.25)
  }

  func test_builtInIdentities_workAsItemsOfADiff() throws {
    typealias Section = AnimatableSectionModel<String, Double>
    let initial = [Section(model: "a", items: [1, 2, 3])]
    let final = [Section(model: "a", items: [3, 1, 4])]
    let stages = try Diff.differencesForSectionedView(
      initialSections: initial, finalSections: final)
    var current = initial
    for stage in stages { current = try stage.apply(to: current) }
    XCTAssertEqual(current, final)
    let changes = MergedChanges(stages)
    XCTAssertEqual(changes.deletedItems, [path(0, 1)])
    XCTAssertEqual(changes.insertedItems, [path(0, 2)])
    XCTAssertEqual(changes.movedItems.count, 1)
  }

  // MARK: - ItemPath

  func test_itemPath_holdsSectionAndItem() {
    let itemPath = ItemPath(sectionIndex: 2, itemIndex: 5)
    XCTAssertEqual(itemPath.sectionIndex, 2)
    XCTAssertEqual(itemPath.itemIndex, 5)
    XCTAssertEqual(itemPath.debugDescription, "(2, 5)")
  }

  func test_itemPath_isHashableBySectionAndItem() {
    XCTAssertEqual(path(1, 2), path(1, 2))
    XCTAssertNotEqual(path(1, 2), path(2, 1))
    XCTAssertEqual(Set([path(1, 2), path(1, 2), path(2, 1)]).count, 2)
    XCTAssertEqual([path(0, 1): "x"][path(0, 1)], "x")
  }

  func test_itemPath_ordersSectionMajor() {
    XCTAssertLessThan(path(0, 9), path(1, 0))
    XCTAssertLessThan(path(1, 0), path(1, 1))
    XCTAssertFalse(path(1, 1) < path(1, 1))
    XCTAssertEqual(
      [path(2, 0), path(0, 3), path(1, 1), path(0, 1)].sorted(),
      [path(0, 1), path(0, 3), path(1, 1), path(2, 0)])
  }

  // MARK: - Changeset

  func test_changeset_fieldsAreReadable() {
    let changeset = Changeset<TestSection>(
      originalSections: [section(1, [1])], finalSections: [section(1, [2])],
      insertedSections: [1], deletedSections: [2], movedSections: [(from: 3, to: 4)],
      updatedSections: [5], insertedItems: [path(0, 1)], deletedItems: [path(0, 2)],
      movedItems: [(from: path(1, 0), to: path(1, 1))], updatedItems: [path(2, 2)])
    XCTAssertFalse(changeset.reloadData)
    XCTAssertEqual(changeset.originalSections, [section(1, [1])])
    XCTAssertEqual(changeset.finalSections, [section(1, [2])])
    XCTAssertEqual(changeset.insertedSections, [1])
    XCTAssertEqual(changeset.deletedSections, [2])
    XCTAssertEqual(sectionMoves(changeset), [Move(3, 4)])
    XCTAssertEqual(changeset.updatedSections, [5])
    XCTAssertEqual(changeset.insertedItems, [path(0, 1)])
    XCTAssertEqual(changeset.deletedItems, [path(0, 2)])
    XCTAssertEqual(itemMoves(changeset), [Move(path(1, 0), path(1, 1))])
    XCTAssertEqual(changeset.updatedItems, [path(2, 2)])
    XCTAssertFalse(changeset.isEmpty)
  }

  func test_changeset_defaultsAreEmpty() {
    let changeset = Changeset<TestSection>()
    XCTAssertTrue(changeset.isEmpty)
    XCTAssertTrue(changeset.finalSections.isEmpty)
    XCTAssertEqual(changeset.debugDescription, "Changeset(0 sections after)")
  }

  func test_changeset_initialValue_reloadsEverything() throws {
    let sections = [section(1, [1, 2])]
    let changeset = Changeset.initialValue(sections)
    XCTAssertTrue(changeset.reloadData)
    XCTAssertFalse(changeset.isEmpty)
    XCTAssertEqual(changeset.finalSections, sections)
    XCTAssertEqual(changeset.debugDescription, "Changeset(reloadData)")
    XCTAssertNoThrow(try changeset.validate(against: [section(9, [9])]))
    XCTAssertEqual(try changeset.apply(to: [section(9, [9])]), sections)
  }

  func test_changeset_debugDescription_listsEachNonEmptyKindOnItsOwnLine() {
    let changeset = Changeset<TestSection>(
      finalSections: [section(1, []), section(2, [])], insertedSections: [1],
      deletedSections: [0, 2], movedSections: [(from: 1, to: 0)], updatedSections: [3],
      insertedItems: [path(0, 1)], deletedItems: [path(0, 2)],
      movedItems: [(from: path(1, 0), to: path(1, 1))], updatedItems: [path(2, 2)])
    XCTAssertEqual(
      changeset.debugDescription,
      """
      Changeset(2 sections after)
        deletedSections: [0, 2]
        insertedSections: [1]
        movedSections: [1 → 0]
        updatedSections: [3]
        deletedItems: [(0, 2)]
        insertedItems: [(0, 1)]
        movedItems: [(1, 0) → (1, 1)]
        updatedItems: [(2, 2)]
      """)
  }

  func test_changeset_debugDescription_leavesOutEmptyKinds() {
    let changeset = Changeset<TestSection>(
      finalSections: [section(1, [1])], insertedItems: [path(0, 0)])
    XCTAssertEqual(
      changeset.debugDescription, "Changeset(1 sections after)\n  insertedItems: [(0, 0)]")
  }
}
