import Foundation
import HeadlessUI
import Sections
import Streams
import TestSupport

/// Replaces `Hooks.viewWarning` until ``stop()``, collecting every warning.
@MainActor
final class ListWarningRecorder {
  private let log = LockedList<ViewWarning>()
  private let previous: @Sendable (ViewWarning) -> Void

  init() {
    previous = Hooks.viewWarning
    let log = self.log
    Hooks.viewWarning = { log.append($0) }
  }

  func stop() {
    Hooks.viewWarning = previous
  }

  var warnings: [ViewWarning] { log.values }
  var kinds: [ViewWarning.Kind] { log.values.map(\.kind) }
}

/// A registered cell class that declares no initializer; counts its reuses.
final class ListTextCell: TableViewCell {
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A plain table data source over arrays of strings, dequeuing
/// ``ListTextCell`` under "Cell" and recording what it configured.
@MainActor
final class ListTableSource: TableViewDataSource {
  var sections: [[String]]
  var headers: [Int: String] = [:]
  var footers: [Int: String] = [:]
  var indexTitles: [String]?
  var canEdit = true
  var canMove = false
  private(set) var configured: [IndexPath] = []
  private(set) var moves: [(IndexPath, IndexPath)] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    configured.append(indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    headers[section]
  }

  func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    footers[section]
  }

  func sectionIndexTitles(for tableView: TableView) -> [String]? { indexTitles }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  func forgetConfigured() {
    configured = []
  }
}

/// Keeps `object` alive as long as `view` (views hold their data sources
/// weakly, as UIKit does; a test's local would otherwise be the only owner).
@MainActor
func keepAlive(_ object: AnyObject, while view: HeadlessView) {
  _ = view.rx.deallocated.subscribe(onNext: { withExtendedLifetime(object) {} })
}

/// A table showing `source` through ``ListTextCell`` cells (and keeping it
/// alive).
@MainActor
func makeListTable(_ source: ListTableSource, visibleRowCount: Int = 10) -> TableView {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  tableView.visibleRowCount = visibleRowCount
  tableView.dataSource = source
  keepAlive(source, while: tableView)
  return tableView
}

/// `count` strings "0", "1", ….
func numberedRows(_ count: Int, prefix: String = "") -> [String] {
  (0..<count).map { "\(prefix)\($0)" }
}

/// An item whose identity is `id` and whose content also has a version,
/// so the differ finds updates (reloads) as well as moves.
struct VersionedItem: IdentifiableType, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var version = 0

  var identity: Int { id }
  var description: String { "\(id).\(version)" }
}

typealias VersionedSection = AnimatableSectionModel<String, VersionedItem>
typealias NumberSection = AnimatableSectionModel<String, IdentifiableValue<Int>>

/// A section of numbers named `name`.
func numberSection(_ name: String, _ values: [Int]) -> NumberSection {
  NumberSection(model: name, items: values.map { IdentifiableValue(value: $0) })
}

// Data sources shared by the XCTest and the Swift Testing data source tests.

/// Sections of letters under a title.
typealias LetterSection = SectionModel<String, String>

/// Two sections: vowels and consonants.
let letters = [
  LetterSection(model: "Vowels", items: ["a", "e"]),
  LetterSection(model: "Consonants", items: ["b", "c", "d"]),
]

/// A reload data source showing each letter in a "Cell" row.
@MainActor
func makeLetterDataSource() -> RxTableViewSectionedReloadDataSource<LetterSection> {
  RxTableViewSectionedReloadDataSource<LetterSection>(configureCell: {
    _, tableView, indexPath, item in
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = item
    return cell
  })
}

/// An animated data source showing each number, headed by its section's
/// model.
@MainActor
func makeNumberDataSource(
  configuration: AnimationConfiguration = AnimationConfiguration()
) -> RxTableViewSectionedAnimatedDataSource<NumberSection> {
  RxTableViewSectionedAnimatedDataSource<NumberSection>(
    animationConfiguration: configuration,
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "\(item.value)"
      return cell
    },
    titleForHeaderInSection: { dataSource, section in dataSource[section].model })
}

/// An animated data source of versioned items with header and footer
/// titles and its own animations.
@MainActor
func makeVersionedDataSource() -> RxTableViewSectionedAnimatedDataSource<VersionedSection> {
  RxTableViewSectionedAnimatedDataSource<VersionedSection>(
    animationConfiguration: AnimationConfiguration(
      insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left),
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item.description
      return cell
    },
    titleForHeaderInSection: { dataSource, section in dataSource[section].model },
    titleForFooterInSection: { dataSource, section in
      "\(dataSource[section].items.count) items"
    })
}

/// The index path of `row` in `section`.
func path(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// A table with ``ListTextCell`` registered as "Cell", showing
/// `visibleRowCount` rows (10 is the table's own default).
@MainActor
func makeCellTable(visibleRowCount: Int = 10) -> TableView {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  tableView.visibleRowCount = visibleRowCount
  return tableView
}

typealias NameSection = SectionModel<String, String>

/// A table of names bound through a reload data source whose first row of
/// each section cannot be edited.
@MainActor
func makeNameTable(
  _ names: Observable<[NameSection]>, canMove: Bool = false, bag: DisposeBag
) -> (TableView, RxTableViewSectionedReloadDataSource<NameSection>) {
  let tableView = TableView()
  tableView.register(ListTextCell.self, forCellReuseIdentifier: "Cell")
  let dataSource = RxTableViewSectionedReloadDataSource<NameSection>(
    configureCell: { _, tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = item
      return cell
    },
    titleForHeaderInSection: { dataSource, section in
      let title = dataSource.sectionModels[section].model
      return title.isEmpty ? nil : title
    },
    canEditRowAtIndexPath: { _, indexPath in indexPath.row != 0 },
    canMoveRowAtIndexPath: { _, _ in canMove })
  names.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
  return (tableView, dataSource)
}

/// Removes from `names` each row the user deletes in `tableView`, as an
/// app's `itemDeleted` subscriber updates its model.
@MainActor
func removeDeletedRows(
  of tableView: TableView, from names: BehaviorRelay<[String]>, bag: DisposeBag
) {
  tableView.rx.itemDeleted
    .subscribe(onNext: { indexPath in
      var value = names.value
      value.remove(at: indexPath.row)
      names.accept(value)
    })
    .disposed(by: bag)
}

/// Binds `texts` to `tableView`'s rows through `rx.items(cellIdentifier:
/// cellType:)`: a `TableViewCell`, registered here as "Cell", showing each
/// text.
@MainActor
func bindTexts<Texts: ObservableType>(_ texts: Texts, to tableView: TableView, bag: DisposeBag)
where Texts.Element == [String] {
  tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
  texts
    .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
      _, text, cell in cell.textLabel?.text = text
    }
    .disposed(by: bag)
}
