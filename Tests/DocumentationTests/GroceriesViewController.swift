// swift-format-ignore-file
// A code block of Sources/HeadlessReactor/HeadlessReactor.docc/GettingStarted.md,
// verbatim: DocumentationBlocksTests checks that it stays so.

import HeadlessReactor

final class GroceriesViewController: ViewController, ReactorView {
  var disposeBag = DisposeBag()
  let nameField = TextField()
  let addButton = Button(title: "Add")
  let tableView = TableView()

  let dataSource = RxTableViewSectionedAnimatedDataSource<GrocerySection>(
    animationConfiguration: AnimationConfiguration(insertAnimation: .top, deleteAnimation: .left),
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(for: indexPath) as GroceryCell
      cell.reactor = item.reactor
      return cell
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].model })

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Groceries"
    nameField.placeholder = "New grocery"
    view.addSubview(nameField)
    view.addSubview(addButton)
    view.addSubview(tableView)
    tableView.register(cellType: GroceryCell.self)
  }

  func bind(reactor: GroceriesReactor) {
    loadViewIfNeeded()
    // Action: what the user types, and the taps.
    nameField.rx.text.orEmpty.changed
      .map { .updateName($0) }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    addButton.rx.tap
      .map { .add }
      .bind(to: reactor.action)
      .disposed(by: disposeBag)
    // State: the rows, and the name being typed.
    reactor.state.map(\.sections)
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: disposeBag)
    reactor.state.map(\.name)
      .distinctUntilChanged()
      .bind(to: nameField.rx.text)
      .disposed(by: disposeBag)
  }
}
