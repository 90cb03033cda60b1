import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

private final class PlainTileCell: CollectionViewCell {}

private final class ReusableTile: CollectionViewCell, Reusable {}

@MainActor
final class CollectionViewTests: ScreenTestCase {
  // MARK: Registration, counts, reuse

  func test_registeredCellIsDequeuedWithItsIdentifierAndCountsAreShown() async {
    let source = GridSource([[1, 2, 3], [4]])
    let collectionView = makeCollection()
    collectionView.register(PlainTileCell.self, forCellWithReuseIdentifier: "Plain")
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    XCTAssertEqual(collectionView.numberOfSections, 2)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 1)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 7), 0)
    XCTAssertEqual(collectionView.cellForItem(at: item(1, 0))?.reuseIdentifier, "Tile")
    let plain = collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: item(0, 0))
    XCTAssertTrue(plain is PlainTileCell)
    XCTAssertEqual(plain.reuseIdentifier, "Plain")
    XCTAssertEqual(collectionView.render(), "  1\n  2\n  3\n  4")
  }

  func test_reusableCellTypeIsRegisteredAndDequeuedAsItsType() async {
    let collectionView = makeCollection()
    collectionView.register(cellType: ReusableTile.self)
    let cell = collectionView.dequeueReusableCell(for: item(0, 0)) as ReusableTile
    XCTAssertEqual(cell.reuseIdentifier, "ReusableTile")
    XCTAssertEqual(collectionView.numberOfCellsCreated, 1)
  }

  func test_scrollingThroughManyItemsReusesCellsWithinTheWindow() async {
    let source = GridSource([Array(0..<5_000), Array(0..<5_000)])
    let collectionView = makeCollection(visibleRowCount: 10)
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    for offset in stride(from: 0, through: 9_990, by: 3) {
      collectionView.scrollOffset = offset
    }
    XCTAssertLessThanOrEqual(collectionView.numberOfCellsCreated, 12)
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, item(1, 4_999))
    let cell = collectionView.cellForItem(at: item(1, 4_999)) as? TileCell
    XCTAssertEqual(cell?.title.text, "4999")
    XCTAssertGreaterThan(cell?.reuseCount ?? 0, 0)
    XCTAssertNil(collectionView.cellForItem(at: item(0, 0)))
  }

  func test_scrollToItemCenteredVerticallyPutsTheItemInTheMiddle() async {
    let source = GridSource([Array(0..<100)])
    let collectionView = makeCollection(visibleRowCount: 10)
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    collectionView.scrollToItem(at: item(0, 50), at: .centeredVertically, animated: false)
    XCTAssertEqual(collectionView.scrollOffset, 45)
    collectionView.scrollToItem(at: item(0, 50), at: .top, animated: false)
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, item(0, 50))
    collectionView.scrollToItem(at: item(0, 50), at: .bottom, animated: false)
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.last, item(0, 50))
    XCTAssertEqual(collectionView.render().split(separator: "\n").first, "  (41 items above)")
  }

  /// A collection keeps an offset set in code between items, as
  /// UIKit does, and shows the items from the one at that offset.
  func test_anOffsetSetInCodeIsKeptAndTheItemsShownStartAtIt() async {
    let source = GridSource([Array(0..<100)])
    let collectionView = makeCollection(visibleRowCount: 10)
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    let itemHeight = collectionView.contentSize.height / 100

    collectionView.contentOffset = CGPoint(x: 0, y: itemHeight * 3.5)

    XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 0, y: itemHeight * 3.5))
    XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, item(0, 3))
    XCTAssertEqual(collectionView.render().split(separator: "\n").first, "  (3 items above)")
  }

  func test_supplementaryHeaderFromConfigureSupplementaryViewIsRendered() async {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile, configureSupplementaryView: configureHeader)
    let bag = DisposeBag()
    Observable.just([tiles("Odd", [1, 3]), tiles("Even", [2])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(collectionView.render(), "== Odd ==\n  #1\n  #3\n== Even ==\n  #2")
    // Rendering again reuses the header views.
    XCTAssertEqual(collectionView.render(), "== Odd ==\n  #1\n  #3\n== Even ==\n  #2")
  }

  func test_supplementaryFooterIsRenderedAfterTheLastItem() async {
    let collectionView = makeCollection()
    collectionView.register(
      HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Footer")
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile,
      configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
        let view = collectionView.dequeueReusableSupplementaryView(
          ofKind: kind,
          withReuseIdentifier: kind == CollectionView.elementKindSectionFooter
            ? "Footer" : "Header",
          for: indexPath)
        (view as? HeaderView)?.label.text =
          kind == CollectionView.elementKindSectionFooter
          ? "end \(dataSource[indexPath.section].model)" : nil
        return view
      })
    let bag = DisposeBag()
    Observable.just([tiles("A", [1])]).bind(to: collectionView.rx.items(dataSource: dataSource))
      .disposed(by: bag)
    XCTAssertEqual(collectionView.render(), "  #1\n-- end A --")
  }

  func test_emptySectionsAtTheEdgesOfAFullyShownCollectionShowTheirHeaders() async {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile, configureSupplementaryView: configureHeader)
    let bag = DisposeBag()
    Observable.just([tiles("Top", []), tiles("Middle", [1]), tiles("Bottom", [])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertEqual(collectionView.render(), "== Top ==\n== Middle ==\n  #1\n== Bottom ==")
  }

  // MARK: Batch updates

  func test_invalidBatchIsRefusedWithTheItemCountMessageAndTheContentKept() async {
    let source = GridSource([[1, 2, 3]])
    let collectionView = makeCollection()
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    let rendered = collectionView.render()
    source.sections[0].append(4)
    XCTAssertThrowsError(try collectionView.performBatchUpdates {}) { error in
      XCTAssertEqual(
        error as? ChangesetValidationError,
        .invalidItemCount(
          section: 0, before: 3, deleted: 0, inserted: 0, movedOut: 0, movedIn: 0, after: 4))
      XCTAssertTrue(
        "\(error)".hasPrefix("Invalid update: invalid number of items in section 0."))
    }
    XCTAssertEqual(collectionView.render(), rendered)
    XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 3)
    XCTAssertEqual(collectionView.appliedUpdates, [])
  }

  func test_itemOutOfRangeIsRefused() async {
    let source = GridSource([[1, 2, 3]])
    let collectionView = makeCollection()
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    source.sections[0].remove(at: 0)
    XCTAssertThrowsError(
      try collectionView.performBatchUpdates { collectionView.deleteItems(at: [item(0, 3)]) }
    ) { error in
      XCTAssertEqual(
        error as? ChangesetValidationError,
        .itemIndexOutOfRange(
          kind: "deleted item", path: ItemPath(sectionIndex: 0, itemIndex: 3), count: 3))
    }
  }

  func test_validBatchMovesCellsAndRecordsAutomaticAnimations() async throws {
    let source = GridSource([[1, 2, 3]])
    let collectionView = makeCollection()
    collectionView.dataSource = source
    keepAlive(source, while: collectionView)
    let cell1 = collectionView.cellForItem(at: item(0, 0))
    let cell3 = collectionView.cellForItem(at: item(0, 2))
    source.sections[0] = [3, 9, 1]
    try collectionView.performBatchUpdates {
      collectionView.deleteItems(at: [item(0, 1)])
      collectionView.insertItems(at: [item(0, 1)])
      collectionView.moveItem(at: item(0, 2), to: item(0, 0))
    }
    XCTAssertTrue(collectionView.cellForItem(at: item(0, 0)) === cell3)
    XCTAssertTrue(collectionView.cellForItem(at: item(0, 2)) === cell1)
    XCTAssertEqual(collectionView.render(), "  3\n  9\n  1")
    XCTAssertEqual(
      collectionView.appliedUpdates,
      [
        .batch([
          .deleteRows([item(0, 1)], animation: .automatic),
          .insertRows([item(0, 1)], animation: .automatic), .moveRow(item(0, 2), to: item(0, 0)),
        ])
      ])
  }

  // MARK: Data sources

  func test_animatedDataSourceReloadsFirstThenAnimates() async {
    CollectionViewScenarios.animatedDataSourceReloadsFirstThenAnimates()
  }

  func test_animatedDataSourceReloadsWithAWarningOnDuplicateIdentities() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<TileSection>(
      configureCell: configureTile)
    let relay = BehaviorRelay(value: [tiles("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([tiles("A", [1, 1])])
    XCTAssertEqual(recorder.kinds, [.duplicateIdentities])
    XCTAssertEqual(collectionView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(collectionView.render(), "  #1\n  #1")
  }

  func test_animatedDataSourceReloadsWhenDecideViewTransitionSaysSo() async {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<TileSection>(
      decideViewTransition: { _, _, _ in .reload }, configureCell: configureTile)
    let relay = BehaviorRelay(value: [tiles("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    relay.accept([tiles("A", [2])])
    XCTAssertEqual(collectionView.appliedUpdates, [.reloadData, .reloadData])
    XCTAssertEqual(collectionView.render(), "  #2")
  }

  func test_reloadDataSourceModelAtThrowsOnABadIndexPath() async {
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile)
    dataSource.setSections([tiles("A", [1, 2])])
    XCTAssertEqual(
      (try? dataSource.model(at: item(0, 1))) as? IdentifiableValue<Int>, .init(value: 2))
    XCTAssertThrowsError(try dataSource.model(at: item(0, 2))) { error in
      XCTAssertEqual(error as? RxDataSourceError, .outOfBounds(indexPath: item(0, 2)))
    }
    XCTAssertEqual(dataSource[item(0, 0)].value, 1)
  }

  func test_randomSectionChangesAnimateValidlyAndRenderAsAFreshReload() async {
    checkRandomSectionChanges(
      seed: SplitMix64.caseSeed(base: 0xC011EC7, index: 0), steps: 200, scrollRange: 0...30,
      makeView: { makeCollection(visibleRowCount: 9) },
      bind: { sections, collectionView, bag in
        let dataSource = RxCollectionViewSectionedAnimatedDataSource<VersionedSection>(
          configureCell: { _, collectionView, indexPath, value in
            let cell = collectionView.dequeueReusableCell(
              withReuseIdentifier: "Tile", for: indexPath)
            (cell as? TileCell)?.title.text = value.description
            return cell
          })
        sections.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
        return { dataSource.sectionModels }
      })
  }

  // MARK: rx

  func test_itemsCellIdentifierAndClosureFormsShowTheElements() async {
    CollectionViewScenarios.itemsCellIdentifierAndClosureFormsShowTheElements()
  }

  func test_itemSelectedAndModelSelectedFireForATap() async {
    let collectionView = makeCollection()
    var models: [String] = []
    let bag = DisposeBag()
    Observable.just(["a", "b", "c"])
      .bind(to: collectionView.rx.items(cellIdentifier: "Tile", cellType: TileCell.self)) {
        _, element, cell in cell.title.text = element
      }
      .disposed(by: bag)
    let paths = ElementLog(collectionView.rx.itemSelected)
    collectionView.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) })
      .disposed(by: bag)
    collectionView.selectItem(at: item(0, 2))
    XCTAssertEqual(paths.elements, [item(0, 2)])
    XCTAssertEqual(models, ["c"])
    XCTAssertEqual(collectionView.indexPathsForSelectedItems, [item(0, 2)])
    XCTAssertEqual(collectionView.render(), "  a\n  b\n> c")
  }

  func test_moveItemByTheUserNeedsCanMoveAndCallsTheMoveItemClosure() async {
    let collectionView = makeCollection()
    var moves: [String] = []
    var rxMoves: [String] = []
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile,
      moveItem: { dataSource, source, destination in
        moves.append(
          "\(source.item)->\(destination.item) \(dataSource.sectionModels[0].items.map(\.value))")
      },
      canMoveItemAtIndexPath: { dataSource, indexPath in dataSource[indexPath].value != 1 })
    let bag = DisposeBag()
    Observable.just([tiles("A", [1, 2, 3])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    collectionView.rx.itemMoved
      .subscribe(onNext: { rxMoves.append("\($0.sourceIndex.item)->\($0.destinationIndex.item)") })
      .disposed(by: bag)
    collectionView.moveItem(at: item(0, 0), to: item(0, 2))
    XCTAssertEqual(moves, [])
    let cell3 = collectionView.cellForItem(at: item(0, 2))
    collectionView.moveItem(at: item(0, 2), to: item(0, 0))
    XCTAssertEqual(moves, ["2->0 [3, 1, 2]"])
    XCTAssertEqual(rxMoves, ["2->0"])
    XCTAssertEqual(collectionView.render(), "  #3\n  #1\n  #2")
    XCTAssertTrue(collectionView.cellForItem(at: item(0, 0)) === cell3)
    XCTAssertEqual(collectionView.appliedUpdates, [.reloadData])
  }

  /// A drop in a section that does not exist removed the
  /// item from the data source.
  func test_aMoveToAPlaceThatDoesNotExistIsRefusedAndLosesNothing() async {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile, canMoveItemAtIndexPath: { _, _ in true })
    let bag = DisposeBag()
    Observable.just([tiles("A", [1, 2, 3])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let moves = ElementLog(collectionView.rx.itemMoved)

    let warnings = collectingViewWarnings {
      collectionView.moveItem(at: item(0, 0), to: item(1, 0))
      collectionView.moveItem(at: item(0, 0), to: item(0, 3))
    }

    XCTAssertEqual(moves.elements.count, 0)
    XCTAssertEqual(dataSource.sectionModels[0].items.map(\.value), [1, 2, 3])
    XCTAssertEqual(collectionView.render(), "  #1\n  #2\n  #3")
    XCTAssertEqual(
      warnings.map(\.message),
      [
        "moveItem: [1, 0] is not a place for the item at [0, 0]; nothing moved",
        "moveItem: [0, 3] is not a place for the item at [0, 0]; nothing moved",
      ])
  }

  func test_disposingTheBindingDetachesTheDataSource() async {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
      configureCell: configureTile)
    let binding = Observable.just([tiles("A", [1])])
      .bind(to: collectionView.rx.items(dataSource: dataSource))
    XCTAssertTrue(collectionView.dataSource === dataSource)
    binding.dispose()
    XCTAssertNil(collectionView.dataSource)
    XCTAssertEqual(collectionView.render(), "")
  }
}

/// A like counter's reactor, one per tile.
/// A tile bound to a ``CountReactor`` by `cell.reactor = …`, with a like
/// button.
private final class LikeCell: CollectionViewCell, View, Reusable {
  var disposeBag = DisposeBag()
  let title = Label()
  let likeButton = Button(title: "♥")

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(title)
    contentView.addSubview(likeButton)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: CountReactor) {
    reactor.state.map { "\($0.title) \($0.count)" }.bind(to: title.rx.text)
      .disposed(by: disposeBag)
    likeButton.rx.tap.map { CountReactor.Action.increase }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}

@MainActor
private func makeLikeCollection(visibleRowCount: Int = 20) -> CollectionView {
  let collectionView = makeCollection(visibleRowCount: visibleRowCount)
  collectionView.register(cellType: LikeCell.self)
  collectionView.register(
    HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
    withReuseIdentifier: "Footer")
  return collectionView
}

@MainActor
private func makeGrid(_ sections: [[Int]], visibleRowCount: Int = 20) -> CollectionView {
  let source = GridSource(sections)
  let collectionView = makeLikeCollection(visibleRowCount: visibleRowCount)
  collectionView.dataSource = source
  keepAlive(source, while: collectionView)
  return collectionView
}

/// A reload data source showing "#value" tiles, with a header titled by the
/// section and, when `footers`, a footer "end <section>".
@MainActor
private func makeTileDataSource(footers: Bool = false)
  -> RxCollectionViewSectionedReloadDataSource<TileSection>
{
  RxCollectionViewSectionedReloadDataSource<TileSection>(
    configureCell: { _, collectionView, indexPath, value in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
      (cell as? TileCell)?.title.text = "#\(value.value)"
      return cell
    },
    configureSupplementaryView: { dataSource, collectionView, kind, indexPath in
      let isFooter = kind == CollectionView.elementKindSectionFooter
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: isFooter ? "Footer" : "Header", for: indexPath)
      let name = dataSource[indexPath.section].model
      (view as? HeaderView)?.label.text = isFooter ? (footers ? "end \(name)" : nil) : name
      return view
    },
    canMoveItemAtIndexPath: { dataSource, indexPath in dataSource[indexPath].value != 1 })
}

/// Swift Testing versions of the collection screen tests
/// (CollectionViewTests): items, scrolling window, supplementary views,
/// selection and user moves, cells bound to reactors.
@MainActor @Suite(.viewWarningsFailTests) struct CollectionViewSwiftTestingTests {
  @Test func aCollectionShowsTheItemsOfEverySection() {
    let collectionView = makeGrid([[1, 2, 3], [4]])

    #expect(collectionView.render() == "  1\n  2\n  3\n  4")
    #expect(collectionView.numberOfItems(inSection: 1) == 1)
  }

  @Test(arguments: [
    (offset: 0, shown: ["  0", "  1", "  2", "  (7 items below)"]),
    (offset: 4, shown: ["  (4 items above)", "  4", "  5", "  6", "  (3 items below)"]),
    (offset: 7, shown: ["  (7 items above)", "  7", "  8", "  9"]),
  ])
  func scrollingShowsTheVisibleItemsWithCountsAboveAndBelow(offset: Int, shown: [String]) {
    let collectionView = makeGrid([Array(0..<10)], visibleRowCount: 3)

    collectionView.scrollOffset = offset

    #expect(collectionView.render() == shown.joined(separator: "\n"))
  }

  @Test func scrollToItemPlacesTheItemAtTheBottom() {
    let collectionView = makeGrid([Array(0..<100)], visibleRowCount: 10)

    collectionView.scrollToItem(at: item(0, 50), at: .bottom, animated: false)

    let lines = collectionView.render().split(separator: "\n")
    #expect(lines.first == "  (41 items above)")
    #expect(lines.dropLast().last == "  50")
    #expect(lines.last == "  (49 items below)")
  }

  @Test func scrollingThroughManyItemsReusesCellsWithinTheWindow() {
    let collectionView = makeGrid([Array(0..<5_000), Array(0..<5_000)], visibleRowCount: 2)

    for offset in stride(from: 0, through: 9_998, by: 3) { collectionView.scrollOffset = offset }
    collectionView.scrollOffset = 9_998

    #expect(collectionView.numberOfCellsCreated <= 4)
    #expect(collectionView.render() == "  (9998 items above)\n  4998\n  4999")
  }

  @Test func sectionHeadersFromConfigureSupplementaryViewShowAboveTheirItems() {
    let collectionView = makeLikeCollection()
    let bag = DisposeBag()

    Observable.just([tiles("Odd", [1, 3]), tiles("Even", [2])])
      .bind(to: collectionView.rx.items(dataSource: makeTileDataSource())).disposed(by: bag)

    let shown = """
      == Odd ==
        #1
        #3
      == Even ==
        #2
      """
    #expect(collectionView.render() == shown)
    // Rendering again reuses the header views.
    #expect(collectionView.render() == shown)
  }

  @Test func sectionFootersShowAfterTheLastItem() {
    let collectionView = makeLikeCollection()
    let bag = DisposeBag()

    Observable.just([tiles("A", [1]), tiles("B", [2])])
      .bind(to: collectionView.rx.items(dataSource: makeTileDataSource(footers: true)))
      .disposed(by: bag)

    #expect(
      collectionView.render() == """
        == A ==
          #1
        -- end A --
        == B ==
          #2
        -- end B --
        """)
  }

  @Test func emptySectionsAtTheEdgesShowTheirHeaders() {
    let collectionView = makeLikeCollection()
    let bag = DisposeBag()

    Observable.just([tiles("Top", []), tiles("Middle", [1]), tiles("Bottom", [])])
      .bind(to: collectionView.rx.items(dataSource: makeTileDataSource())).disposed(by: bag)

    #expect(collectionView.render() == "== Top ==\n== Middle ==\n  #1\n== Bottom ==")
  }

  @Test(arguments: [0, 1, 2])
  func aSelectedItemIsMarkedAndItsModelReported(index: Int) {
    let collectionView = makeLikeCollection()
    let names = ["a", "b", "c"]
    var models: [String] = []
    let bag = DisposeBag()
    Observable.just(names)
      .bind(to: collectionView.rx.items(cellIdentifier: "Tile", cellType: TileCell.self)) {
        _, element, cell in cell.title.text = element
      }
      .disposed(by: bag)
    collectionView.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) })
      .disposed(by: bag)

    collectionView.selectItem(at: item(0, index))

    #expect(models == [names[index]])
    let expected = names.enumerated().map { ($0.offset == index ? "> " : "  ") + $0.element }
    #expect(collectionView.render() == expected.joined(separator: "\n"))
  }

  @Test func multipleSelectionMarksEverySelectedItemUntilDeselected() {
    let collectionView = makeGrid([[1, 2, 3]])
    collectionView.allowsMultipleSelection = true

    collectionView.selectItem(at: item(0, 0))
    collectionView.selectItem(at: item(0, 2))
    #expect(collectionView.render() == "> 1\n  2\n> 3")
    collectionView.deselectItem(at: item(0, 0), animated: false)

    #expect(collectionView.render() == "  1\n  2\n> 3")
  }

  @Test func aUserMoveShowsTheItemInItsNewPlaceOnlyWhereMovingIsAllowed() {
    let collectionView = makeLikeCollection()
    let dataSource = makeTileDataSource()
    let bag = DisposeBag()
    Observable.just([tiles("A", [1, 2, 3])])
      .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    var moves: [String] = []
    collectionView.rx.itemMoved
      .subscribe(onNext: { moves.append("\($0.sourceIndex.item)->\($0.destinationIndex.item)") })
      .disposed(by: bag)

    collectionView.moveItem(at: item(0, 0), to: item(0, 2))
    #expect(collectionView.render() == "== A ==\n  #1\n  #2\n  #3")
    collectionView.moveItem(at: item(0, 2), to: item(0, 0))

    #expect(collectionView.render() == "== A ==\n  #3\n  #1\n  #2")
    #expect(moves == ["2->0"])
    #expect(dataSource.sectionModels[0].items.map(\.value) == [3, 1, 2])
  }

  @Test func theCellIdentifierAndClosureFormsOfItemsShowTheElements() {
    CollectionViewScenarios.itemsCellIdentifierAndClosureFormsShowTheElements()
  }

  @Test func disposingTheBindingEmptiesTheCollection() {
    let collectionView = makeLikeCollection()
    let binding = Observable.just([tiles("A", [1])])
      .bind(to: collectionView.rx.items(dataSource: makeTileDataSource()))
    #expect(collectionView.render() == "== A ==\n  #1")

    binding.dispose()

    #expect(collectionView.dataSource == nil)
    #expect(collectionView.render() == "")
  }

  @Test func tappingALikeButtonInATileShowsInThatTileOnly() throws {
    let collectionView = makeLikeCollection()
    let reactors = ["Ann", "Bo"].map(CountReactor.init(title:))
    let bag = DisposeBag()
    Observable.just(reactors)
      .bind(to: collectionView.rx.items(cellIdentifier: "LikeCell", cellType: LikeCell.self)) {
        _, reactor, cell in cell.reactor = reactor
      }
      .disposed(by: bag)
    let cell = try #require(collectionView.cellForItem(at: item(0, 1)) as? LikeCell)

    cell.likeButton.tap()
    cell.likeButton.tap()

    #expect(collectionView.render() == "  Ann 0 | [♥]\n  Bo 2 | [♥]")
    #expect(reactors[1].currentState.count == 2)
  }

  @Test func aReusedTileShowsItsNewReactorNotTheOldOne() {
    let collectionView = makeLikeCollection(visibleRowCount: 1)
    let reactors = ["Ann", "Bo", "Cy"].map(CountReactor.init(title:))
    let bag = DisposeBag()
    Observable.just(reactors)
      .bind(to: collectionView.rx.items(cellIdentifier: "LikeCell", cellType: LikeCell.self)) {
        _, reactor, cell in cell.reactor = reactor
      }
      .disposed(by: bag)

    collectionView.scrollOffset = 2
    reactors[0].action.onNext(.increase)
    reactors[2].action.onNext(.increase)

    #expect(collectionView.render() == "  (2 items above)\n  Cy 1 | [♥]")
    #expect(collectionView.numberOfCellsCreated == 1)
  }

  @Test func anAsyncTestSeesTheSectionsSentAfterAnAwait() async {
    let collectionView = makeLikeCollection()
    let relay = BehaviorRelay(value: [tiles("A", [1])])
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: makeTileDataSource())).disposed(by: bag)
    await Task.yield()

    relay.accept([tiles("A", [1, 2]), tiles("B", [3])])

    #expect(collectionView.render() == "== A ==\n  #1\n  #2\n== B ==\n  #3")
  }

  @Test func sectionsSentFromABackgroundThreadShowTheLastOnes() async {
    let collectionView = makeLikeCollection()
    let relay = PublishRelay<[TileSection]>()
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: makeTileDataSource())).disposed(by: bag)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for count in 1...30 { relay.accept([tiles("N", Array(0..<(count % 5)))]) }
        relay.accept([tiles("Last", [7, 8])])
        // Queued after the collection's deliveries of those sections.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(collectionView.render() == "== Last ==\n  #7\n  #8")
  }

  // MARK: Collection data sources

  @Test func aCollectionReloadDataSourceShowsHeadersAndReloadsEveryList() {
    let collectionView = makeCollection()
    let relay = BehaviorRelay(value: [tiles("Odd", [1, 3]), tiles("Even", [2])])
    let bag = DisposeBag()
    relay.bind(
      to: collectionView.rx.items(
        dataSource: RxCollectionViewSectionedReloadDataSource<TileSection>(
          configureCell: configureTile, configureSupplementaryView: configureHeader))
    )
    .disposed(by: bag)
    #expect(collectionView.render() == "== Odd ==\n  #1\n  #3\n== Even ==\n  #2")

    relay.accept([tiles("Odd", [5])])

    #expect(collectionView.render() == "== Odd ==\n  #5")
    #expect(collectionView.appliedUpdates == [.reloadData, .reloadData])
  }

  @Test func aCollectionAnimatedDataSourceReloadsFirstThenAnimatesKeepingCells() {
    CollectionViewScenarios.animatedDataSourceReloadsFirstThenAnimates()
  }

  @Test func aCollectionAnimatedDataSourceReloadsWhenDecideViewTransitionSaysSo() {
    let collectionView = makeCollection()
    let relay = BehaviorRelay(value: [tiles("A", [1])])
    let bag = DisposeBag()
    relay.bind(
      to: collectionView.rx.items(
        dataSource: RxCollectionViewSectionedAnimatedDataSource<TileSection>(
          decideViewTransition: { _, _, _ in .reload }, configureCell: configureTile))
    )
    .disposed(by: bag)

    relay.accept([tiles("A", [2])])

    #expect(collectionView.render() == "  #2")
    #expect(collectionView.appliedUpdates == [.reloadData, .reloadData])
  }

}

