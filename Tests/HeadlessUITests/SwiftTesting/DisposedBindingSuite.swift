import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import Testing

/// Under Swift Testing, where a `@MainActor`
/// test runs on the main queue off the main thread: a disposed binding's
/// queued element never reaches the view; refused moves and cycles leave
/// the screen as it was.
@MainActor @Suite(.viewWarningsFailTests) struct DisposedBindingSuite {
  @Test func aDisposedBinderDropsAnElementQueuedFromABackgroundThread() async {
    let label = Label()
    let relay = PublishRelay<String>()
    let binding = relay.bind(to: label.rx.text)
    relay.accept("shown")

    sendFromAnotherThread { relay.accept("late") }
    binding.dispose()
    await drainMainQueue()

    #expect(label.text == "shown")
  }

  @Test func aReusedCellNeverShowsItsPreviousReactorsState() async {
    let cell = TodoCell(style: .default, reuseIdentifier: "Todo")
    let old = TodoCellReactor(message: "old")
    cell.reactor = old
    let oldAction = old.action

    sendFromAnotherThread { oldAction.onNext(.rename("old, renamed")) }
    cell.reactor = TodoCellReactor(message: "new")
    await drainMainQueue()

    #expect(cell.titleLabel.text == "new")
  }

  @Test func aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let old = PublishRelay<[String]>()
    let oldBinding = old.bind(
      to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)
    ) { _, element, cell in cell.textLabel?.text = "old " + element }

    sendFromAnotherThread { old.accept(["late"]) }
    oldBinding.dispose()
    let bag = DisposeBag()
    Observable.just(["new"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    await drainMainQueue()

    #expect(tableView.render() == "  new")
  }

  @Test func aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    let warnings = collectingViewWarnings {
      tableView.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 9))
    }

    #expect(warnings.map(\.kind) == [.indexPathOutOfRange])
    #expect(dataSource.sectionModels.map(\.items) == letters.map(\.items))
  }

  @Test func mutualPresentationIsRefusedAndTheScreenStillRenders() {
    let first = ViewController()
    first.title = "First"
    let second = ViewController()
    second.title = "Second"
    first.present(second, animated: false)

    let warnings = collectingViewWarnings { second.present(first, animated: false) }

    #expect(warnings.map(\.kind) == [.hierarchyCycle])
    #expect(first.render() == "# Second")
  }
}
