import Foundation
import HeadlessUI
import Sections
import Streams
import Testing

/// A table and a collection through their one engine, as a Swift Testing
/// user checks them: each view's warnings in its own words, each view's
/// display events with its own cells.
@MainActor @Suite(.viewWarningsFailTests) struct ListViewTwinsSuite {
  /// The view under test, with three rows `1`, `2`, `3` bound, two
  /// of them visible.
  enum Twin: String, CaseIterable, Sendable {
    case table, collection
  }

  private let bag = DisposeBag()

  private func makeView(_ twin: Twin) -> ListScrollView {
    switch twin {
    case .table:
      let tableView = TableView()
      tableView.visibleRowCount = 2
      tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
      Observable.just([1, 2, 3])
        .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: ListTextCell.self)) {
          _, value, cell in cell.textLabel?.text = "#\(value)"
        }
        .disposed(by: bag)
      return tableView
    case .collection:
      let collectionView = makeCollection(visibleRowCount: 2)
      let dataSource = RxCollectionViewSectionedReloadDataSource<TileSection>(
        configureCell: configureTile)
      Observable.just([tiles("A", [1, 2, 3])])
        .bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)
      return collectionView
    }
  }

  @Test(arguments: Twin.allCases)
  func outOfRangeCallsAreReportedInTheViewsOwnWords(_ twin: Twin) {
    let view = makeView(twin)
    let warnings = collectingViewWarnings {
      switch view {
      case let tableView as TableView:
        tableView.selectRow(at: IndexPath(row: 7, section: 0))
        tableView.scrollToRow(at: IndexPath(row: 0, section: 2), at: .middle, animated: true)
      case let collectionView as CollectionView:
        collectionView.selectItem(at: item(0, 7))
        collectionView.scrollToItem(at: item(2, 0), at: .centeredVertically, animated: true)
      default:
        Issue.record("unexpected view \(view)")
      }
    }
    let (noun, select, scroll) =
      twin == .table ? ("row", "selectRow", "scrollToRow") : ("item", "selectItem", "scrollToItem")
    #expect(
      warnings.map(\.message) == [
        "\(select): [0, 7] is not a shown \(noun)", "\(scroll): [2, 0] is not a shown \(noun)",
      ])
    #expect(view.scrollOffset == 0)
  }

  @Test(arguments: Twin.allCases)
  func scrollingShowsAndHidesCellsInVisibleOrder(_ twin: Twin) {
    var events: [String] = []
    let view = makeView(twin)
    switch view {
    case let tableView as TableView:
      tableView.rx.willDisplayCell.subscribe(onNext: { events.append("will \($0.indexPath.row)") })
        .disposed(by: bag)
      tableView.rx.didEndDisplayingCell
        .subscribe(onNext: { events.append("end \($0.indexPath.row)") }).disposed(by: bag)
    case let collectionView as CollectionView:
      collectionView.rx.willDisplayCell.subscribe(onNext: { events.append("will \($0.at.item)") })
        .disposed(by: bag)
      collectionView.rx.didEndDisplayingCell
        .subscribe(onNext: { events.append("end \($0.at.item)") }).disposed(by: bag)
    default:
      Issue.record("unexpected view \(view)")
    }

    view.scrollOffset = 1
    view.scrollOffset = 0

    #expect(events == ["end 0", "will 2", "end 2", "will 0"])
    #expect(view.numberOfCellsCreated == 2)
  }
}
