// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (the seeds' names are kept as their authors wrote them)

import Dispatch
import Foundation
import HeadlessUI
import ReactorCore
import ReactorTesting
import Sections
import Streams
import Testing

// The main screen of each of the five seeds (Tests/HeadlessUITests/Seeds),
// ported as there (imports, UIKit names to headless names, layout removed),
// each in its own namespace so that their names (two `ViewController`s, a
// `SectionModel`) do not clash. Only what the scenarios below use is kept.

// MARK: - Seed 004: enum sections and items, a cell type per kind of item

private enum Seed004 {
  typealias ConfigViewSectionModel = SectionModel<ConfigViewSection, ConfigItem>

  enum ConfigViewSection {
    case parameter
    case playType
    case interval
  }

  enum ConfigItem {
    case gameMode, tempo, timeLimit, tries, counts, lowest, highest, pianoVolume, metronomevolume
    case ascend, descend, quarterNote, eighthNote, dyad
    case minSecond, second, minThird, third, fourth, dimFifth, fifth, minSixth, sixth
    case minSeventh, seventh, octave
  }

  final class ConfigParameterTVCell: TableViewCell {
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

    required init?(coder: NSCoder) { nil }
  }

  final class ConfigSwitchTVCell: TableViewCell {
    static let identifier = "ConfigSwitchTVCell"
    let label = Label()
    let toggle = Switch()

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      contentView.addSubview(label)
      contentView.addSubview(toggle)
    }

    required init?(coder: NSCoder) { nil }
  }

  final class ConfigViewController: ViewController {
    lazy var tableView: TableView = {
      let tableView = TableView()
      tableView.register(
        ConfigParameterTVCell.self, forCellReuseIdentifier: ConfigParameterTVCell.identifier)
      tableView.register(
        ConfigSwitchTVCell.self, forCellReuseIdentifier: ConfigSwitchTVCell.identifier)
      return tableView
    }()

    lazy var datasource = RxTableViewSectionedReloadDataSource<ConfigViewSectionModel>(
      configureCell: { [weak self] dataSource, tableView, indexPath, _ in
        let item = dataSource[indexPath]
        switch item {
        case .tempo:
          let cell =
            tableView.dequeueReusableCell(
              withIdentifier: ConfigParameterTVCell.identifier, for: indexPath)
            as! ConfigParameterTVCell
          cell.label.text = "something something"
          return cell
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
      })

    var parameterValues: [ConfigItem: String] = [.gameMode: "practice", .tries: "3"]
    var enabledItems: Set<ConfigItem> = [.ascend, .fifth, .octave]
    let bag = DisposeBag()
    let configItems = BehaviorRelay<[ConfigViewSectionModel]>(value: [])

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      configItems.asObservable()
        .bind(to: tableView.rx.items(dataSource: datasource))
        .disposed(by: bag)
      updateConfigItems()
    }

    func updateConfigItems() {
      configItems.accept([
        ConfigViewSectionModel(
          model: .parameter,
          items: [
            .gameMode, .tempo, .timeLimit, .tries, .counts, .lowest, .highest, .pianoVolume,
            .metronomevolume,
          ]),
        ConfigViewSectionModel(
          model: .playType, items: [.ascend, .descend, .quarterNote, .eighthNote, .dyad]),
        ConfigViewSectionModel(
          model: .interval,
          items: [
            .minSecond, .second, .minThird, .third, .fourth, .dimFifth, .fifth, .minSixth,
            .sixth, .minSeventh, .seventh, .octave,
          ]),
      ])
    }
  }
}

// MARK: - Suites

/// Swift Testing versions of the seeds' screen tests (Tests/HeadlessUITests/
/// Seeds): a main scenario of each seed's screen, read through `render()`.
@MainActor @Suite(.viewWarningsFailTests) struct SeedsSuite {
  @MainActor @Suite struct Config {
    @Test func loadingTheScreenShowsTheParameterCellsFirst() {
      let controller = Seed004.ConfigViewController()

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
    }

    @Test func scrollingToTheEndShowsTheIntervalSwitches() {
      let controller = Seed004.ConfigViewController()
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
      #expect(controller.tableView.numberOfCellsCreated <= 10)
    }

    @Test func updatingTheItemsAgainShowsTheNewValues() {
      let controller = Seed004.ConfigViewController()
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
      #expect(controller.render().hasPrefix("  gameMode | exam\n"))
    }
  }
}
