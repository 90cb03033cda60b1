import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Streams
import Testing

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
@MainActor @Suite(.viewWarningsFailTests) struct ScrollingSuite {
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

/// Scrolling a plain table row by row, as a Swift Testing test writes it:
/// each window shows exactly its rows, and only entering rows are made.
@MainActor
@Suite struct RowByRowScrollingSuite {
  @Test func everyScrollPositionShowsItsRowsWhileScrollingDownAndUp() {
    let sections = [numberedRows(6, prefix: "a"), [], numberedRows(9, prefix: "b")]
    let source = ListTableSource(sections)
    let tableView = makeListTable(source, visibleRowCount: 5)
    let rows = sections.flatMap { $0 }
    for offset in Array(0...10) + Array((0...9).reversed()) {
      source.forgetConfigured()
      tableView.scrollOffset = offset
      let shown = tableView.visibleCells.map { $0.textLabel?.text ?? "?" }
      #expect(shown == Array(rows[offset..<offset + 5]), "offset \(offset)")
      #expect(tableView.subviews.count == 5)
      if offset > 0 && offset < 10 { #expect(source.configured.count <= 1) }
    }
  }
}
