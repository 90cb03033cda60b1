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

@MainActor
final class ReactiveTableViewTests: ScreenTestCase {
  func test_itemsFedFromAnotherMainThreadDeliveryShowAtOnce() async {
    let tableView = TableView()
    let bag = DisposeBag()
    bindTexts(Observable.just(["a"]).observe(on: MainScheduler.instance), to: tableView, bag: bag)
    XCTAssertEqual(tableView.render(), "  a")
  }

  func test_aDriverDrivesRxItemsWithATrailingClosure() async {
    let tableView = TableView()
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let bag = DisposeBag()
    Driver.just(["a", "b"])
      .drive(tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  a\n  b")
  }
}

private final class NameCell: TableViewCell {
  let nameLabel = Label()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(nameLabel)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Records delegate calls, in order with the rx events it is given.
@MainActor
private final class RecordingDelegate: TableViewDelegate {
  var log: [String] = []
  var refuse: Set<IndexPath> = []

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    refuse.contains(indexPath) ? nil : indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    log.append("delegate \(indexPath.row)")
  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

@MainActor
private func makeNameDataSource() -> RxTableViewSectionedReloadDataSource<NameSection> {
  RxTableViewSectionedReloadDataSource<NameSection>(
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    },
    canEditRowAtIndexPath: { _, indexPath in indexPath.row != 0 })
}

@MainActor
final class ReactiveTableViewBindingTests: ScreenTestCase {
  func test_itemsDataSourceBecomesTheTablesDataSourceAndShowsTheSections() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    let bag = DisposeBag()
    Observable.just([NameSection(model: "", items: ["Ann", "Bo"])])
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    XCTAssertTrue(tableView.dataSource === dataSource)
    XCTAssertEqual(tableView.render(), "  Ann\n  Bo")
  }

  func test_itemsCellIdentifierCellTypeConfiguresTypedCells() async {
    let tableView = TableView()
    tableView.register(NameCell.self, forCellReuseIdentifier: "Name")
    var rows: [Int] = []
    let bag = DisposeBag()
    Observable.just(["x", "y", "z"])
      .bind(to: tableView.rx.items(cellIdentifier: "Name", cellType: NameCell.self)) {
        row, element, cell in
        rows.append(row)
        cell.nameLabel.text = "\(row): \(element)"
      }
      .disposed(by: bag)
    XCTAssertEqual(rows, [0, 1, 2])
    XCTAssertEqual(tableView.render(), "  0: x\n  1: y\n  2: z")
    XCTAssertTrue(tableView.visibleCells.allSatisfy { $0 is NameCell })
  }

  func test_itemsCellIdentifierWithAnotherRegisteredClassWarnsAndLeavesTheRowEmpty() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable()
    let bag = DisposeBag()
    Observable.just(["x"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: NameCell.self)) {
        _, element, cell in cell.nameLabel.text = element
      }
      .disposed(by: bag)
    XCTAssertEqual(recorder.kinds, [.typeMismatch])
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
    XCTAssertEqual(tableView.render(), "  ")
  }

