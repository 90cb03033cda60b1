import HeadlessUI
import Sections
import Streams
import TestSupport
import XCTest

@MainActor
final class ReactiveListViewTests: ScreenTestCase {
  func test_modelSelectedOfTheWrongTypeIsReportedAsATypeMismatch() async {
    let tableView = TableView()
    let bag = DisposeBag()
    bindTexts(Observable.just(["a"]), to: tableView, bag: bag)
    let recorder = ListWarningRecorder()
    defer { recorder.stop() }
    let models = ElementLog(tableView.rx.modelSelected(Int.self))
    tableView.selectRow(at: path(0, 0))
    XCTAssertEqual(models.elements, [])
    XCTAssertEqual(recorder.warnings.map(\.kind), [.typeMismatch])
  }
}

/// `rx.modelSelected`, `modelDeselected` and
/// `modelDeleted` held their table or collection strongly, so a
/// subscription nobody disposed leaked it with its data source and cells.
@MainActor
final class ReactiveListViewModelEventLifetimeTests: ScreenTestCase {
  func test_undisposedModelEventSubscriptionsDoNotKeepTheTableAlive() async {
    weak var released: TableView?
    var subscriptions: [Disposable] = []
    do {
      let tableView = TableView()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      let dataSource = makeLetterDataSource()
      subscriptions.append(
        Observable.just(letters).bind(to: tableView.rx.items(dataSource: dataSource)))
      subscriptions.append(tableView.rx.modelSelected(String.self).subscribe())
      subscriptions.append(tableView.rx.modelDeselected(String.self).subscribe())
      subscriptions.append(tableView.rx.modelDeleted(String.self).subscribe())
      tableView.selectRow(at: path(0, 0))
      released = tableView
    }

    XCTAssertNil(released, "an undisposed model event subscription kept the table")
    withExtendedLifetime(subscriptions) {}
  }

  func test_undisposedModelEventSubscriptionsDoNotKeepTheCollectionAlive() async {
    weak var released: CollectionView?
    var subscriptions: [Disposable] = []
    do {
      let collectionView = makeCollection()
      let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
        configureCell: configureTile)
      subscriptions.append(
        Observable.just([tiles("A", [1, 2])])
          .bind(to: collectionView.rx.items(dataSource: dataSource)))
      subscriptions.append(collectionView.rx.modelSelected(IdentifiableValue<Int>.self).subscribe())
      subscriptions.append(
        collectionView.rx.modelDeselected(IdentifiableValue<Int>.self).subscribe())
      collectionView.selectItem(at: IndexPath(item: 0, section: 0))
      released = collectionView
    }

    XCTAssertNil(released, "an undisposed model event subscription kept the collection")
    withExtendedLifetime(subscriptions) {}
  }
}
