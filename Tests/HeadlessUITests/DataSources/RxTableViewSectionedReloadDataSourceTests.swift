import Dispatch
import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class RxTableViewSectionedReloadDataSourceTests: ScreenTestCase {
  func test_configureCellReceivesTheDataSourceTableIndexPathAndItem() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    var calls: [String] = []
    let dataSource = RxTableViewSectionedReloadDataSource<LetterSection>(configureCell: {
      dataSource, table, indexPath, item in
      XCTAssertTrue(table === tableView)
      calls.append(
        "\(indexPath.section).\(indexPath.row)=\(item) of \(dataSource[indexPath.section].model)")
      return TableViewCell()
    })
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(
      calls,
      [
        "0.0=a of Vowels", "0.1=e of Vowels", "1.0=b of Consonants", "1.1=c of Consonants",
        "1.2=d of Consonants",
      ])
  }

  func test_everyListReloadsTheTable() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    let relay = BehaviorRelay(value: letters)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([LetterSection(model: "Only", items: ["z"])])
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(tableView.render(), "  z")
    XCTAssertEqual(dataSource.sectionModels.map(\.model), ["Only"])
  }

  func test_headerAndFooterClosuresAreRenderedAndCanBeSetLater() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.titleForHeaderInSection = { dataSource, section in dataSource[section].model }
    dataSource.titleForFooterInSection = { dataSource, section in
      "\(dataSource.sectionModels[section].items.count) letters"
    }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(
      tableView.render(),
      "== Vowels ==\n  a\n  e\n-- 2 letters --\n== Consonants ==\n  b\n  c\n  d\n-- 3 letters --")
  }

  func test_canEditRowAtIndexPathDecidesWhichRowsTheUserCanDelete() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.canEditRowAtIndexPath = { dataSource, indexPath in dataSource[indexPath] != "a" }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let deleted = ElementLog(tableView.rx.itemDeleted)
    tableView.commitDelete(at: path(0, 0))
    tableView.commitDelete(at: path(0, 1))
    XCTAssertEqual(deleted.elements, [path(0, 1)])
  }

  func test_rowsAreNotEditableByDefault() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let deleted = ElementLog(tableView.rx.itemDeleted)
    tableView.commitDelete(at: path(1, 0))
    XCTAssertEqual(deleted.elements, [])
    XCTAssertFalse(dataSource.tableView(tableView, canEditRowAt: path(1, 0)))
    XCTAssertFalse(dataSource.tableView(tableView, canMoveRowAt: path(1, 0)))
  }

  func test_canMoveRowAtIndexPathAllowsTheUserToMoveRowsAndUpdatesTheSections() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, indexPath in indexPath.section == 1 }
    var moves: [String] = []
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    tableView.rx.itemMoved
      .subscribe(onNext: { moves.append("\($0.sourceIndex.row)->\($0.destinationIndex.row)") })
      .disposed(by: bag)
    tableView.moveRow(at: path(0, 0), to: path(0, 1))
    XCTAssertEqual(moves, [])
    tableView.moveRow(at: path(1, 0), to: path(1, 2))
    XCTAssertEqual(moves, ["0->2"])
    XCTAssertEqual(dataSource.sectionModels[1].items, ["c", "d", "b"])
    XCTAssertEqual(tableView.render(), "  a\n  e\n  c\n  d\n  b")
    // The user's drag is not an animation: nothing recorded.
    XCTAssertEqual(tableView.appliedUpdates, [.reloadData])
  }

  /// A drop in a section that does not exist removed the
  /// item from the data source and reported a move to [0, 99].
  func test_aMoveToAPlaceThatDoesNotExistIsRefusedAndLosesNothing() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let moves = ElementLog(tableView.rx.itemMoved)
    let before = tableView.render()

    let warnings = collectingViewWarnings {
      for destination in [path(2, 0), path(0, 99), path(1, 3), path(0, -1), IndexPath(index: 0)] {
        tableView.moveRow(at: path(1, 0), to: destination)
      }
    }

    XCTAssertEqual(moves.elements.count, 0)
    XCTAssertEqual(dataSource.sectionModels.map(\.items), letters.map(\.items))
    XCTAssertEqual(tableView.render(), before)
    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .indexPathOutOfRange, count: 5))
    XCTAssertEqual(
      warnings.first?.message,
      "moveRow: [2, 0] is not a place for the row at [1, 0]; nothing moved")
    // The last place of a section: after its last row (another section), at
    // its last row (its own).
    tableView.moveRow(at: path(1, 0), to: path(0, 2))
    tableView.moveRow(at: path(1, 0), to: path(1, 1))
    XCTAssertEqual(dataSource.sectionModels.map(\.items), [["a", "e", "b"], ["d", "c"]])
    XCTAssertEqual(tableView.render(), "  a\n  e\n  b\n  d\n  c")
  }

  func test_sectionIndexTitlesAreRenderedAndMappedToSections() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.sectionIndexTitles = { dataSource in
      dataSource.sectionModels.map { String($0.model.prefix(1)) }
    }
    dataSource.sectionForSectionIndexTitle = { dataSource, title, _ in
      dataSource.sectionModels.firstIndex { $0.model.hasPrefix(title) } ?? 0
    }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  a\n  e\n  b\n  c\n  d\nindex: V C")
    XCTAssertEqual(dataSource.tableView(tableView, sectionForSectionIndexTitle: "C", at: 0), 1)
  }

  func test_defaultSectionForSectionIndexTitleIsTheTitlesIndex() async {
    let dataSource = makeLetterDataSource()
    XCTAssertEqual(
      dataSource.tableView(
        makeCellTable(visibleRowCount: 20), sectionForSectionIndexTitle: "X", at: 3), 3)
    XCTAssertNil(dataSource.sectionIndexTitles(for: makeCellTable(visibleRowCount: 20)))
  }

  func test_subscriptReadsAndReplacesItemsAndSections() async {
    let dataSource = makeLetterDataSource()
    dataSource.setSections(letters)
    XCTAssertEqual(dataSource[path(1, 2)], "d")
    XCTAssertEqual(dataSource[1].model, "Consonants")
    dataSource[path(1, 2)] = "D"
    XCTAssertEqual(dataSource.sectionModels[1].items, ["b", "c", "D"])
    XCTAssertEqual(dataSource.sectionModels[1].model, "Consonants")
  }

  func test_modelAtReturnsTheItemAndThrowsOnABadIndexPath() async throws {
    let dataSource = makeLetterDataSource()
    dataSource.setSections(letters)
    XCTAssertEqual(try dataSource.model(at: path(0, 1)) as? String, "e")
    for bad in [path(0, 2), path(2, 0), path(-1, 0), IndexPath(index: 0)] {
      XCTAssertThrowsError(try dataSource.model(at: bad)) { error in
        XCTAssertEqual(error as? RxDataSourceError, .outOfBounds(indexPath: bad))
      }
    }
    XCTAssertEqual(
      RxDataSourceError.outOfBounds(indexPath: path(0, 2)).description,
      "No item at section 0, row 2 of the data source.")
  }

  func test_closureTypealiasesCanBeStoredAndPassed() async {
    typealias DataSource = RxTableViewSectionedReloadDataSource<LetterSection>
    let configureCell: DataSource.ConfigureCell = { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item.uppercased()
      return cell
    }
    let header: DataSource.TitleForHeaderInSection = { dataSource, section in
      dataSource[section].model
    }
    let canEdit: DataSource.CanEditRowAtIndexPath = { _, _ in true }
    let dataSource = DataSource(
      configureCell: configureCell, titleForHeaderInSection: header, canEditRowAtIndexPath: canEdit)
    let tableView = makeCellTable(visibleRowCount: 20)
    let bag = DisposeBag()
    Observable.just([letters[0]]).bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "== Vowels ==\n  A\n  E")
    XCTAssertTrue(dataSource.tableView(tableView, canEditRowAt: path(0, 0)))
  }

  func test_dataSourceCanBeAssignedDirectlyAndReloadsOnAssignment() async {
    let tableView = makeCellTable(visibleRowCount: 20)
    let dataSource = makeLetterDataSource()
    dataSource.setSections(letters)
    tableView.dataSource = dataSource
    keepAlive(dataSource, while: tableView)
    XCTAssertEqual(tableView.numberOfSections, 2)
    XCTAssertEqual(tableView.numberOfRows(inSection: 1), 3)
    XCTAssertEqual(tableView.render(), "  a\n  e\n  b\n  c\n  d")
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct RxTableViewSectionedReloadDataSourceSwiftTestingTests {
  // MARK: Reload data sources

  @Test func everyListReloadsATableBoundToAReloadDataSource() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeLetterDataSource()
    let relay = BehaviorRelay(value: letters)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    #expect(tableView.render() == "  a\n  e\n  b\n  c\n  d")

    relay.accept([LetterSection(model: "Only", items: ["z"])])

    #expect(tableView.render() == "  z")
    #expect(tableView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test func headerFooterAndIndexClosuresShowAroundTheRows() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeLetterDataSource()
    dataSource.titleForHeaderInSection = { dataSource, section in dataSource[section].model }
    dataSource.titleForFooterInSection = { dataSource, section in
      "\(dataSource.sectionModels[section].items.count) letters"
    }
    dataSource.sectionIndexTitles = { dataSource in
      dataSource.sectionModels.map { String($0.model.prefix(1)) }
    }
    let bag = DisposeBag()

    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    #expect(
      tableView.render() == """
        == Vowels ==
          a
          e
        -- 2 letters --
        == Consonants ==
          b
          c
          d
        -- 3 letters --
        index: V C
        """)
  }

  @Test func deletingShowsOnlyForRowsCanEditAllows() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeLetterDataSource()
    dataSource.canEditRowAtIndexPath = { dataSource, indexPath in dataSource[indexPath] != "a" }
    let relay = BehaviorRelay(value: letters)
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    tableView.rx.itemDeleted
      .subscribe(onNext: { indexPath in
        var sections = relay.value
        sections[indexPath.section].items.remove(at: indexPath.row)
        relay.accept(sections)
      })
      .disposed(by: bag)

    tableView.commitDelete(at: path(0, 0))
    tableView.commitDelete(at: path(0, 1))
    tableView.commitDelete(at: path(1, 0))

    #expect(tableView.render() == "  a\n  c\n  d")
  }

  @Test func rowsAreNotEditableByDefault() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: makeLetterDataSource()))
      .disposed(by: bag)
    let deleted = ElementLog(tableView.rx.itemDeleted)

    tableView.commitDelete(at: path(1, 0))

    #expect(deleted.elements.isEmpty)
    #expect(tableView.render() == "  a\n  e\n  b\n  c\n  d")
  }

  @Test func aUserMoveWhereCanMoveAllowsUpdatesTheSectionsWithoutAnAnimation() {
    let tableView = makeCellTable(visibleRowCount: 50)
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, indexPath in indexPath.section == 1 }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    tableView.moveRow(at: path(0, 0), to: path(0, 1))
    tableView.moveRow(at: path(1, 0), to: path(1, 2))

    #expect(tableView.render() == "  a\n  e\n  c\n  d\n  b")
    #expect(dataSource.sectionModels[1].items == ["c", "d", "b"])
    // The user's drag is not an animation: nothing recorded.
    #expect(tableView.appliedUpdates == [.reloadData])
  }

  @Test func aBadIndexPathThrowsOutOfBounds() throws {
    let dataSource = makeLetterDataSource()
    dataSource.setSections(letters)

    #expect(try dataSource.model(at: path(0, 1)) as? String == "e")
    #expect(throws: RxDataSourceError.outOfBounds(indexPath: path(0, 2))) {
      try dataSource.model(at: path(0, 2))
    }
  }
}
