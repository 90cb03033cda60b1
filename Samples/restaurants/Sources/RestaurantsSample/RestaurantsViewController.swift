import HeadlessReactor

/// The restaurants screen: a table of one section and a refresh button
/// under it, with a status line.
public final class RestaurantsViewController: ViewController, View {
  /// The bindings of the screen's reactor.
  public var disposeBag = DisposeBag()
  /// The restaurants.
  public let tableView = TableView()
  /// Swaps in the other branch.
  public let refreshButton = Button(title: "Refresh")
  /// How many restaurants are shown, or that a refresh is loading.
  public let statusLabel = Label()

  /// One plain cell per restaurant, `Name - Cuisine`; the section's header
  /// as its title.
  public let dataSource = RxTableViewSectionedAnimatedDataSource<RestaurantSection>(
    animationConfiguration: AnimationConfiguration(
      insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
    configureCell: { _, tableView, indexPath, restaurant in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.selectionStyle = .none
      cell.textLabel?.text = restaurant.displayText
      return cell
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].header })

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Restaurants"
    view.addSubview(tableView)
    view.addSubview(refreshButton)
    view.addSubview(statusLabel)
    tableView.visibleRowCount = 15
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
  }

  /// Binds the sections to the table, the button to `.refresh`, and the
  /// loading flag to the status line.
  public func bind(reactor: RestaurantsReactor) {
    loadViewIfNeeded()
    let state = reactor.state.asDriver(onErrorDriveWith: .empty())
    state.map(\.sections).distinctUntilChanged()
      .drive(tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
    state.map { state in
      state.isLoading
        ? "Loading B section…"
        : "\(state.sections.reduce(0) { $0 + $1.items.count }) restaurants"
    }
    .drive(statusLabel.rx.text)
    .disposed(by: disposeBag)
    refreshButton.rx.tap.map { .refresh }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
  }
}
