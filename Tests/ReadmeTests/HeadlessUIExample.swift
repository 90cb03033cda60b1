// swift-format-ignore-file
// A code block of README.md and of the ScreensWithoutUIKit article, verbatim (formatted as it shows it):
// ReadmeBlocksTests and DocumentationBlocksTests check that it stays so.

import HeadlessReactor

final class CounterViewController: ViewController, View {
  var disposeBag = DisposeBag()
  let valueLabel = Label()
  let increaseButton = Button(title: "+")

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(valueLabel)
    view.addSubview(increaseButton)
  }

  func bind(reactor: CounterReactor) {
    increaseButton.rx.tap.map { .increase }.bind(to: reactor.action).disposed(by: disposeBag)
    reactor.state.map { "\($0.value)" }.bind(to: valueLabel.rx.text).disposed(by: disposeBag)
  }
}

struct Todo: IdentifiableType, Equatable {
  var title: String
  var identity: String { title }
}

typealias TodoSection = AnimatableSectionModel<String, Todo>

final class TodosViewController: ViewController {
  let tableView = TableView()
  let todos = BehaviorRelay<[TodoSection]>(value: [])
  let disposeBag = DisposeBag()
  let dataSource = RxTableViewSectionedAnimatedDataSource<TodoSection>(
    animationConfiguration: AnimationConfiguration(insertAnimation: .top, deleteAnimation: .left),
    configureCell: { _, tableView, indexPath, todo in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
      cell.textLabel?.text = todo.title
      return cell
    },
    titleForHeaderInSection: { dataSource, index in dataSource[index].model })

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Todo")
    todos.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
  }
}
