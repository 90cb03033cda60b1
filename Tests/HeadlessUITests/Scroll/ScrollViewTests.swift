import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import TestSupport
import Testing
import XCTest

/// Records the scroll delegate calls a table makes.
@MainActor
private final class ScrollRecordingDelegate: TableViewDelegate {
  var log: [String] = []
  func scrollViewDidScroll(_ scrollView: ScrollView) {
    log.append("didScroll \(scrollView.contentOffset.y)")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBegin") }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    log.append("didEnd \(decelerate)")
  }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log.append("stopped") }
}

@MainActor
final class ScrollViewTests: ScreenTestCase {
  private func scrollView() -> ScrollView {
    let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    view.contentSize = CGSize(width: 320, height: 1_000)
    return view
  }

  private func table(rows: Int) -> (TableView, BehaviorRelay<[String]>, DisposeBag) {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let items = BehaviorRelay(value: (0..<rows).map { "row \($0)" })
    let bag = DisposeBag()
    bindTexts(items, to: tableView, bag: bag)
    return (tableView, items, bag)
  }

  func test_settingTheOffsetScrollsAndRxContentOffsetEmitsIt() async {
    let view = scrollView()
    let bag = DisposeBag()
    var offsets: [CGFloat] = []
    view.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
    let scrolls = EventCount(view.rx.didScroll)

    view.contentOffset = CGPoint(x: 0, y: 120)
    view.setContentOffset(CGPoint(x: 0, y: 120), animated: true)
    view.setContentOffset(CGPoint(x: 0, y: 30), animated: false)

    XCTAssertEqual(offsets, [0, 120, 30])
    XCTAssertEqual(scrolls.value, 2)
  }

