import HeadlessReactor

/// The settings screen: a table of three sections whose rows are parameter
/// cells (title and value) or switch cells (title and on/off), each item
/// mapped to its cell type.
public final class ConfigViewController: ViewController, View {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()

  /// The settings, with both cell types registered.
  public lazy var tableView: TableView = {
    let tableView = TableView()
    tableView.register(
      ConfigParameterTVCell.self, forCellReuseIdentifier: ConfigParameterTVCell.identifier)
    tableView.register(
      ConfigSwitchTVCell.self, forCellReuseIdentifier: ConfigSwitchTVCell.identifier)
    tableView.visibleRowCount = 12
    return tableView
  }()

  /// Reloads the table for each new state; headers count the switches on.
  public lazy var dataSource = RxTableViewSectionedReloadDataSource<ConfigViewSectionModel>(
    configureCell: configureCell,
    titleForHeaderInSection: { [weak self] dataSource, index in
      let section = dataSource[index].model
      guard section != .parameter, let state = self?.reactor?.currentState else {
        return section.title
      }
      let count = dataSource[index].items.count
      return "\(section.title) (\(state.enabledCount(in: section)) of \(count) on)"
    })

  /// Dequeues the cell type of the item: values for parameters, switches
  /// (bound to the reactor) for play types and intervals.
  public lazy var configureCell:
    RxTableViewSectionedReloadDataSource<ConfigViewSectionModel>.ConfigureCell = {
      [weak self] dataSource, tableView, indexPath, _ in
      let item = dataSource[indexPath]
      let state = self?.reactor?.currentState ?? .defaults
      switch item.section {
      case .parameter:
        let cell =
          tableView.dequeueReusableCell(
            withIdentifier: ConfigParameterTVCell.identifier, for: indexPath)
          as! ConfigParameterTVCell
        cell.titleLabel.text = item.title
        cell.valueLabel.text = state.displayValue(of: item)
        return cell
      case .playType, .interval:
        let cell =
          tableView.dequeueReusableCell(
            withIdentifier: ConfigSwitchTVCell.identifier, for: indexPath)
          as! ConfigSwitchTVCell
        cell.titleLabel.text = item.title
        cell.switchControl.isOn = state.isOn(item)
        if let reactor = self?.reactor {
          cell.switchControl.rx.isOn.changed
            .map { .setSwitch(item, $0) }
            .bind(to: reactor.action)
            .disposed(by: cell.disposeBag)
        }
        return cell
      }
    }

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    view.addSubview(tableView)
  }

  /// Binds the settings to the table: every new state reloads it.
  public func bind(reactor: ConfigViewReactor) {
    loadViewIfNeeded()
    reactor.state.map(\.sections)
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
  }
}
