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

// MARK: - Seed 003: text files in an animated collection, one identity for all

private enum Seed003 {
  struct TxtFileDTO: Equatable {
    let fileUrl: URL
    let title: String
    let subText: String
  }

  enum CellModel: IdentifiableType, Equatable {
    case textFile(TxtFileDTO)

    var identity: String { "TxtCellModel" }
  }

  struct SectionModel {
    var header: String
    var items: [CellModel]
  }

  final class TxtFileCell: CollectionViewCell, Reusable {
    private let titleLabel = Label()
    private let subTextLabel = Label()

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(titleLabel)
      contentView.addSubview(subTextLabel)
    }

    required init?(coder: NSCoder) { nil }

    func setProperties(with textDTO: TxtFileDTO) {
      titleLabel.text = textDTO.title
      subTextLabel.text = textDTO.subText
    }
  }

  /// Port: the seed's manager is a process-wide singleton over the app's
  /// documents; here one per screen, over a fresh temporary directory, so
  /// that tests running in parallel do not share files.
  @MainActor
  final class RxDataSourceManager {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SeedsSuite-\(UUID().uuidString)", isDirectory: true)
    private var mainSection = SectionModel(header: "Main", items: [])

    init(files: [(title: String, context: String)]) {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      for file in files.reversed() { createFileData(title: file.title, context: file.context) }
    }

    func fetchSectionModels() -> [SectionModel] { [mainSection] }

    func createFileData(title: String, context: String) {
      let fileURL = directory.appendingPathComponent(title + ".txt")
      guard (try? context.write(to: fileURL, atomically: true, encoding: .utf8)) != nil else {
        return
      }
      let newItem = TxtFileDTO(fileUrl: fileURL, title: title, subText: context)
      mainSection.items.insert(.textFile(newItem), at: 0)
    }

    func modifyFileData(with model: CellModel, newTitle: String, newContext: String) {
      guard case .textFile(let dto) = model,
        (try? FileManager.default.removeItem(at: dto.fileUrl)) != nil
      else { return }
      mainSection.items.removeAll { $0 == model }
      createFileData(title: newTitle, context: newContext)
    }

    func removeFileData(with indexPath: [IndexPath]) {
      guard let row = indexPath.first?.row, mainSection.items.indices.contains(row),
        case .textFile(let dto) = mainSection.items[row],
        (try? FileManager.default.removeItem(at: dto.fileUrl)) != nil
      else { return }
      mainSection.items.remove(at: row)
    }

    func fileNames() -> [String] {
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory, includingPropertiesForKeys: nil)
      return (urls ?? []).map(\.lastPathComponent).sorted()
    }

    func removeDirectory() { try? FileManager.default.removeItem(at: directory) }
  }

  @MainActor
  final class MainViewModel {
    struct Input { let viewWillAppearDriver: Driver<Bool> }
    struct Output { let collectionSectionModels = PublishRelay<[SectionModel]>() }

    let manager: RxDataSourceManager
    private let output = Output()
    private let disposeBag = DisposeBag()

    init(manager: RxDataSourceManager) { self.manager = manager }

    func transform(with input: Input) -> Output {
      input.viewWillAppearDriver
        .drive(onNext: { [weak self] _ in self?.reloadSections() })
        .disposed(by: disposeBag)
      return output
    }

    func createFile(title: String, context: String) {
      manager.createFileData(title: title, context: context)
      reloadSections()
    }

    func modifyFile(with model: CellModel, newTitle: String, newContext: String) {
      manager.modifyFileData(with: model, newTitle: newTitle, newContext: newContext)
      reloadSections()
    }

    func removeFile(at indexPath: IndexPath) {
      manager.removeFileData(with: [indexPath])
      reloadSections()
    }

    private func reloadSections() {
      output.collectionSectionModels.accept(manager.fetchSectionModels())
    }
  }

  final class MainViewController: ViewController {
    lazy var mainCollectionView: CollectionView = .init(
      frame: .zero, collectionViewLayout: .init()
    ).then {
      $0.register(TxtFileCell.self, forCellWithReuseIdentifier: TxtFileCell.reuseIdentifier)
    }

    var collectionViewDataSource: RxCollectionViewSectionedAnimatedDataSource<SectionModel>?
    let mainVM: MainViewModel
    private let disposeBag = DisposeBag()

    init(manager: RxDataSourceManager) {
      mainVM = MainViewModel(manager: manager)
      super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(mainCollectionView)
      let dataSource = RxCollectionViewSectionedAnimatedDataSource<SectionModel>(
        animationConfiguration: .init(
          insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left)
      ) { _, collectionView, indexPath, item in
        guard
          let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: TxtFileCell.reuseIdentifier, for: indexPath) as? TxtFileCell
        else { return .init() }
        switch item {
        case .textFile(let textDTO): cell.setProperties(with: textDTO)
        }
        return cell
      }
      dataSource.configureSupplementaryView = { _, _, _, _ in .init() }
      collectionViewDataSource = dataSource
      let input = MainViewModel.Input(
        viewWillAppearDriver: rx.viewWillAppear.asDriver(onErrorJustReturn: false))
      mainVM.transform(with: input).collectionSectionModels
        .bind(to: mainCollectionView.rx.items(dataSource: dataSource))
        .disposed(by: disposeBag)
    }
  }
}

extension Seed003.SectionModel: AnimatableSectionModelType {
  fileprivate typealias Item = Seed003.CellModel

  fileprivate var identity: String { header }

  fileprivate init(original: Seed003.SectionModel, items: [Seed003.CellModel]) {
    self = original
    self.items = items
  }
}

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
  @MainActor @Suite struct TextFiles {
    @Test func createModifyAndDeleteShowEveryFileReloadingWithAWarning() async throws {
      let manager = Seed003.RxDataSourceManager(files: [
        ("alpha", "first file"), ("beta", "second file"),
      ])
      defer { manager.removeDirectory() }
      let controller = Seed003.MainViewController(manager: manager)
      let window = Window(rootViewController: controller)
      var warnings: [ViewWarning] = []

      warnings += collectingViewWarnings { window.makeKeyAndVisible() }
      await drainMainQueue()
      assertRender(window) {
        """
          alpha | first file
          beta | second file
        """
      }

      warnings += collectingViewWarnings {
        controller.mainVM.createFile(title: "gamma", context: "third file")
      }
      assertRender(window) {
        """
          gamma | third file
          alpha | first file
          beta | second file
        """
      }

      let dataSource = try #require(controller.collectionViewDataSource)
      let beta = dataSource[IndexPath(item: 2, section: 0)]
      warnings += collectingViewWarnings {
        controller.mainVM.modifyFile(with: beta, newTitle: "beta2", newContext: "rewritten")
      }
      assertRender(window) {
        """
          beta2 | rewritten
          gamma | third file
          alpha | first file
        """
      }

      warnings += collectingViewWarnings {
        controller.mainVM.removeFile(at: IndexPath(item: 1, section: 0))
      }
      assertRender(window) {
        """
          beta2 | rewritten
          alpha | first file
        """
      }
      #expect(manager.fileNames() == ["alpha.txt", "beta2.txt"])
      #expect(warnings.map(\.kind) == Array(repeating: .duplicateIdentities, count: 3))
    }
  }

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
