import HeadlessReactor

/// The screen: a table of main and sub-tasks whose cells are bound to their
/// own reactors, an add button, and a header counting what is done.
public final class TaskListViewController: ViewController, View {
  /// The bindings of the screen's reactor.
  public var disposeBag = DisposeBag()
  /// The tasks.
  public let tableView = TableView()
  /// Adds a main task named after the text of ``newTaskField``.
  public let addButton = Button(title: "Add")
  /// The new task's message: sends what the user types, shows the
  /// reactor's `newTask`.
  public let newTaskField = TextField()

  /// Cells dequeued by type per item case; each is given its reactor.
  public let dataSource = RxTableViewSectionedAnimatedDataSource<TaskSection>(
    animationConfiguration: AnimationConfiguration(
      insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
    configureCell: { _, tableView, indexPath, item in
      switch item {
      case .main(let child):
        let cell = tableView.dequeueReusableCell(for: indexPath) as MainCell
        cell.reactor = child.reactor
        return cell
      case .sub(let child):
        let cell = tableView.dequeueReusableCell(for: indexPath) as SubCell
        cell.reactor = child.reactor
        return cell
      }
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].header })

  override public func viewDidLoad() {
    super.viewDidLoad()
    title = "Tasks"
    newTaskField.placeholder = "New task"
    view.addSubview(newTaskField)
    view.addSubview(addButton)
    view.addSubview(tableView)
    tableView.register(cellType: MainCell.self)
    tableView.register(cellType: SubCell.self)
    dataSource.canEditRowAtIndexPath = { _, _ in true }
  }

  /// Binds the screen to `reactor`: typing, the button and swipes to
  /// actions; the sections to the table and the new task's text to the
  /// field.
  ///
  /// The field is emptied by the reactor when a task is added, not in the
  /// view: setting `text` in code sends no text event (as in UIKit), so the
  /// reactor would keep the old text and a second tap would add it again.
  public func bind(reactor: TaskListReactor) {
    loadViewIfNeeded()
    newTaskField.rx.text.orEmpty.changed
      .map { .updateNewTask($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    addButton.rx.tap
      .map { .addNewTask }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    tableView.rx.itemDeleted
      .map { .remove(section: $0.section, row: $0.row) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    reactor.state.map(\.sections)
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
    reactor.state.map(\.newTask)
      .distinctUntilChanged()
      .bind(to: newTaskField.rx.text)
      .disposed(by: disposeBag)
  }
}
