import Dispatch
import Foundation
import HeadlessReactor
import TestSupport
import XCTest

/// A Swift 5 screen's mistake: the table reloaded from whatever thread the
/// names arrive on (no `observe(on:)`), wired from nonisolated code.
final class NamesTableSource: TableViewDataSource {
  var names: [String] = []
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    names.count
  }
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = names.map { $0.uppercased() }[indexPath.row]
    return cell
  }
}

func wireReload(
  of table: TableView, from source: NamesTableSource, to names: Observable<[String]>,
  bag: DisposeBag
) {
  names.subscribe(onNext: { names in
    source.names = names
    table.reloadData()
    table.selectRow(at: IndexPath(row: names.count - 1, section: 0))
  })
  .disposed(by: bag)
}

/// The kinds of the warnings reported, from any thread.
final class WarningKinds: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var collected: [ViewWarning.Kind] = []

  func append(_ kind: ViewWarning.Kind) { lock.withLock { collected.append(kind) } }
  var kinds: [ViewWarning.Kind] { lock.withLock { collected } }
}

final class TableViewSwift5Tests: ScreenTestCase {
  func test_aTableReloadedFromABackgroundThreadIsReportedAndShowsTheRowsOnTheMainQueue() {
    let table = TableView()
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = NamesTableSource()
    table.dataSource = source
    let names = PublishSubject<[String]>()
    let bag = DisposeBag()
    wireReload(of: table, from: source, to: names.asObservable(), bag: bag)
    let warnings = WarningKinds()
    let previous = Hooks.viewWarning
    Hooks.viewWarning = { warnings.append($0.kind) }
    defer { Hooks.viewWarning = previous }

    let sent = expectation(description: "sent from a background thread")
    Thread.detachNewThread {
      names.onNext(["ada", "grace"])
      sent.fulfill()
    }
    wait(for: [sent], timeout: 30)
    let ran = expectation(description: "the main queue ran the queued changes")
    DispatchQueue.main.async { ran.fulfill() }
    wait(for: [ran], timeout: 30)

    XCTAssertEqual(warnings.kinds, [.offMainThread, .offMainThread])
    XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["ADA", "GRACE"])
    XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
  }
}
