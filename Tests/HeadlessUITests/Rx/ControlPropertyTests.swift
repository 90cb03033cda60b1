import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

/// An element emitted on a background thread waits on the
/// main queue; if its binding is disposed meanwhile (a reused cell is bound
/// to another reactor, a table to another data source) it must not reach
/// the view. Each test emits from a background thread while the main actor
/// is blocked (`DispatchQueue.global().sync`), so the element is surely
/// queued, disposes, then lets the main queue run.
@MainActor
final class ControlPropertyTests: ScreenTestCase {
  func test_aBinderDropsAnElementQueuedBeforeItsBindingWasDisposed() async {
    let label = Label()
    let relay = PublishRelay<String>()
    let binding = relay.bind(to: label.rx.text)
    relay.accept("shown")
    XCTAssertEqual(label.text, "shown")

    await sendFromAnotherThreadThenDrain(disposing: [binding]) { relay.accept("late") }

    XCTAssertEqual(label.text, "shown")
  }

  func test_aBinderSubscribedDirectlyDropsWhatWasQueuedWhenDisposed() async {
    let label = Label()
    let relay = PublishRelay<String?>()
    let binding = relay.subscribe(label.rx.text)

    await sendFromAnotherThreadThenDrain(disposing: [binding]) { relay.accept("late") }

    XCTAssertNil(label.text)
  }

  func test_aBinderBoundToOptionalsDropsWhatWasQueuedWhenDisposed() async {
    let label = Label()
    let relay = PublishRelay<String>()
    // `rx.text` takes `String?`: the optional-converting `bind(to:)`.
    let binding = relay.bind(to: label.rx.text)

    await sendFromAnotherThreadThenDrain(disposing: [binding]) { relay.accept("late") }

    XCTAssertNil(label.text)
  }

  /// A binder wrapped with `asObserver()` or
  /// `mapObserver` used its shared queue, which nothing cancelled.
  func test_aBinderWrappedAsAnObserverStillDropsWhatWasQueuedWhenDisposed() async {
    let label = Label()
    let relay = PublishRelay<String?>()
    let counts = PublishRelay<Int>()
    let wrapped = relay.bind(to: label.rx.text.asObserver())
    let mapped = counts.bind(to: label.rx.text.mapObserver { "\($0)" })

    await sendFromAnotherThreadThenDrain(disposing: [wrapped, mapped]) {
      relay.accept("late")
      counts.accept(7)
    }

    XCTAssertNil(label.text)
  }

  func test_disposingOneBindingKeepsAnotherBindingOfTheSameBinderDelivering() async {
    let label = Label()
    let binder = label.rx.text
    let first = PublishRelay<String?>()
    let second = PublishRelay<String?>()
    let firstBinding = first.bind(to: binder)
    let bag = DisposeBag()
    second.bind(to: binder).disposed(by: bag)

    await sendFromAnotherThreadThenDrain(disposing: [firstBinding]) {
      first.accept("from first")
      second.accept("from second")
    }

    XCTAssertEqual(label.text, "from second")
  }

  func test_aSequenceThatEndsStillDeliversWhatItQueued() async {
    let label = Label()
    let subject = PublishSubject<String>()
    let bag = DisposeBag()
    subject.bind(to: label.rx.text).disposed(by: bag)

    await sendFromAnotherThreadThenDrain {
      subject.onNext("last")
      subject.onCompleted()
    }

    XCTAssertEqual(label.text, "last")
  }

  func test_aControlPropertyBindingDropsWhatWasQueuedWhenDisposed() async {
    let textField = TextField()
    let switchView = Switch()
    let text = PublishRelay<String>()
    let isOn = PublishRelay<Bool>()
    let textBinding = text.bind(to: textField.rx.text.orEmpty)
    let switchBinding = isOn.bind(to: switchView.rx.isOn)

    await sendFromAnotherThreadThenDrain(disposing: [textBinding, switchBinding]) {
      text.accept("late")
      isOn.accept(true)
    }

    XCTAssertEqual(textField.text ?? "", "")
    XCTAssertFalse(switchView.isOn)
  }

  func test_drivingAndEmittingToABinderDropWhatWasQueuedWhenDisposed() async {
    let label = Label()
    let titleLabel = Label()
    let relay = PublishRelay<String>()
    let driving = relay.asDriver(onErrorJustReturn: "").drive(label.rx.text)
    let emitting = relay.asSignal().emit(to: titleLabel.rx.text)

    await sendFromAnotherThreadThenDrain(disposing: [driving, emitting]) { relay.accept("late") }

    XCTAssertNil(label.text)
    XCTAssertNil(titleLabel.text)
  }

  func test_driveOnNextAfterDisposalIsNotCalledForQueuedElements() async {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let driving = relay.asDriver(onErrorJustReturn: -1).drive(onNext: { received.append($0) })

    await sendFromAnotherThreadThenDrain(disposing: [driving]) { relay.accept(1) }

    XCTAssertEqual(received, [])
  }

  func test_aReusedCellNeverShowsItsPreviousReactorsState() async {
    await Scenarios.aReusedCellNeverShowsItsPreviousReactorsState()
  }

  func test_aDisposedItemsBindingNeverReachesTheTableAfterwards() async {
    let tableView = ReloadCountingTableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let old = PublishRelay<[String]>()
    let new = BehaviorRelay<[String]>(value: ["new"])
    let oldBinding = old.bind(
      to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)
    ) { _, element, cell in cell.textLabel?.text = element }
    old.accept(["a", "b"])
    XCTAssertEqual(tableView.render(), "  a\n  b")

