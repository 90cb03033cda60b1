// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation, ReplaceForEachWithForLoop
// (the seeds' code is kept as its authors wrote it)

// Seed 004: "RxSwiftとUITableViewを連携し、複数のSectionのTableViewを作成" —
// `SectionModel<ConfigViewSection, ConfigItem>` with enum sections and enum
// items, each item mapped to its own cell type.
//
// Ported with only: imports, UIKit names to their headless names,
// layout-only lines removed (separator color, autoresizing mask), and the
// changes marked `// Port:`. The post elides the cells and most of the
// `switch` ("以下省略"); they are written here in its style. Its types are
// file-private so that they do not clash with the other seeds'.

import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

// MARK: - The seed's code

private typealias ConfigViewSectionModel = SectionModel<ConfigViewSection, ConfigItem>

private enum ConfigViewSection {

  // number of sections as needed ...
  case parameter
  case playType
  case interval

}

private enum ConfigItem {

  // parameter section
  case gameMode
  case tempo
  case timeLimit
  case tries
  case counts
  case lowest
  case highest
  case pianoVolume
  case metronomevolume

  // type section
  case ascend
  case descend
  case quarterNote
  case eighthNote
  case dyad

  // interval section
  case minSecond
  case second
  case minThird
  case third
  case fourth
  case dimFifth
  case fifth
  case minSixth
  case sixth
  case minSeventh
  case seventh
  case octave
}

// Elided in the post: a cell with a parameter's name and value.
private final class ConfigParameterTVCell: TableViewCell {
  static let identifier = "ConfigParameterTVCell"
  let label = Label()
  let valueLabel = Label()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    contentView.addSubview(valueLabel)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    valueLabel.text = nil
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

// Elided in the post: a cell with a name and an on/off switch.
private final class ConfigSwitchTVCell: TableViewCell {
  static let identifier = "ConfigSwitchTVCell"
  let label = Label()
  let toggle = Switch()

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(label)
    contentView.addSubview(toggle)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

private class ConfigViewController: ViewController {

  lazy var tableView: TableView = {
    let tableView = TableView()
    // カスタムTableViewCellはいくつでもRegister可能 （Identifierで管理)
    tableView.register(
      ConfigParameterTVCell.self, forCellReuseIdentifier: ConfigParameterTVCell.identifier)
    tableView.register(
      ConfigSwitchTVCell.self, forCellReuseIdentifier: ConfigSwitchTVCell.identifier)
    return tableView
  }()

  lazy var datasource = RxTableViewSectionedReloadDataSource<ConfigViewSectionModel>(
    configureCell: configureCell)

  lazy var configureCell:
    RxTableViewSectionedReloadDataSource<ConfigViewSectionModel>.ConfigureCell = {
      [weak self] (dataSource, tableView, indexPath, _) in
      // indexPathによりdataSourceからitem (enum型のConfigItem)をゲットする
      let item = dataSource[indexPath]
      // itemをswitchする
      switch item {
      case .tempo:
        // まず、事前にregisterしてあるCustomTableViewCell (この場合はConfigParameterTVCell) をdequeueする
        let cell =
          tableView.dequeueReusableCell(
            withIdentifier: ConfigParameterTVCell.identifier, for: indexPath)
          as! ConfigParameterTVCell
        // その後、cellの各パラメータに対して処理を記載
        cell.label.text = "something something"
        return cell
      // Port: the rest of the switch, elided in the post ("以下省略"), written
      // in its style.
      case .gameMode, .timeLimit, .tries, .counts, .lowest, .highest, .pianoVolume,
        .metronomevolume:
        let cell =
          tableView.dequeueReusableCell(
            withIdentifier: ConfigParameterTVCell.identifier, for: indexPath)
          as! ConfigParameterTVCell
        cell.label.text = "\(item)"
        cell.valueLabel.text = self?.parameterValues[item]
        return cell
      default:
        let cell =
          tableView.dequeueReusableCell(
            withIdentifier: ConfigSwitchTVCell.identifier, for: indexPath)
          as! ConfigSwitchTVCell
        cell.label.text = "\(item)"
        cell.toggle.isOn = self?.enabledItems.contains(item) ?? false
        return cell
      }
    }

