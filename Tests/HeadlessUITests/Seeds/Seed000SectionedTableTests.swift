// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation, ReplaceForEachWithForLoop
// (the seeds' code is kept as its authors wrote it)

// Seed 000: "RxSwift UITableView (2) - More Section" — a table with today and
// week sections, header and footer titles, and a delegate's didSelectRowAt.
//
// The seed's code follows, ported with only: imports, UIKit names to their
// headless names, layout-only lines removed, and the changes marked
// `// Port:`. Its types are file-private so that they do not clash with the
// other seeds'.

import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

/// What the seed's code printed: its `print` calls resolve to this file's
/// `print`, so that the delegate's output is asserted instead of written
/// among the test runner's lines.
@MainActor private var printedLines: [String] = []

@MainActor private func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  printedLines.append(items.map { "\($0)" }.joined(separator: separator))
}

// MARK: - The seed's code

private struct SampleSectionItem {

  public enum SectionType: Int {
    case today
    case week
    case none
  }

  var sectionType: SectionType
  var items: [String]

  static func getSctionType(_ rowValue: Int) -> SectionType {
    var type: SectionType

    switch rowValue {
    case SectionType.today.rawValue:
      type = SectionType.today
      break

    case SectionType.week.rawValue:
      type = SectionType.week
      break

    default:
      type = SectionType.none
      break
    }

    return type
  }
}

extension SampleSectionItem: SectionModelType {
  typealias Item = String

  init(original: SampleSectionItem, items: [Item]) {
    self = original
    self.items = items
  }
}

// The seed's cell came from a nib with one label outlet ("UILabel만 있는 Cell").
// Port: the nib's label is created in code and added to the content view.
private final class SampleTableViewCell: TableViewCell {
  let label = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// property 선언
private class SampleSectionTableViewController: ViewController {

  // Port: an @IBOutlet from the storyboard; created in code here.
  var tableView: TableView! = TableView()

  private let disposeBag = DisposeBag()

  private var tableViewItems = BehaviorRelay(value: [SampleSectionItem]())

  private var dataSource: RxTableViewSectionedReloadDataSource<SampleSectionItem>!

  // Port: moved here from the extension below. UIKit's viewDidLoad is
  // @objc, so an extension may override it; a Swift method (no Objective-C
  // runtime on Linux) can only be overridden in the class body.
  override func viewDidLoad() {
    super.viewDidLoad()
    // Port: the storyboard put the table in the view.
    view.addSubview(tableView)

    registCell()
    initData()

    tableView.rx
      .setDelegate(self)
      .disposed(by: disposeBag)

    initDataSource()

    // Do any additional setup after loading the view.
  }
}

// 기본 함수 and 셋팅
extension SampleSectionTableViewController {
  private func initData() {
    let today = ["today0", "today1", "today2", "today3", "today4", "today5"]
    let week = ["week0", "week1", "week2", "week3", "week4", "week5"]

    let todaySection = SampleSectionItem(
      sectionType: SampleSectionItem.SectionType.today, items: today)
    let weekSection = SampleSectionItem(
      sectionType: SampleSectionItem.SectionType.week, items: week)

    let items = [todaySection, weekSection]
    self.tableViewItems.accept(items)
  }

  private func registCell() {
    let nibName = "SampleTableViewCell"
    // Port: nibs do not exist; the cell class is registered instead of
    // `UINib(nibName: nibName, bundle: nil)`.
    tableView.register(SampleTableViewCell.self, forCellReuseIdentifier: nibName)
  }
}

// UITableViewDelegate
extension SampleSectionTableViewController: TableViewDelegate {
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    let cell = self.tableView.cellForRow(at: indexPath) as? SampleTableViewCell
    guard cell != nil else {
      return
    }

    print("didSelectRowAt : + \(String(describing: cell?.label.text))")

  }

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    return TableView.automaticDimension
  }
}

// UITableViewDataSource
extension SampleSectionTableViewController {
  private func initDataSource() {
    self.dataSource = RxTableViewSectionedReloadDataSource<SampleSectionItem>(configureCell: {
      [weak self] (dataSource, tableView, indexPath, element) -> TableViewCell in

      let cell: TableViewCell =
        self?.getTableViewCell(tableView, indexPath: indexPath, item: element) ?? TableViewCell()
      return cell
    })

    self.dataSource.titleForHeaderInSection = { dataSource, index in
      return "header" + String(index)
    }

    self.dataSource.titleForFooterInSection = { dataSource, index in
      return "footer" + String(index)
    }

    self.tableViewItems
      .asObservable()
      .bind(to: tableView.rx.items(dataSource: self.dataSource))
      .disposed(by: disposeBag)

    self.tableView.dataSource = self.dataSource
  }

  private func getTableViewCell(_ tableView: TableView, indexPath: IndexPath, item: String)
    -> TableViewCell
  {
    var cell: SampleTableViewCell

    let section: SampleSectionItem.SectionType = SampleSectionItem.getSctionType(
      indexPath.section)

    switch section {
    case .today:
      cell =
        tableView.dequeueReusableCell(withIdentifier: "SampleTableViewCell", for: indexPath)
        as! SampleTableViewCell
      break

    case .week:
      cell =
        tableView.dequeueReusableCell(withIdentifier: "SampleTableViewCell", for: indexPath)
        as! SampleTableViewCell
      break

    case .none:
      cell =
        tableView.dequeueReusableCell(withIdentifier: "SampleTableViewCell", for: indexPath)
        as! SampleTableViewCell
      break
    }

    cell.label.text = item
    return cell
  }
}

