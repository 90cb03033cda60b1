import HeadlessReactor

/// The search screen: a text field, a status line, the results, and a
/// button loading more.
public final class SearchViewController: ViewController, View {
  /// The bindings of the screen's reactor.
  public var disposeBag = DisposeBag()
  /// Where the query is typed.
  public let searchField = TextField()
  /// What is going on: waiting, searching, how many results.
  public let statusLabel = Label()
  /// The results.
  public let tableView = TableView()
  /// Loads the next page; disabled when there is none or one is loading.
  public let loadMoreButton = Button(title: "Load more")

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Search"
    searchField.placeholder = "Search Swift repositories and words"
    view.addSubview(searchField)
    view.addSubview(statusLabel)
    view.addSubview(tableView)
    view.addSubview(loadMoreButton)
    tableView.visibleRowCount = 30
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "result")
  }

  /// Sends the typed text and the button's taps; shows the query, the
  /// results and the status.
  public func bind(reactor: SearchReactor) {
    loadViewIfNeeded()
    searchField.rx.text.orEmpty.changed
      .map { .updateQuery($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    loadMoreButton.rx.tap
      .map { .loadNextPage }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)

    let state = reactor.state.asDriver(onErrorDriveWith: .empty())
    // The field shows the query of the state, so that the screen is the
    // state's (a replayed session shows what was typed); setting it in
    // code sends no `changed` event.
    state.map(\.query).distinctUntilChanged()
      .drive(searchField.rx.text)
      .disposed(by: disposeBag)
    // `Driver` has no curried `drive(_:curriedArgument:)` here, so the
    // cell-configuring form of `rx.items` is bound from the observable.
    state.map(\.results).distinctUntilChanged().asObservable()
      .bind(to: tableView.rx.items(cellIdentifier: "result")) { _, result, cell in
        cell.textLabel?.text = result
      }
      .disposed(by: disposeBag)
    state.map(Self.status).distinctUntilChanged()
      .drive(statusLabel.rx.text)
      .disposed(by: disposeBag)
    state.map { $0.nextPage != nil && $0.isIdle }.distinctUntilChanged()
      .drive(loadMoreButton.rx.isEnabled)
      .disposed(by: disposeBag)
  }

  /// The status line for `state`.
  static func status(_ state: SearchReactor.State) -> String {
    if state.isDebouncing { return "typing…" }
    if let query = state.searchingQuery { return "searching \"\(query)\"…" }
    if state.isLoadingNextPage { return "loading more…" }
    if state.query.isEmpty { return "type to search" }
    let count = state.results.count
    let more = state.nextPage == nil ? "" : "+"
    return "\(count)\(more) result\(count == 1 ? "" : "s") for \"\(state.query)\""
  }
}