  // Elided in the post: the values the cells show.
  var parameterValues: [ConfigItem: String] = [.gameMode: "practice", .tries: "3"]
  var enabledItems: Set<ConfigItem> = [.ascend, .fifth, .octave]

  let bag = DisposeBag()

  // configItemsは[ConfigViewSectionModel]のBehaviorRelayで、初期値は空の配列
  let configItems = BehaviorRelay<[ConfigViewSectionModel]>(value: [])

  // Elided in the post: where the screen puts its table and binds it.
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    setupViewModel()
    updateConfigItems()
  }

  private func setupViewModel() {
    configItems.asObservable()
      .bind(to: tableView.rx.items(dataSource: datasource))
      .disposed(by: bag)
  }

  // 3つのセクションに応じてそれぞれConfigViewSectionModelを作成します。
  func updateConfigItems() {
    let sections: [ConfigViewSectionModel] = [
      parameterSection(),
      playTypeSection(),
      intervalSection(),
    ]
    // configItemsに[ConfigViewSectionModel]を渡します
    configItems.accept(sections)
  }

  // parameterSectionの実装
  func parameterSection() -> ConfigViewSectionModel {
    let items: [ConfigItem] = [
      .gameMode,
      .tempo,
      .timeLimit,
      .tries,
      .counts,
      .lowest,
      .highest,
      .pianoVolume,
      .metronomevolume,
    ]
    // このSectionModelのConstructorはRxDatasoucesで定義されている
    return ConfigViewSectionModel(model: .parameter, items: items)
  }

  // playTypeSectionの実装
  func playTypeSection() -> ConfigViewSectionModel {
    let items: [ConfigItem] = [
      .ascend,
      .descend,
      .quarterNote,
      .eighthNote,
      .dyad,
    ]
    // このSectionModelのConstructorはRxDatasoucesで定義されている
    return ConfigViewSectionModel(model: .playType, items: items)
  }

  // intervalSectionの実装
  func intervalSection() -> ConfigViewSectionModel {
    let items: [ConfigItem] = [
      .minSecond,
      .second,
      .minThird,
      .third,
      .fourth,
      .dimFifth,
      .fifth,
      .minSixth,
      .sixth,
      .minSeventh,
      .seventh,
      .octave,
    ]
    // このSectionModelのConstructorはRxDatasoucesで定義されている
    return ConfigViewSectionModel(model: .interval, items: items)
  }
}

// MARK: - Tests

/// The scenarios of the seed's screens, written once and run by both test
/// frameworks (``Seed004ConfigTests``, ``Seed004ConfigSuite``).
@MainActor
private enum Scenarios {
  static func loadingTheScreenShowsTheParameterCellsFirst() {

    let controller = ConfigViewController()

    controller.loadViewIfNeeded()

    assertRender(controller) {
      """
        gameMode | practice
        something something
        timeLimit
        tries | 3
        counts
        lowest
        highest
        pianoVolume
        metronomevolume
        ascend | [x]
        (16 rows below)
      """
    }
    expectEqual(controller.tableView.numberOfSections, 3)
    expectEqual(
      (0..<3).map { controller.tableView.numberOfRows(inSection: $0) }, [9, 5, 12])

  }

  static func eachItemIsShownByItsOwnCellType() {

    let controller = ConfigViewController()
    controller.tableView.visibleRowCount = 30
    controller.loadViewIfNeeded()

    for section in 0..<3 {
      for row in 0..<controller.tableView.numberOfRows(inSection: section) {
        let path = IndexPath(row: row, section: section)
        let cell = controller.tableView.cellForRow(at: path)
        if section == 0 {
          expectTrue(cell is ConfigParameterTVCell, "\(path)")
        } else {
          expectTrue(cell is ConfigSwitchTVCell, "\(path)")
        }
      }
    }
    expectEqual(controller.datasource[IndexPath(row: 11, section: 2)], .octave)
    expectEqual(
      controller.datasource.sectionModels.map(\.model), [.parameter, .playType, .interval])

  }

