import HeadlessReactor

/// The screen: what was selected, then a table of today's and this week's
/// items with a header and a footer per section, the selected item's row
/// marked. It is the table's delegate and sends the row tapped to its
/// reactor, as the seed's `didSelectRowAt` printed it.
public final class SampleSectionTableViewController: ViewController, View, TableViewDelegate {
  /// The bindings of the current reactor.
  public var disposeBag = DisposeBag()
  /// The two sections.
  public let tableView = TableView()
  /// `Selected: <item>`, or a hint before the first selection.
  public let selectionLabel = Label()

  /// Reloads the table for each new list of sections; one cell type for
  /// every section, header and footer titles per section.
  public lazy var dataSource = RxTableViewSectionedReloadDataSource<SampleSectionItem>(
    configureCell: { [weak self] _, tableView, indexPath, item in
      self?.tableViewCell(tableView, indexPath: indexPath, item: item) ?? TableViewCell()
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].sectionType.title },
    titleForFooterInSection: { dataSource, index in dataSource[index].footer })

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Sections"
    tableView.visibleRowCount = 8
    tableView.register(cellType: SampleTableViewCell.self)
    view.addSubview(selectionLabel)
    view.addSubview(tableView)
  }

  /// Binds the sections to the table, the selection to the label, and
  /// makes this controller the table's delegate.
  public func bind(reactor: SectionedListReactor) {
    loadViewIfNeeded()
    tableView.rx.setDelegate(self).disposed(by: disposeBag)
    // Equal sections are not reloaded, so the selected row stays marked.
    reactor.state.map(\.sections).distinctUntilChanged()
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
    // The closures here are main-actor code (they are formed in a main-actor
    // method) and one nests another: observed on the main scheduler, they
    // run there even for a state sent from a background thread, which Swift
    // 6's isolation check would otherwise stop. On the main thread the
    // state still arrives at once.
    reactor.state.observe(on: MainScheduler.instance)
      .map { $0.selected.map { "Selected: \($0)" } ?? "Select an item" }
      .distinctUntilChanged()
      .bind(to: selectionLabel.rx.text)
      .disposed(by: disposeBag)
    // The table marks the selected item's row, so that the screen is the
    // state's (a replayed session marks it too); selecting in code calls
    // no delegate and sends no action.
    reactor.state.map(\.selected).distinctUntilChanged()
      .observe(on: MainScheduler.instance)
      .bind(onNext: { [weak self] item in self?.markRow(showing: item) })
      .disposed(by: disposeBag)
  }

  /// Selects, in code, the first row showing `item`, unless one is.
  private func markRow(showing item: String?) {
    guard let item else { return }
    let sections = dataSource.sectionModels
    for (section, model) in sections.enumerated() {
      guard let row = model.items.firstIndex(of: item) else { continue }
      let path = IndexPath(row: row, section: section)
      if tableView.indexPathsForSelectedRows?.contains(path) != true {
        tableView.selectRow(at: path, animated: false, scrollPosition: .none)
      }
      return
    }
  }

  /// The user tapped a row: the reactor is told which.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    reactor?.action.onNext(.select(indexPath))
  }

  private func tableViewCell(_ tableView: TableView, indexPath: IndexPath, item: String)
    -> TableViewCell
  {
    // One cell type here; a section type could pick another.
    let cell: SampleTableViewCell
    switch SampleSectionItem.sectionType(at: indexPath.section) {
    case .today, .week, .none:
      cell = tableView.dequeueReusableCell(for: indexPath)
    }
    cell.label.text = item
    return cell
  }
}
