import HeadlessUI
import Sections
import Streams
import TestSupport

/// Sections with unique names and items, changed at random: sections and
/// items inserted, deleted, moved (across sections too) and updated.
struct RandomSections {
  private(set) var sections: [VersionedSection] = [
    VersionedSection(model: "S0", items: (0..<5).map { VersionedItem(id: $0) }),
    VersionedSection(model: "S1", items: (5..<8).map { VersionedItem(id: $0) }),
  ]
  private var nextSection = 2
  private var nextItem = 8

  mutating func change(using generator: inout SplitMix64) {
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      switch Int.random(in: 0..<8, using: &generator) {
      case 0 where sections.count < 6:
        let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in newItem() }
        sections.insert(
          VersionedSection(model: "S\(nextSection)", items: items),
          at: Int.random(in: 0...sections.count, using: &generator))
        nextSection += 1
      case 1 where !sections.isEmpty:
        sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
      case 2 where sections.count > 1:
        let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &generator))
        sections.insert(section, at: Int.random(in: 0...sections.count, using: &generator))
      case 3, 4:
        guard !sections.isEmpty else { continue }
        let section = Int.random(in: 0..<sections.count, using: &generator)
        sections[section].items.insert(
          newItem(), at: Int.random(in: 0...sections[section].items.count, using: &generator))
      case 5:
        guard let (section, row) = randomItem(using: &generator) else { continue }
        sections[section].items.remove(at: row)
      case 6:
        guard let (section, row) = randomItem(using: &generator) else { continue }
        let item = sections[section].items.remove(at: row)
        let target = Int.random(in: 0..<sections.count, using: &generator)
        sections[target].items.insert(
          item, at: Int.random(in: 0...sections[target].items.count, using: &generator))
      default:
        guard let (section, row) = randomItem(using: &generator) else { continue }
        sections[section].items[row].version += 1
      }
    }
  }

  private mutating func newItem() -> VersionedItem {
    defer { nextItem += 1 }
    return VersionedItem(id: nextItem)
  }

  private func randomItem(using generator: inout SplitMix64) -> (Int, Int)? {
    let filled = sections.indices.filter { !sections[$0].items.isEmpty }
    guard let section = filled.randomElement(using: &generator) else { return nil }
    return (section, Int.random(in: 0..<sections[section].items.count, using: &generator))
  }
}

/// Sends `steps` random section changes (``RandomSections``, seeded by
/// `seed`) through an animated data source bound to `view`, scrolling at
/// random in `scrollRange` between them. Each step must animate without a
/// warning or a reload, leave the data source holding the new sections,
/// and render as a fresh view that reloads the same sections scrolled the
/// same way; the first reload stays the only one. `bind` binds the
/// sections to a view through a new data source and returns what it holds.
@MainActor
func checkRandomSectionChanges<View: ListScrollView>(
  seed: UInt64, steps: Int, scrollRange: ClosedRange<Int>, maxCellsCreated: Int? = nil,
  makeView: () -> View,
  bind: (Observable<[VersionedSection]>, View, DisposeBag) -> () -> [VersionedSection],
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  let recorder = ListWarningRecorder()
  defer { recorder.stop() }
  var generator = SplitMix64(seed: seed)
  var model = RandomSections()
  let view = makeView()
  let relay = BehaviorRelay(value: model.sections)
  let bag = DisposeBag()
  let sectionModels = bind(relay.asObservable(), view, bag)
  func reloads() -> Int { view.appliedUpdates.filter { $0 == .reloadData }.count }
  for step in 0..<steps {
    model.change(using: &generator)
    let reloadsBefore = reloads()
    view.scrollOffset = Int.random(in: scrollRange, using: &generator)
    relay.accept(model.sections)
    expectEqual(
      recorder.warnings, [], "step \(step)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    expectEqual(
      reloads(), reloadsBefore, "step \(step)", fileID: fileID, filePath: filePath, line: line,
      column: column)
    let fresh = makeView()
    let freshBag = DisposeBag()
    _ = bind(.just(model.sections), fresh, freshBag)
    fresh.scrollOffset = view.scrollOffset
    expectEqual(
      view.render(), fresh.render(), "step \(step)", fileID: fileID, filePath: filePath,
      line: line, column: column)
    expectEqual(
      sectionModels().map(\.items), model.sections.map(\.items), "step \(step)", fileID: fileID,
      filePath: filePath, line: line, column: column)
    if view.render() != fresh.render() { break }
  }
  expectEqual(reloads(), 1, fileID: fileID, filePath: filePath, line: line, column: column)
  if let maxCellsCreated {
    expectLessThanOrEqual(
      view.numberOfCellsCreated, maxCellsCreated, fileID: fileID, filePath: filePath, line: line,
      column: column)
  }
}

/// Binds `sections` to a table through a new animated data source.
@MainActor
func bindVersionedTable(
  _ sections: Observable<[VersionedSection]>, to tableView: TableView, bag: DisposeBag
) -> () -> [VersionedSection] {
  let dataSource = makeVersionedDataSource()
  sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  return { dataSource.sectionModels }
}