    sendFromAnotherThread {
      old.accept(["late 1"])
      old.accept(["late 2", "late 3"])
    }
    oldBinding.dispose()
    let bag = DisposeBag()
    bindTexts(new, to: tableView, bag: bag)
    let reloadsBeforeTheQueueRan = tableView.reloads
    await drainMainQueue()

    XCTAssertEqual(tableView.render(), "  new")
    XCTAssertNotNil(tableView.dataSource)
    XCTAssertEqual(tableView.reloads, reloadsBeforeTheQueueRan, "a disposed binding reloaded")
  }

  func test_aDisposedSectionedBindingNeverUpdatesTheTableBoundAfterIt() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let old = PublishRelay<[AnimatableSectionModel<String, String>]>()
    // Animated: a queued change applied after disposal would be a batch
    // update against the other data source's rows, which the table
    // rejects with a warning (a failure here).
    let animated = RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, String>>(
      configureCell: { _, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "old " + item
        return cell
      })
    let reloads = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
      configureCell: { _, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      })
    let oldBinding = old.bind(to: tableView.rx.items(dataSource: animated))
    old.accept([AnimatableSectionModel(model: "s", items: ["x"])])
    XCTAssertEqual(tableView.render(), "  old x")

    sendFromAnotherThread {
      for count in 2...5 {
        old.accept([AnimatableSectionModel(model: "s", items: (0..<count).map { "late \($0)" })])
      }
    }
    oldBinding.dispose()
    let bag = DisposeBag()
    Observable.just([SectionModel(model: "", items: ["new"])])
      .bind(to: tableView.rx.items(dataSource: reloads))
      .disposed(by: bag)
    await drainMainQueue()

    XCTAssertEqual(tableView.render(), "  new")
  }

  func test_aDisposedBinderDropsAnElementQueuedFromABackgroundThread() async {
    await Scenarios.aDisposedBinderDropsAnElementQueuedFromABackgroundThread()
  }

  func test_aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt() async {
    await Scenarios.aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt()
  }

  func test_aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing() async {
    Scenarios.aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing()
  }

  func test_mutualPresentationIsRefusedAndTheScreenStillRenders() async {
    Scenarios.mutualPresentationIsRefusedAndTheScreenStillRenders()
  }
}

/// A table counting its `reloadData()` calls.
private final class ReloadCountingTableView: TableView {
  var reloads = 0
  override func reloadData() {
    reloads += 1
    super.reloadData()
  }
}

/// Written once, run by both frameworks: under Swift Testing a `@MainActor`
/// test runs on the main queue off the main thread.
@MainActor
private enum Scenarios {
  static func aDisposedBinderDropsAnElementQueuedFromABackgroundThread() async {
    let label = Label()
    let relay = PublishRelay<String>()
    let binding = relay.bind(to: label.rx.text)
    relay.accept("shown")

    await sendFromAnotherThreadThenDrain(disposing: [binding]) { relay.accept("late") }

    expectTrue(label.text == "shown")
  }

  static func aReusedCellNeverShowsItsPreviousReactorsState() async {
    let cell = TodoCell(style: .default, reuseIdentifier: "Todo")
    let old = TodoCellReactor(message: "old")
    let new = TodoCellReactor(message: "new")
    cell.reactor = old
    let oldAction = old.action

    sendFromAnotherThread {
      oldAction.onNext(.rename("old, renamed"))
      oldAction.onNext(.toggleDone)
    }
    cell.reactor = new
    await drainMainQueue()

    expectEqual(cell.titleLabel.text, "new")
    expectFalse(cell.doneSwitch.isOn)
  }

  static func aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let old = PublishRelay<[String]>()
    let oldBinding = old.bind(
      to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)
    ) { _, element, cell in cell.textLabel?.text = "old " + element }

    sendFromAnotherThread { old.accept(["late"]) }
    oldBinding.dispose()
    let bag = DisposeBag()
    bindTexts(Observable.just(["new"]), to: tableView, bag: bag)
    await drainMainQueue()

    expectTrue(tableView.render() == "  new")
  }

  static func aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing() {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let dataSource = makeLetterDataSource()
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    let bag = DisposeBag()
    Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)

    let warnings = collectingViewWarnings {
      tableView.moveRow(at: path(1, 0), to: path(9, 0))
    }

    expectTrue(warnings.map(\.kind) == [.indexPathOutOfRange])
    expectTrue(dataSource.sectionModels.map(\.items) == letters.map(\.items))
  }

  static func mutualPresentationIsRefusedAndTheScreenStillRenders() {
    let first = titledController("First")
    let second = titledController("Second")
    first.present(second, animated: false)

    let warnings = collectingViewWarnings { second.present(first, animated: false) }

    expectTrue(warnings.map(\.kind) == [.hierarchyCycle])
    expectTrue(first.render() == "# Second")
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct ControlPropertySwiftTestingTests {
  @Test func aDisposedBinderDropsAnElementQueuedFromABackgroundThread() async {
    await Scenarios.aDisposedBinderDropsAnElementQueuedFromABackgroundThread()
  }

  @Test func aReusedCellNeverShowsItsPreviousReactorsState() async {
    await Scenarios.aReusedCellNeverShowsItsPreviousReactorsState()
  }

  @Test func aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt() async {
    await Scenarios.aDisposedItemsBindingNeverReloadsTheTableBoundAfterIt()
  }

  @Test func aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing() {
    Scenarios.aMoveToASectionThatDoesNotExistIsRefusedAndLosesNothing()
  }

  @Test func mutualPresentationIsRefusedAndTheScreenStillRenders() {
    Scenarios.mutualPresentationIsRefusedAndTheScreenStillRenders()
  }
}