  func test_bindingRxContentOffsetScrolls() async {
    let view = scrollView()
    let bag = DisposeBag()
    Observable.just(CGPoint(x: 0, y: 250)).bind(to: view.rx.contentOffset).disposed(by: bag)
    XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 250))
  }

  func test_aDragIsClampedToTheContentAndReportsItsPhasesInOrder() async {
    let view = scrollView()
    let bag = DisposeBag()
    var log: [String] = []
    view.rx.willBeginDragging.subscribe(onNext: { log.append("willBegin") }).disposed(by: bag)
    view.rx.didScroll.subscribe(onNext: { log.append("scroll \(view.contentOffset.y)") })
      .disposed(by: bag)
    view.rx.didEndDragging.subscribe(onNext: { log.append("didEnd \($0)") }).disposed(by: bag)
    view.rx.didEndDecelerating.subscribe(onNext: { log.append("stopped") }).disposed(by: bag)

    view.scroll(to: CGPoint(x: 0, y: 5_000))
    view.scroll(by: -100)
    view.scroll(to: CGPoint(x: 0, y: -50))

    XCTAssertEqual(
      log,
      [
        "willBegin", "scroll 600.0", "didEnd true", "stopped",
        "willBegin", "scroll 500.0", "didEnd true", "stopped",
        "willBegin", "scroll 0.0", "didEnd true", "stopped",
      ])
    XCTAssertEqual(view.maximumContentOffset, CGPoint(x: 0, y: 600))
  }

  func test_aScrollViewThatCannotScrollOrIsHiddenIgnoresDrags() async {
    let view = scrollView()
    view.isScrollEnabled = false
    view.scrollToBottom()
    XCTAssertEqual(view.contentOffset.y, 0)
    view.isScrollEnabled = true
    view.isHidden = true
    view.scrollToBottom()
    XCTAssertEqual(view.contentOffset.y, 0)
  }

  func test_aTableMeasuresItsRowsInRowHeights() async {
    let (tableView, _, bag) = table(rows: 100)
    withExtendedLifetime(bag) {
      XCTAssertEqual(tableView.contentSize.height, 4_400)
      XCTAssertEqual(tableView.visibleSize.height, 440)
      tableView.rowHeight = 60
      XCTAssertEqual(tableView.contentSize.height, 6_000)

      tableView.contentOffset = CGPoint(x: 0, y: 610)
      XCTAssertEqual(tableView.scrollOffset, 10)
      XCTAssertEqual(tableView.contentOffset.y, 610, "kept as set, not snapped to a row")
      XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, path(0, 10))
    }
  }

  func test_everyChangeOfATablesFirstRowIsAScrollToItsDelegateAndRx() async {
    let (tableView, items, bag) = table(rows: 30)
    let delegate = ScrollRecordingDelegate()
    tableView.delegate = delegate
    var offsets: [CGFloat] = []
    tableView.rx.contentOffset.skip(1).subscribe(onNext: { offsets.append($0.y) })
      .disposed(by: bag)

    tableView.scrollOffset = 5
    tableView.scrollToRow(at: path(0, 29), at: .bottom, animated: false)
    items.accept(Array(items.value.prefix(12)))  // the visible rows can no longer start at row 20
    tableView.scrollOffset = 2  // already there: no scroll
    tableView.scrollOffset = 0

    XCTAssertEqual(offsets, [220, 880, 88, 0])
    XCTAssertEqual(
      delegate.log, ["didScroll 220.0", "didScroll 880.0", "didScroll 88.0", "didScroll 0.0"])
  }

  func test_scrollingATableToTheBottomPagesInMoreRows() async {
    let (tableView, items, bag) = table(rows: 20)
    var pagesLoaded = 0
    tableView.rx.reachedBottom(offset: 44)
      .subscribe(onNext: {
        pagesLoaded += 1
        let count = items.value.count
        items.accept(items.value + (count..<count + 20).map { "row \($0)" })
      })
      .disposed(by: bag)

    tableView.scroll(by: 44)
    XCTAssertEqual(pagesLoaded, 0)
    tableView.scrollToBottom()
    XCTAssertEqual(pagesLoaded, 1)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 40)
    tableView.scrollToBottom()
    XCTAssertEqual(pagesLoaded, 2)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 60)
    XCTAssertTrue(tableView.render().contains("row 39"))
  }

  func test_aCollectionMeasuresItemsInItsFlowLayoutsItemHeight() async {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Observable.just(Array(0..<25))
      .bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: CollectionViewCell.self))
    {
      _, _, _ in
    }
      .disposed(by: bag)
    XCTAssertEqual(collectionView.contentSize.height, 2_000)
    collectionView.scrollToBottom()
    XCTAssertEqual(collectionView.scrollOffset, 15)
    XCTAssertEqual(collectionView.contentOffset.y, 1_200)
  }

  /// UIKit keeps any finite offset set in code, between rows,
  /// above the top or past the end; the rows shown start at the row at
  /// that offset (clamped to the rows there are), and `rx.contentOffset`
  /// emits each offset set.
  func test_aTableKeepsAnyFiniteOffsetSetInCodeAndShowsTheRowAtIt() async {
    let (tableView, _, bag) = table(rows: 30)
    var offsets: [CGFloat] = []
    tableView.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)

    tableView.contentOffset = CGPoint(x: 0, y: 120)
    XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 120))
    XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, path(0, 2))
    tableView.contentOffset = CGPoint(x: 0, y: 130)  // the same first row, another offset
    XCTAssertEqual(tableView.bounds.origin, CGPoint(x: 0, y: 130))
    tableView.contentOffset = CGPoint(x: 0, y: -40)
    XCTAssertEqual(tableView.contentOffset.y, -40)
    XCTAssertEqual(tableView.scrollOffset, 0)
    tableView.contentOffset = CGPoint(x: 0, y: 5_000)
    XCTAssertEqual(tableView.contentOffset.y, 5_000)
    XCTAssertEqual(tableView.scrollOffset, 20)
    XCTAssertTrue(tableView.render().contains("row 29"))
    tableView.contentOffset = CGPoint(x: 0, y: 5_000)  // the same offset: no scroll

    XCTAssertEqual(offsets, [0, 120, 130, -40, 5_000])
  }

  func test_anEmptyTableKeepsItsOffsetAndTheRowsThatArriveFollowIt() async {
    let (tableView, items, bag) = table(rows: 0)

    tableView.contentOffset = CGPoint(x: 0, y: 120)
    XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 120))
    items.accept((0..<30).map { "row \($0)" })

    XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 120))
    XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, path(0, 2))
    // A new row height moves the rows under the kept offset.
    tableView.contentOffset = CGPoint(x: 0, y: 200)
    XCTAssertEqual(tableView.scrollOffset, 4)
    tableView.rowHeight = 100
    XCTAssertEqual(tableView.contentOffset.y, 200)
    XCTAssertEqual(tableView.indexPathsForVisibleRows?.first, path(0, 2))
    // A row shown already is not scrolled to; another row's top becomes the
    // offset, as in UIKit.
    tableView.scrollToRow(at: path(0, 4), at: .none, animated: false)
    XCTAssertEqual(tableView.contentOffset.y, 200)
    tableView.scrollToRow(at: path(0, 5), at: .top, animated: false)
    XCTAssertEqual(tableView.contentOffset.y, 500)
    withExtendedLifetime(bag) {}
  }

  func test_pullToRefreshStartsRefreshingAndRendersUntilEnded() async {
    let (tableView, _, bag) = table(rows: 2)
    let refreshControl = RefreshControl()
    tableView.refreshControl = refreshControl
    var pulls = 0
    refreshControl.rx.controlEvent(.valueChanged).subscribe(onNext: { pulls += 1 })
      .disposed(by: bag)
    let finished = PublishRelay<Bool>()
    finished.bind(to: refreshControl.rx.isRefreshing).disposed(by: bag)

    refreshControl.pullToRefresh()
    refreshControl.pullToRefresh()  // already refreshing: no second pull

    XCTAssertTrue(refreshControl.isRefreshing)
    XCTAssertEqual(pulls, 1)
    XCTAssertEqual(tableView.render(), "(refreshing)\n  row 0\n  row 1")
    finished.accept(false)
    XCTAssertFalse(refreshControl.isRefreshing)
    XCTAssertEqual(tableView.render(), "  row 0\n  row 1")
  }

  func test_aRefreshControlIgnoresPullsWhenDisabledOrDetached() async {
    let refreshControl = RefreshControl()
    refreshControl.pullToRefresh()
    XCTAssertFalse(refreshControl.isRefreshing)

    let view = scrollView()
    view.refreshControl = refreshControl
    refreshControl.isEnabled = false
    refreshControl.pullToRefresh()
    XCTAssertFalse(refreshControl.isRefreshing)

    refreshControl.isEnabled = true
    refreshControl.attributedTitle = NSAttributedString(string: "Loading")
    refreshControl.pullToRefresh()
    XCTAssertEqual(view.render(), "(refreshing: Loading)")
    view.refreshControl = nil
    refreshControl.endRefreshing()
    refreshControl.pullToRefresh()
    XCTAssertFalse(refreshControl.isRefreshing)
  }

  func test_aNonFiniteContentOffsetIsRefusedAndTheOffsetKept() async {
    let view = scrollView()
    view.contentOffset = CGPoint(x: 0, y: 120)
    let (tableView, _, bag) = table(rows: 30)
    tableView.contentOffset = CGPoint(x: 0, y: 220)
    var scrolls = 0
    view.rx.didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)
    tableView.rx.didScroll.subscribe(onNext: { scrolls += 1 }).disposed(by: bag)

    let warnings = collectingViewWarnings {
      view.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      view.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: true)
      view.bounds.origin = CGPoint(x: 0, y: -CGFloat.infinity)
      tableView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
      tableView.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    }

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .invalidValue, count: 5))
    XCTAssertEqual(
      warnings.first?.message.hasPrefix(
        "ScrollView.contentOffset = (0.0, nan) was refused: not a finite number; it stays"),
      true, warnings.first?.message ?? "no warning")
    XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 120))
    XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 220))
    XCTAssertEqual(tableView.scrollOffset, 5)
    XCTAssertEqual(scrolls, 0)
  }

  func test_aHugeFiniteOffsetIsKeptAndShowsATablesLastRows() async {
    let view = scrollView()
    view.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
    XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))

    let (tableView, _, bag) = table(rows: 30)
    withExtendedLifetime(bag) {
      tableView.contentOffset = CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude)
      XCTAssertEqual(tableView.scrollOffset, 20)
      XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude))
      XCTAssertTrue(tableView.render().contains("row 29"))
      tableView.contentOffset = CGPoint(x: 0, y: -CGFloat.greatestFiniteMagnitude)
      XCTAssertEqual(tableView.scrollOffset, 0)

      // A row height so small that the row count overflows an Int.
      tableView.rowHeight = .leastNonzeroMagnitude
      tableView.contentOffset = CGPoint(x: 0, y: 1)
      XCTAssertEqual(tableView.scrollOffset, 20)
    }
  }

  func test_aNaNOrInfiniteRowHeightIsRefusedAndOffsetsStayFinite() async {
    let (tableView, _, bag) = table(rows: 30)
    tableView.rowHeight = 60
    tableView.contentOffset = CGPoint(x: 0, y: 120)

    let warnings = collectingViewWarnings {
      tableView.rowHeight = .infinity
      tableView.rowHeight = .nan
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue])
    XCTAssertEqual(
      warnings.first?.message,
      "TableView.rowHeight = inf was refused: not a finite number; it stays 60.0")
    XCTAssertEqual(tableView.rowHeight, 60)
    XCTAssertEqual(tableView.contentOffset, CGPoint(x: 0, y: 120))

    // A flow layout is not a view: an item height that is not a finite
    // positive number counts as the default.
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 80, height: CGFloat.infinity)
    let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    Observable.just(Array(0..<25))
      .bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: CollectionViewCell.self))
    {
      _, _, _ in
    }
      .disposed(by: bag)
    collectionView.scrollToBottom()
    XCTAssertEqual(collectionView.contentOffset.y, 750)
    XCTAssertEqual(collectionView.contentSize.height, 1_250)
  }

  func test_aNaNDragIsRefusedAndAnInfiniteOneStopsAtTheEdge() async {
    let view = scrollView()
    view.contentOffset = CGPoint(x: 0, y: 200)
    var log: [String] = []
    let bag = DisposeBag()
    view.rx.willBeginDragging.subscribe(onNext: { log.append("willBegin") }).disposed(by: bag)

    let warnings = collectingViewWarnings {
      view.scroll(to: CGPoint(x: 0, y: CGFloat.nan))
      view.scroll(by: CGFloat.nan)
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue])
    XCTAssertEqual(view.contentOffset.y, 200)
    XCTAssertEqual(log, [])
    view.scroll(by: CGFloat.infinity)
    XCTAssertEqual(view.contentOffset.y, 600)
    view.scroll(to: CGPoint(x: 0, y: -CGFloat.infinity))
    XCTAssertEqual(view.contentOffset.y, 0)
  }

  func test_aScrollMadeOffTheMainThreadReachesRxOnTheMainActorInsteadOfTrapping() async {
    let view = scrollView()
    var offsets: [CGFloat] = []
    let bag = DisposeBag()
    view.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
    let arrivals = EventCount(view.rx.reachedBottom())
    let requests = PublishSubject<CGFloat>()
    // The mistake `.offMainThread` reports: a closure formed on the main
    // actor that runs on the thread `requests` emits on.
    requests.subscribe(onNext: { y in view.contentOffset = CGPoint(x: 0, y: y) })
      .disposed(by: bag)
    let send = ScreensLockedBox(requests)

    let warnings = collectingViewWarnings {
      sendFromAnotherThread { send.withLock { $0.onNext(600) } }
    }
    XCTAssertEqual(offsets, [0], "read on the main actor, not on the scrolling thread")
    await drainMainQueue()

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread])
    XCTAssertEqual(offsets, [0, 600])
    XCTAssertEqual(arrivals.value, 1)
  }
}