/// The scenarios both test frameworks run.
@MainActor
enum CollectionViewScenarios {
  static func itemsCellIdentifierAndClosureFormsShowTheElements() {
    let first = makeCollection()
    let second = makeCollection()
    let bag = DisposeBag()
    Observable.just(["a", "b"])
      .bind(to: first.rx.items(cellIdentifier: "Tile", cellType: TileCell.self)) {
        index, element, cell in cell.title.text = "\(index)\(element)"
      }
      .disposed(by: bag)
    Observable.just([7, 8])
      .bind(to: second.rx.items) { collectionView, index, element in
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: "Tile", for: item(0, index))
        (cell as? TileCell)?.title.text = "\(element * 2)"
        return cell
      }
      .disposed(by: bag)
    expectEqual(first.render(), "  0a\n  1b")
    expectEqual(second.render(), "  14\n  16")
  }

  static func animatedDataSourceReloadsFirstThenAnimates() {
    let collectionView = makeCollection()
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<TileSection>(
      animationConfiguration: .init(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
      configureCell: configureTile, configureSupplementaryView: configureHeader)
    let relay = BehaviorRelay(value: [tiles("A", [1, 2])])
    let bag = DisposeBag()
    relay.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
    expectEqual(collectionView.appliedUpdates, [.reloadData])
    let cell2 = collectionView.cellForItem(at: item(0, 1))
    expectNotNil(cell2)
    relay.accept([tiles("A", [2, 5])])
    expectEqual(
      collectionView.appliedUpdates,
      [
        .reloadData, .batch([.deleteRows([item(0, 0)], animation: .automatic)]),
        .batch([.insertRows([item(0, 1)], animation: .automatic)]),
      ])
    expectTrue(collectionView.cellForItem(at: item(0, 0)) === cell2)
    expectEqual(collectionView.render(), "== A ==\n  #2\n  #5")
    expectEqual(dataSource.sectionModels[0].items.map(\.value), [2, 5])
  }
}