  static func scrollingToTheEndShowsTheIntervalSwitches() {

    let controller = ConfigViewController()
    controller.tableView.visibleRowCount = 5
    controller.loadViewIfNeeded()

    controller.tableView.scrollToRow(
      at: IndexPath(row: 11, section: 2), at: .bottom, animated: false)

    assertRender(controller) {
      """
        (21 rows above)
        minSixth | [ ]
        sixth | [ ]
        minSeventh | [ ]
        seventh | [ ]
        octave | [x]
      """
    }
    // A screenful of each of the two cell types at most.
    expectLessThanOrEqual(controller.tableView.numberOfCellsCreated, 10)

  }

  static func updatingTheItemsAgainReloadsWithTheNewValues() {

    let controller = ConfigViewController()
    controller.tableView.visibleRowCount = 4
    controller.loadViewIfNeeded()

    controller.parameterValues[.gameMode] = "exam"
    controller.updateConfigItems()

    assertRender(controller) {
      """
        gameMode | exam
        something something
        timeLimit
        tries | 3
        (22 rows below)
      """
    }

  }

  static func updatingTheItemsAgainShowsAnItemEnabledSinceFurtherDown() {
    let controller = ConfigViewController()
    controller.tableView.visibleRowCount = 4
    controller.loadViewIfNeeded()

    controller.parameterValues[.gameMode] = "exam"
    controller.enabledItems.insert(.descend)
    controller.updateConfigItems()
    controller.tableView.scrollOffset = 9

    assertRender(controller) {
      """
        (9 rows above)
        ascend | [x]
        descend | [x]
        quarterNote | [ ]
        eighthNote | [ ]
        (13 rows below)
      """
    }
    controller.tableView.scrollOffset = 0
    expectTrue(controller.render().hasPrefix("  gameMode | exam\n"))
  }
}

@MainActor
final class Seed004ConfigTests: ScreenTestCase {
  func test_loadingTheScreenShowsTheParameterCellsFirst() async {
    Scenarios.loadingTheScreenShowsTheParameterCellsFirst()
  }

  func test_eachItemIsShownByItsOwnCellType() async {
    Scenarios.eachItemIsShownByItsOwnCellType()
  }

  func test_scrollingToTheEndShowsTheIntervalSwitches() async {
    Scenarios.scrollingToTheEndShowsTheIntervalSwitches()
  }

  func test_updatingTheItemsAgainReloadsWithTheNewValues() async {
    Scenarios.updatingTheItemsAgainReloadsWithTheNewValues()
  }

  func test_updatingTheItemsAgainShowsAnItemEnabledSinceFurtherDown() async {
    Scenarios.updatingTheItemsAgainShowsAnItemEnabledSinceFurtherDown()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct Seed004ConfigSuite {
  @Test func loadingTheScreenShowsTheParameterCellsFirst() {
    Scenarios.loadingTheScreenShowsTheParameterCellsFirst()
  }

  @Test func eachItemIsShownByItsOwnCellType() {
    Scenarios.eachItemIsShownByItsOwnCellType()
  }

  @Test func scrollingToTheEndShowsTheIntervalSwitches() {
    Scenarios.scrollingToTheEndShowsTheIntervalSwitches()
  }

  @Test func updatingTheItemsAgainReloadsWithTheNewValues() {
    Scenarios.updatingTheItemsAgainReloadsWithTheNewValues()
  }

  @Test func updatingTheItemsAgainShowsAnItemEnabledSinceFurtherDown() {
    Scenarios.updatingTheItemsAgainShowsAnItemEnabledSinceFurtherDown()
  }
}