@MainActor
final class ScrollViewBoundsTests: ScreenTestCase {
  func test_aTablesFrameShowsItsVisibleRowsAndItsBoundsItsOffset() async {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.visibleRowCount = 5
    let bag = DisposeBag()
    bindTexts(Observable.just((0..<20).map { "row \($0)" }), to: tableView, bag: bag)

    XCTAssertEqual(tableView.frame, CGRect(x: 0, y: 0, width: 320, height: 220))
    tableView.scrollToBottom()
    XCTAssertEqual(tableView.bounds, CGRect(x: 0, y: 660, width: 320, height: 220))
  }

  func test_settingABoundsOriginScrolls() async {
    let view = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.contentSize = CGSize(width: 100, height: 500)
    view.bounds = CGRect(x: 0, y: 120, width: 100, height: 100)
    XCTAssertEqual(view.contentOffset.y, 120)
    XCTAssertEqual(view.frame.size, CGSize(width: 100, height: 100))
  }
}

/// A feed's logic: pages of 20 rows, the next page on reaching the bottom,
/// the first page again on a pull to refresh.
private final class FeedReactor: Reactor {
  enum Action {
    case loadNextPage
    case refresh
    case refreshed
  }

  struct State {
    var rows: [String] = (0..<20).map { "post \($0)" }
    var isRefreshing = false
  }

