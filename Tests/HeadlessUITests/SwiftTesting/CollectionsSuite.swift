import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import Testing

/// A like counter's reactor, one per tile.
private final class LikeReactor: Reactor {
  enum Action { case like }
  struct State {
    var name: String
    var likes = 0
  }
  let initialState: State
  init(name: String) { initialState = State(name: name) }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.likes += 1
    return state
  }
}

/// A tile bound to a ``LikeReactor`` by `cell.reactor = …`, with a like
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

  func bind(reactor: LikeReactor) {
    reactor.state.map { "\($0.name) \($0.likes)" }.bind(to: title.rx.text)
      .disposed(by: disposeBag)
    likeButton.rx.tap.map { LikeReactor.Action.like }.bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}

@MainActor
private func makeLikeCollection(visibleRowCount: Int = 20) -> CollectionView {
  let collectionView = CollectionView(
    frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
  collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
  collectionView.register(cellType: LikeCell.self)
  collectionView.register(
    HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  collectionView.register(
    HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
    withReuseIdentifier: "Footer")
  collectionView.visibleRowCount = visibleRowCount
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
@MainActor @Suite(.viewWarningsFailTests) struct CollectionsSuite {
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
    let first = makeLikeCollection()
    let second = makeLikeCollection()
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

    #expect(first.render() == "  0a\n  1b")
    #expect(second.render() == "  14\n  16")
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
    let reactors = ["Ann", "Bo"].map(LikeReactor.init(name:))
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
    #expect(reactors[1].currentState.likes == 2)
  }

  @Test func aReusedTileShowsItsNewReactorNotTheOldOne() {
    let collectionView = makeLikeCollection(visibleRowCount: 1)
    let reactors = ["Ann", "Bo", "Cy"].map(LikeReactor.init(name:))
    let bag = DisposeBag()
    Observable.just(reactors)
      .bind(to: collectionView.rx.items(cellIdentifier: "LikeCell", cellType: LikeCell.self)) {
        _, reactor, cell in cell.reactor = reactor
      }
      .disposed(by: bag)

    collectionView.scrollOffset = 2
    reactors[0].action.onNext(.like)
    reactors[2].action.onNext(.like)

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
}