  func test_itemsClosureBuildsEachRowFromTheTableRowAndElement() async {
    let tableView = makeCellTable()
    let relay = BehaviorRelay(value: [3, 1])
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items) { tableView, row, element in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: path(0, row))
      cell.textLabel?.text = String(repeating: "*", count: element)
      return cell
    }
    .disposed(by: bag)
    XCTAssertEqual(tableView.render(), "  ***\n  *")
    relay.accept([2])
    XCTAssertEqual(tableView.render(), "  **")
    XCTAssertEqual(tableView.numberOfCellsCreated, 2)
  }

  func test_itemSelectedAndModelSelectedFireForATap() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    var selectedNames: [String] = []
    let bag = DisposeBag()
    Observable.just([
      NameSection(model: "", items: ["Ann"]), NameSection(model: "", items: ["Bo", "Cy"]),
    ])
    .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let selectedPaths = ElementLog(tableView.rx.itemSelected)
    tableView.rx.modelSelected(String.self).subscribe(onNext: { selectedNames.append($0) })
      .disposed(by: bag)
    tableView.selectRow(at: path(1, 1))
    tableView.selectRow(at: path(0, 0))
    XCTAssertEqual(selectedPaths.elements, [path(1, 1), path(0, 0)])
    XCTAssertEqual(selectedNames, ["Cy", "Ann"])
    XCTAssertEqual(tableView.indexPathForSelectedRow, path(0, 0))
    XCTAssertEqual(tableView.render(), "> Ann\n  Bo\n  Cy")
  }

  func test_modelSelectedOfAnotherTypeWarnsAndSkips() async {
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    let bag = DisposeBag()
    Observable.just([NameSection(model: "", items: ["Ann"])])
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let numbers = ElementLog(tableView.rx.modelSelected(Int.self))
    tableView.selectRow(at: path(0, 0))
    XCTAssertEqual(numbers.elements, [])
    XCTAssertEqual(recorder.kinds, [.typeMismatch])
    XCTAssertTrue(recorder.warnings[0].message.contains("is a String, not a Int"))
  }

  func test_itemDeletedFiresOnlyForEditableRowsAndTheSubscriberUpdatesTheModel() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    let names = BehaviorRelay(value: ["Ann", "Bo", "Cy"])
    let bag = DisposeBag()
    names.map { [NameSection(model: "", items: $0)] }
      .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    removeDeletedRows(of: tableView, from: names, bag: bag)
    tableView.commitDelete(at: path(0, 0))
    XCTAssertEqual(tableView.render(), "  Ann\n  Bo\n  Cy")
    tableView.commitDelete(at: path(0, 1))
    XCTAssertEqual(tableView.render(), "  Ann\n  Cy")
    XCTAssertEqual(dataSource.sectionModels[0].items, ["Ann", "Cy"])
  }

  func test_itemMovedByTheUserUpdatesTheDataSourcesSections() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    dataSource.canMoveRowAtIndexPath = { _, _ in true }
    var moved: [String] = []
    let bag = DisposeBag()
    Observable.just([
      NameSection(model: "", items: ["Ann", "Bo"]), NameSection(model: "", items: ["Cy"]),
    ])
    .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    tableView.rx.itemMoved
      .subscribe(onNext: { event in
        moved.append(
          "\(event.sourceIndex.section).\(event.sourceIndex.row)->"
            + "\(event.destinationIndex.section).\(event.destinationIndex.row)")
      })
      .disposed(by: bag)
    let annCell = tableView.cellForRow(at: path(0, 0))
    tableView.moveRow(at: path(0, 0), to: path(1, 1))
    XCTAssertEqual(moved, ["0.0->1.1"])
    XCTAssertEqual(dataSource.sectionModels.map(\.items), [["Bo"], ["Cy", "Ann"]])
    XCTAssertEqual(tableView.render(), "  Bo\n  Cy\n  Ann")
    XCTAssertTrue(tableView.cellForRow(at: path(1, 1)) === annCell)
  }

  func test_willDisplayCellFiresForEveryCellThatEntersTheWindow() async {
    let tableView = makeCellTable()
    tableView.visibleRowCount = 3
    var shown: [String] = []
    let bag = DisposeBag()
    tableView.rx.willDisplayCell
      .subscribe(onNext: { event in
        shown.append("\(event.indexPath.row):\(event.cell.textLabel?.text ?? "")")
      })
      .disposed(by: bag)
    Observable.just(["a", "b", "c", "d", "e"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    XCTAssertEqual(shown, ["0:a", "1:b", "2:c"])
    tableView.scrollOffset = 2
    XCTAssertEqual(shown, ["0:a", "1:b", "2:c", "3:d", "4:e"])
  }

  func test_delegateIsCalledAlongsideItemSelected() async {
    let tableView = makeCellTable()
    let delegate = RecordingDelegate()
    tableView.delegate = delegate
    let bag = DisposeBag()
    Observable.just(["a", "b"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    tableView.rx.itemSelected.subscribe(onNext: { delegate.log.append("rx \($0.row)") })
      .disposed(by: bag)
    tableView.selectRow(at: path(0, 1))
    XCTAssertEqual(delegate.log, ["delegate 1", "rx 1"])
    XCTAssertEqual(delegate.tableView(tableView, heightForRowAt: path(0, 0)), 44)
  }

  func test_setDelegateWorksAlongsideRxAndIsUndoneByDisposal() async {
    let tableView = makeCellTable()
    let delegate = RecordingDelegate()
    delegate.refuse = [path(0, 0)]
    let bag = DisposeBag()
    let delegateBinding = tableView.rx.setDelegate(delegate)
    Observable.just(["a", "b"])
      .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
        _, element, cell in cell.textLabel?.text = element
      }
      .disposed(by: bag)
    tableView.rx.modelSelected(String.self).subscribe(onNext: { delegate.log.append("rx \($0)") })
      .disposed(by: bag)
    tableView.selectRow(at: path(0, 0))
    tableView.selectRow(at: path(0, 1))
    XCTAssertEqual(delegate.log, ["delegate 1", "rx b"])
    delegateBinding.dispose()
    XCTAssertNil(tableView.delegate)
    tableView.selectRow(at: path(0, 0))
    XCTAssertEqual(delegate.log, ["delegate 1", "rx b", "rx a"])
  }

  func test_elementsSentFromABackgroundThreadReachTheTableOnTheMainThread() async {
    let tableView = makeCellTable()
    let relay = PublishRelay<[NameSection]>()
    let offMain = LockedList<ViewWarning>()
    let dataSource = RxTableViewSectionedReloadDataSource<NameSection>(configureCell: {
      _, tableView, indexPath, item in
      if !Thread.isMainThread { offMain.append(ViewWarning(.invalidBatchUpdate, "off main")) }
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    })
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    let done = expectation(description: "every element delivered")
    Thread.detachNewThread {
      for count in 1...50 {
        relay.accept([NameSection(model: "", items: (0..<count).map { "row \($0)" })])
      }
      DispatchQueue.main.async { done.fulfill() }
    }
    await fulfillment(of: [done], timeout: 30)
    XCTAssertEqual(tableView.numberOfRows(inSection: 0), 50)
    XCTAssertEqual(tableView.appliedUpdates.count, 50)
    XCTAssertEqual(offMain.values, [])
  }

  func test_disposingTheBindingDetachesTheDataSource() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    let relay = BehaviorRelay(value: [NameSection(model: "", items: ["Ann"])])
    let binding = relay.bind(to: tableView.rx.items(dataSource: dataSource))
    XCTAssertEqual(tableView.render(), "  Ann")
    binding.dispose()
    XCTAssertNil(tableView.dataSource)
    XCTAssertEqual(tableView.numberOfSections, 0)
    XCTAssertEqual(tableView.render(), "")
    relay.accept([NameSection(model: "", items: ["Bo"])])
    XCTAssertEqual(tableView.render(), "")
    XCTAssertEqual(dataSource.sectionModels[0].items, ["Ann"])
  }

  func test_anErrorEndsTheBindingIsReportedAndKeepsTheLastContent() async {
    let tableView = makeCellTable()
    let dataSource = makeNameDataSource()
    let subject = PublishSubject<[NameSection]>()
    let bag = DisposeBag()
    let errors = collectingUnhandledErrors {
      subject.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
      subject.onNext([NameSection(model: "", items: ["Ann"])])
      subject.onError(TestError.boom)
    }
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors.first is BindingError)
    XCTAssertEqual(tableView.render(), "  Ann")
  }

  func test_bindingKeepsItsDataSourceAliveWhileTheTableHoldsItWeakly() async {
    let tableView = makeCellTable()
    weak var weakDataSource: RxTableViewSectionedReloadDataSource<NameSection>?
    let bag = DisposeBag()
    do {
      let dataSource = makeNameDataSource()
      weakDataSource = dataSource
      Observable.just([NameSection(model: "", items: ["Ann"])])
        .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    }
    XCTAssertNotNil(weakDataSource)
    XCTAssertEqual(tableView.render(), "  Ann")
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct ReactiveTableViewSwiftTestingTests {
  @Test func rowsSentFromABackgroundThreadShowTheLastElements() async {
    let tableView = TableView()
    tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
    tableView.visibleRowCount = 3
    let relay = PublishRelay<[String]>()
    let bag = DisposeBag()
    relay.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
      row, element, cell in cell.textLabel?.text = "\(row) \(element)"
    }
    .disposed(by: bag)

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        for count in 1...50 { relay.accept((0..<count).map { "item\($0)" }) }
        DispatchQueue.main.async { done.resume() }
      }
    }

    #expect(tableView.render() == "  0 item0\n  1 item1\n  2 item2\n  (47 rows below)")
  }
}
