import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import Sections
import Streams
import Testing

private final class TapCountReactor: Reactor {
  enum Action { case tap }
  struct State { var taps = 0 }
  let initialState = State()
  func reduce(state: State, mutation: Action) -> State {
    var state = state
    state.taps += 1
    return state
  }
}

/// A label that records every text it is given.
private final class ShownTextsLabel: Label {
  var shown: [String] = []
  override var text: String? {
    didSet { shown.append(text ?? "") }
  }
}

/// Under Swift Testing on Linux a `@MainActor` test runs
/// on the main queue, drained by a thread that is not the main thread.
/// Bindings made there deliver at once, as they do on the main thread
/// under XCTest, so the screen is current when the test reads it.
@MainActor @Suite struct MainQueueBindingSuite {
  @Test func aButtonBoundToAReactorBoundToALabelShowsEachTapAtOnce() {
    let reactor = TapCountReactor()
    let button = Button(title: "+")
    let label = Label()
    let bag = DisposeBag()
    button.rx.tap.map { TapCountReactor.Action.tap }.bind(to: reactor.action).disposed(by: bag)
    reactor.state.map { "\($0.taps) taps" }.bind(to: label.rx.text).disposed(by: bag)

    button.tap()
    button.tap()

    #expect(label.text == "2 taps")
    #expect(label.render() == "2 taps")
  }

  @Test func aTableBoundWithADataSourceShowsItsRowsAtOnce() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
      configureCell: { _, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      })
    let bag = DisposeBag()

    Observable.just([SectionModel(model: "Fruit", items: ["Apple", "Pear"])])
      .bind(to: tableView.rx.items(dataSource: dataSource))
      .disposed(by: bag)

    #expect(tableView.numberOfRows(inSection: 0) == 2)
    #expect(tableView.render() == "  Apple\n  Pear")
  }

  @Test func anAsyncTestSeesTheSameScreenAfterAnAwait() async {
    let relay = BehaviorRelay(value: "a")
    let label = Label()
    let bag = DisposeBag()
    relay.bind(to: label.rx.text).disposed(by: bag)
    await Task.yield()

    relay.accept("b")

    #expect(label.render() == "b")
  }

  @Test func aDriverDrivesALabelAtOnce() {
    let relay = BehaviorRelay(value: 1)
    let label = Label()
    let bag = DisposeBag()

    relay.asDriver().map { "\($0)" }.drive(label.rx.text).disposed(by: bag)
    relay.accept(2)

    #expect(label.text == "2")
  }

  @Test func statesFromABackgroundThreadReachTheLabelInOrderOnTheMainQueue() async {
    let reactor = TapCountReactor()
    let label = ShownTextsLabel()
    let bag = DisposeBag()
    reactor.state.map { "\($0.taps)" }.bind(to: label.rx.text).disposed(by: bag)
    let action = reactor.action

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for _ in 1...100 { action.onNext(.tap) }
        // Queued after the label's deliveries of those states.
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(label.shown == (0...100).map { "\($0)" })
  }
}