  let initialState = State()

  func mutate(action: Action) -> Observable<Action> {
    switch action {
    case .refresh: Observable.of(.refresh, .refreshed)
    default: .just(action)
    }
  }

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .loadNextPage:
      let count = state.rows.count
      state.rows += (count..<count + 20).map { "post \($0)" }
    case .refresh:
      state.isRefreshing = true
    case .refreshed:
      state.rows = Array(state.rows.prefix(20))
      state.isRefreshing = false
    }
    return state
  }
}

/// A feed screen: a table paged by `rx.reachedBottom` and refreshed by its
/// refresh control, bound as an RxCocoa port binds them.
@MainActor
private final class FeedScreen {
  let tableView = TableView()
  let refreshControl = RefreshControl()
  let reactor = FeedReactor()
  let bag = DisposeBag()
  var refreshesShown: [Bool] = []

  init() {
    tableView.visibleRowCount = 5
    tableView.refreshControl = refreshControl
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Post")

    tableView.rx.reachedBottom(offset: 44).map { FeedReactor.Action.loadNextPage }
      .bind(to: reactor.action).disposed(by: bag)
    refreshControl.rx.controlEvent(.valueChanged).map { FeedReactor.Action.refresh }
      .bind(to: reactor.action).disposed(by: bag)

    reactor.state.map(\.rows)
      .bind(to: tableView.rx.items(cellIdentifier: "Post", cellType: TableViewCell.self)) {
        _, row, cell in cell.textLabel?.text = row
      }
      .disposed(by: bag)
    reactor.state.map(\.isRefreshing).distinctUntilChanged()
      .do(onNext: { [unowned self] in refreshesShown.append($0) })
      .bind(to: refreshControl.rx.isRefreshing).disposed(by: bag)
  }
}