// MARK: - Tests

/// The scenarios of the seed's screen, written once and run by both test
/// frameworks (``Seed000SectionedTableTests``, ``Seed000SectionedTableSuite``).
@MainActor
private enum Scenarios {
  static func loadingTheScreenShowsBothSectionsWithTheirHeadersAndFooters() {
    let controller = SampleSectionTableViewController()

    controller.loadViewIfNeeded()

    assertRender(controller) {
      """
      == header0 ==
        today0
        today1
        today2
        today3
        today4
        today5
      -- footer0 --
      == header1 ==
        week0
        week1
        week2
        week3
        (2 rows below)
      """
    }
    expectEqual(controller.tableView.numberOfSections, 2)
    expectEqual(controller.tableView.numberOfRows(inSection: 1), 6)
  }

  static func theScreenShownInAWindowRendersTheSameRows() {
    let controller = SampleSectionTableViewController()
    let window = Window(rootViewController: controller)

    window.makeKeyAndVisible()

    assertRender(window) {
      """
      == header0 ==
        today0
        today1
        today2
        today3
        today4
        today5
      -- footer0 --
      == header1 ==
        week0
        week1
        week2
        week3
        (2 rows below)
      """
    }
  }

  static func scrollingToTheLastWeekRowShowsTheWeekFooter() {
    let controller = SampleSectionTableViewController()
    controller.loadViewIfNeeded()

    controller.tableView.scrollToRow(
      at: IndexPath(row: 5, section: 1), at: .bottom, animated: true)

    assertRender(controller) {
      """
        (2 rows above)
        today2
        today3
        today4
        today5
      -- footer0 --
      == header1 ==
        week0
        week1
        week2
        week3
        week4
        week5
      -- footer1 --
      """
    }
  }

  static func tappingARowReachesTheDelegateAndRxAndShowsTheSelection(
    section: Int, row: Int, text: String
  ) {
    let controller = SampleSectionTableViewController()
    controller.loadViewIfNeeded()
    let bag = DisposeBag()
    var selectedModels: [String] = []
    controller.tableView.rx.modelSelected(String.self)
      .subscribe(onNext: { selectedModels.append($0) })
      .disposed(by: bag)

    printedLines = []

    controller.tableView.selectRow(at: IndexPath(row: row, section: section))

    expectEqual(printedLines, ["didSelectRowAt : + Optional(\"\(text)\")"])
    expectTrue(controller.tableView.delegate === controller)
    expectEqual(selectedModels, [text])
    expectEqual(controller.tableView.indexPathForSelectedRow, IndexPath(row: row, section: section))
    expectTrue(controller.render().contains("\n> \(text)\n"))
    expectEqual(controller.render().components(separatedBy: "\n> ").count, 2)
  }

  static func eachRowIsTheSeedsCellWithItsLabel() {
    let controller = SampleSectionTableViewController()
    controller.loadViewIfNeeded()

    let cell = controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))

    let sampleCell = cell as? SampleTableViewCell
    expectEqual(sampleCell?.label.text, "today2")
    expectEqual(sampleCell?.reuseIdentifier, "SampleTableViewCell")
    expectTrue(controller.tableView.numberOfCellsCreated <= 12)
  }
}

/// The rows a test taps: one of each section.
private let tappedRows = [
  (section: 0, row: 3, text: "today3"), (section: 1, row: 1, text: "week1"),
]

@MainActor
final class Seed000SectionedTableTests: ScreenTestCase {
  func test_loadingTheScreenShowsBothSectionsWithTheirHeadersAndFooters() async {
    Scenarios.loadingTheScreenShowsBothSectionsWithTheirHeadersAndFooters()
  }

  func test_theScreenShownInAWindowRendersTheSameRows() async {
    Scenarios.theScreenShownInAWindowRendersTheSameRows()
  }

  func test_scrollingToTheLastWeekRowShowsTheWeekFooter() async {
    Scenarios.scrollingToTheLastWeekRowShowsTheWeekFooter()
  }

  func test_tappingARowReachesTheDelegateAndRxAndShowsTheSelection() async {
    for tapped in tappedRows {
      Scenarios.tappingARowReachesTheDelegateAndRxAndShowsTheSelection(
        section: tapped.section, row: tapped.row, text: tapped.text)
    }
  }

  func test_eachRowIsTheSeedsCellWithItsLabel() async {
    Scenarios.eachRowIsTheSeedsCellWithItsLabel()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct Seed000SectionedTableSuite {
  @Test func loadingTheScreenShowsBothSectionsWithTheirHeadersAndFooters() {
    Scenarios.loadingTheScreenShowsBothSectionsWithTheirHeadersAndFooters()
  }

  @Test func theScreenShownInAWindowRendersTheSameRows() {
    Scenarios.theScreenShownInAWindowRendersTheSameRows()
  }

  @Test func scrollingToTheLastWeekRowShowsTheWeekFooter() {
    Scenarios.scrollingToTheLastWeekRowShowsTheWeekFooter()
  }

  @Test(arguments: tappedRows)
  func tappingARowReachesTheDelegateAndRxAndShowsTheSelection(section: Int, row: Int, text: String)
  {
    Scenarios.tappingARowReachesTheDelegateAndRxAndShowsTheSelection(
      section: section, row: row, text: text)
  }

  @Test func eachRowIsTheSeedsCellWithItsLabel() {
    Scenarios.eachRowIsTheSeedsCellWithItsLabel()
  }
}
