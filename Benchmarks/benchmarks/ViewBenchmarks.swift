import Foundation
import HeadlessUI
import ReactorCore
import Sections
import Streams

/// A cell reactor for the scrolling scenario: a title, no actions.
final class RowReactor: Reactor {
  typealias Action = NoAction
  struct State {
    var title: String
  }
  let initialState: State
  init(title: String) { initialState = State(title: title) }
}

/// A cell bound to its reactor the ReactorKit way.
final class RowCell: TableViewCell, View {
  var disposeBag = DisposeBag()
  let titleLabel = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
  }

  required init?(coder: NSCoder) { nil }

  func bind(reactor: RowReactor) {
    reactor.state.map(\.title).bind(to: titleLabel.rx.text).disposed(by: disposeBag)
  }
}

typealias RowSection = SectionModel<Int, RowReactor>

/// 100,000 rows in one section, then 2,500 each deleted, inserted, updated
/// and moved: 10% of the rows change.
private func animatedScenario() -> (initial: [DiffSection], final: [DiffSection]) {
  var random = SplitMix64(seed: 100_000)
  let items = (0..<100_000).map { _ in DiffItem(id: UUID(), version: 0) }
  var final = items
  for _ in 0..<2500 { final.remove(at: Int.random(in: 0..<final.count, using: &random)) }
  for _ in 0..<2500 {
    final.insert(
      DiffItem(id: UUID(), version: 0), at: Int.random(in: 0...final.count, using: &random))
  }
  for _ in 0..<2500 { final[Int.random(in: 0..<final.count, using: &random)].version += 1 }
  for _ in 0..<2500 {
    let item = final.remove(at: Int.random(in: 0..<final.count, using: &random))
    final.insert(item, at: Int.random(in: 0...final.count, using: &random))
  }
  return ([DiffSection(model: 0, items: items)], [DiffSection(model: 0, items: final)])
}

private let animated = animatedScenario()
private let million = [SectionModel(model: 0, items: Array(0..<1_000_000))]

/// Cells created by the last `table.reload.1M` run.
@MainActor private var reloadCellsCreated = 0
/// Cells created by the last `table.scroll.10k` run.
@MainActor private var scrollCellsCreated = 0

@MainActor
private func reloadMillion() -> Double {
  let tableView = TableView()
  tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
  let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<Int, Int>> {
    _, tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = String(item)
    return cell
  }
  let bag = DisposeBag()
  let time = milliseconds {
    Observable.just(million).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  }
  precondition(tableView.numberOfRows(inSection: 0) == 1_000_000)
  reloadCellsCreated = tableView.numberOfCellsCreated
  return time
}

@MainActor
private func animatedUpdate() -> Double {
  let tableView = TableView()
  tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
  let dataSource = RxTableViewSectionedAnimatedDataSource<DiffSection> {
    _, tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "\(item.version)"
    return cell
  }
  let sections = BehaviorRelay(value: animated.initial)
  let bag = DisposeBag()
  sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  let time = milliseconds { sections.accept(animated.final) }
  precondition(tableView.appliedUpdates.count == 3, "the update must be animated (2 stages)")
  return time
}

/// The baseline paired with the last `table.scroll.10k` run (see
/// `scrollTenThousand`).
@MainActor private var scrollBindAloneResult = 0.0

/// Scrolls a table of 10,000 cell reactors one row at a time, and binds a
/// cell alone to another 10,000 reactors, in turns of 100 rows: both see
/// the same machine (on a shared machine a burst of interference would
/// otherwise land in one of the two). Returns ns per row shown; the bind's
/// ns per reactor goes to `scrollBindAloneResult`, the baseline.
@MainActor
private func scrollTenThousand() -> Double {
  let rows = 10_000
  let reactors = (0..<rows).map { RowReactor(title: "row \($0)") }
  let tableView = TableView()
  tableView.register(RowCell.self, forCellReuseIdentifier: "Row")
  let dataSource = RxTableViewSectionedReloadDataSource<RowSection> {
    _, tableView, indexPath, reactor in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    (cell as? RowCell)?.reactor = reactor
    return cell
  }
  let bag = DisposeBag()
  Observable.just([RowSection(model: 0, items: reactors)])
    .bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  let aloneReactors = (0..<rows).map { RowReactor(title: "row \($0)") }
  let aloneCell = RowCell(style: .default, reuseIdentifier: nil)
  let shown = rows - tableView.visibleRowCount
  let turn = 100
  var scrolling = 0.0
  var binding = 0.0
  var done = 0
  while done < shown {
    let count = min(turn, shown - done)
    scrolling += nanosecondsPerOperation(operations: 1) {
      for offset in done + 1...done + count { tableView.scrollOffset = offset }
    }
    binding += nanosecondsPerOperation(operations: 1) {
      for reactor in aloneReactors[done..<done + count] { aloneCell.reactor = reactor }
    }
    done += count
  }
  if !tableView.render().contains("row \(rows - 1)") {
    print(tableView.render())
    print(MainScheduler.isMainThread)
  }
  scrollCellsCreated = tableView.numberOfCellsCreated
  scrollBindAloneResult = binding / Double(shown)
  return scrolling / Double(shown)
}

func viewScenarios() -> [Scenario] {
  [
    Scenario(
      name: "table.reload.1M", unit: "ms",
      summary: "bind 1,000,000 rows, show the first window (baseline: building the rows' array)",
      measure: { MainActor.assumeIsolated { reloadMillion() } },
      baseline: {
        milliseconds { blackHole([SectionModel(model: 0, items: Array(0..<1_000_000))]) }
      },
      extra: { MainActor.assumeIsolated { ["cellsCreated": reloadCellsCreated] } }),
    Scenario(
      name: "table.animated.100k", unit: "ms",
      summary:
        "animated update, 100,000 rows, 10% changed (baseline: the differ alone; target ≤1.5x)",
      measure: { MainActor.assumeIsolated { animatedUpdate() } },
      baseline: {
        milliseconds {
          blackHole(
            try! Diff.differencesForSectionedView(
              initialSections: animated.initial, finalSections: animated.final))
        }
      }),
    Scenario(
      name: "table.scroll.10k", unit: "ns/row",
      summary:
        "scroll 10,000 rows of cell reactors, per row shown (baseline: binding a cell alone, "
        + "in turns of 100 rows with the scroll)",
      measure: { MainActor.assumeIsolated { scrollTenThousand() } },
      baseline: { MainActor.assumeIsolated { scrollBindAloneResult } },
      extra: { MainActor.assumeIsolated { ["cellsCreated": scrollCellsCreated] } }),
  ]
}