/// Swift Testing versions of the scrolling screen tests (ScrollViewTests):
/// paging with `rx.reachedBottom` and a refresh control, read through
/// `render()`.
@MainActor @Suite(.viewWarningsFailTests) struct ScrollViewSwiftTestingTests {
  @Test func reachingTheBottomLoadsTheNextPageOncePerArrival() {
    let screen = FeedScreen()

    screen.tableView.scroll(by: 44)
    #expect(screen.reactor.currentState.rows.count == 20)
    screen.tableView.scrollToBottom()
    screen.tableView.scroll(by: -10)
    screen.tableView.scroll(by: 10)
    #expect(screen.reactor.currentState.rows.count == 40)
    screen.tableView.scrollToBottom()

    #expect(screen.reactor.currentState.rows.count == 60)
    #expect(
      screen.tableView.render() == """
          (35 rows above)
          post 35
          post 36
          post 37
          post 38
          post 39
          (20 rows below)
        """)
  }

  @Test func aPullRefreshesBackToTheFirstPageAndTheSpinnerGoesAway() {
    let screen = FeedScreen()
    screen.tableView.scrollToBottom()

    screen.refreshControl.pullToRefresh()

    #expect(screen.refreshesShown == [false, true, false])
    #expect(!screen.refreshControl.isRefreshing)
    #expect(screen.reactor.currentState.rows.count == 20)
    #expect(screen.tableView.scrollOffset == 15)
  }
}
