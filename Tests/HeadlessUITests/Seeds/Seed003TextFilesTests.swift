// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation, ReplaceForEachWithForLoop
// (the seeds' code is kept as its authors wrote it)

// Seed 003: "RxDataSource_Animatable(with multi data)" — an animated
// collection of text files, created, modified and deleted through a
// data-source manager, with an `AnimationConfiguration`. Every item has the
// same identity ("TxtCellModel"): the animated data source cannot diff
// them, so it reloads (with a warning) and still shows every file.
//
// Ported with only: imports, UIKit names to their headless names,
// layout-only lines removed (the flow layout, colors, scroll indicators),
// and the changes marked `// Port:`. The post elides the text-file manager,
// the cell and the view model ("중략"); they are written here in its style.
// Its types are file-private so that they do not clash with the other
// seeds'; its `SectionModel` hides the library's in this file only.

import Foundation
import HeadlessUI
import ReactorTesting
import Sections
import Streams
import TestSupport
import Testing
import XCTest

// MARK: - The seed's code

private struct TxtFileDTO {

  let fileUrl: URL
  let title: String
  let subText: String
}

extension TxtFileDTO: Equatable {}

// CellModel 구현 때에는 RxDataSource가 import 되어 있음
private enum CellModel {

  case textFile(TxtFileDTO)
}

extension CellModel: IdentifiableType, Equatable {

  typealias Identity = String

  var identity: String {
    switch self {
    case .textFile(_):
      return "TxtCellModel"
    }
  }
}

private struct SectionModel {

  var header: String
  var items: [CellModel]
}

extension SectionModel: AnimatableSectionModelType {

  typealias Item = CellModel
  typealias Identity = String

  var identity: String {

    return header
  }

  init(original: SectionModel, items: [CellModel]) {
    self = original
    self.items = items
  }
}

// Elided in the post: the cell showing a file's title and text.
private final class TxtFileCell: CollectionViewCell, Reusable {
  private let titleLabel = Label()
  private let subTextLabel = Label()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(titleLabel)
    contentView.addSubview(subTextLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func setProperties(with textDTO: TxtFileDTO) {
    titleLabel.text = textDTO.title
    subTextLabel.text = textDTO.subText
  }
}

// Elided in the post: the view model whose output the screen binds (on the
// main actor, as the manager it uses).
@MainActor
private final class MainViewModel {
  struct Input {
    let viewWillAppearDriver: Driver<Bool>
  }

  // ViewModel의 Output
  struct Output {
    let collectionSectionModels: PublishRelay<[SectionModel]> = .init()
  }

  private let output = Output()
  private let disposeBag = DisposeBag()

  func transform(with input: Input) -> Output {
    input.viewWillAppearDriver
      .drive(onNext: { [weak self] _ in self?.reloadSections() })
      .disposed(by: disposeBag)
    return output
  }

  func createFile(title: String, context: String) {
    RxDataSourceManager.shared.createFileData(title: title, context: context)
    reloadSections()
  }

  func modifyFile(with model: CellModel, newTitle: String, newContext: String) {
    RxDataSourceManager.shared.modifyFileData(
      with: model, newTitle: newTitle, newContext: newContext)
    reloadSections()
  }

  func removeFile(at indexPath: IndexPath) {
    RxDataSourceManager.shared.removeFileData(with: [indexPath])
    reloadSections()
  }

  private func reloadSections() {
    output.collectionSectionModels.accept(RxDataSourceManager.shared.fetchSectionModels())
  }
}

private class MainViewController: ViewController {

  // Port: `private` dropped so that the tests can look at the collection.
  lazy var mainCollectionView: CollectionView = .init(
    frame: .zero, collectionViewLayout: .init()
  ).then {
    $0.register(TxtFileCell.self, forCellWithReuseIdentifier: TxtFileCell.reuseIdentifier)
  }

  // ...중략

  // Port: `private` dropped so that the tests can reach the data source
  // and the view model.
  var collectionViewDataSource: RxCollectionViewSectionedAnimatedDataSource<SectionModel>?
  let mainVM = MainViewModel()
  private let disposeBag = DisposeBag()

  // ...중략

  override func viewDidLoad() {
    super.viewDidLoad()
    self.view.addSubview(mainCollectionView)
    self.configureCollectionViewDataSource()
    self.bindWithViewModel()
  }
}

extension MainViewController {

  // ...중략

  fileprivate func configureCollectionViewDataSource() {
    self.collectionViewDataSource = RxCollectionViewSectionedAnimatedDataSource<SectionModel>(
      animationConfiguration: .init(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left)
    ) { dataSource, collectionView, indexPath, item in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TxtFileCell.reuseIdentifier, for: indexPath) as? TxtFileCell
      else {

        return .init()
      }

      switch item {
      case .textFile(let textDTO):
        cell.setProperties(with: textDTO)
      }

      return cell
    }

    // 헤더나 푸터 생성
    // Port: in the post this statement sits directly in the extension's
    // body, where no statement compiles (with UIKit either); it is moved
    // into this method. Its closure's bare `return` does not compile either
    // (the closure returns a view): it returns an empty view, which shows
    // nothing, as the post meant.
    self.collectionViewDataSource?.configureSupplementaryView = {
      dataSource, collectionView, kind, indexPath in

      return .init()
    }
  }

  // ViewController에서 바인딩한 로직
  fileprivate func bindWithViewModel() {
    guard let collectionViewDataSource else { return }

    let input: MainViewModel.Input = .init(
      viewWillAppearDriver: self.rx.viewWillAppear.asDriver(onErrorJustReturn: false))
    let output = mainVM.transform(with: input)

    output.collectionSectionModels
      .bind(to: mainCollectionView.rx.items(dataSource: collectionViewDataSource))
      .disposed(by: disposeBag)
  }
}

// Elided in the post: reads, writes and deletes the .txt files of one
// directory. Port: the directory is a fresh temporary one (an app would
// use its documents directory).
private final class TextFileManager {
  static let directory: URL = FileManager.default.temporaryDirectory
    .appendingPathComponent("Seed003-\(UUID().uuidString)", isDirectory: true)

  init() {
    try? FileManager.default.createDirectory(
      at: Self.directory, withIntermediateDirectories: true)
  }

  func fetchAllTextFilesURL() -> [URL]? {
    guard
      let urls = try? FileManager.default.contentsOfDirectory(
        at: Self.directory, includingPropertiesForKeys: nil)
    else { return nil }
    return urls.filter { $0.pathExtension == "txt" }
      .sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  func createTextFile(title: String, context: String) -> URL? {
    let fileURL = Self.directory.appendingPathComponent(title + ".txt")
    do {
      try context.write(to: fileURL, atomically: true, encoding: .utf8)
      return fileURL
    } catch {
      return nil
    }
  }

  func removeTextFile(with fileURL: URL) -> Bool {
    (try? FileManager.default.removeItem(at: fileURL)) != nil
  }
}

extension Collection {
  fileprivate subscript(safe index: Index) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

// Port: `@MainActor`. Swift 6 refuses a shared mutable singleton
// (`static let shared`) of a class that is not Sendable; the screen uses it
// on the main thread only, which the annotation states.
@MainActor
private final class RxDataSourceManager {

  static let shared: RxDataSourceManager = .init()

  private let txtFileManger: TextFileManager = .init()

  private var allSections: [SectionModel] = []

  private var mainSection: SectionModel?
  private var mainSectionItems: [CellModel] = []

  private init() {
    self.fetchFileDatas()
  }

  func fetchSectionModels() -> [SectionModel] {

    return self.allSections
  }

  func createFileData(title: String, context: String) {
    guard let fileURL = self.txtFileManger.createTextFile(title: title, context: context) else {
      return
    }

    let newItem: TxtFileDTO = .init(fileUrl: fileURL, title: title, subText: context)
    self.mainSectionItems.insert(.textFile(newItem), at: 0)

    guard let mainSection else { return }

    let newSection: SectionModel = .init(original: mainSection, items: self.mainSectionItems)
    self.mainSection = newSection
    self.allSections = [newSection]
  }

  func modifyFileData(with model: CellModel, newTitle: String, newContext: String) {
    switch model {
    case .textFile(let txtFileDTO):
      guard self.txtFileManger.removeTextFile(with: txtFileDTO.fileUrl) else { return }

      for section in allSections {
        guard section.items.contains(.textFile(txtFileDTO)) else { break }

        let newItems = section.items.filter { $0 != .textFile(txtFileDTO) }
        self.mainSectionItems = newItems

        let newSection: SectionModel = .init(original: section, items: newItems)
        self.mainSection = newSection
        self.allSections = [newSection]

        self.createFileData(title: newTitle, context: newContext)

        return
      }
    }
  }

  func removeFileData(with indexPath: [IndexPath]) {
    guard let sectionIndex = indexPath.first?.section, let rowIndex = indexPath.first?.row,
      var section = allSections[safe: sectionIndex], let item = section.items[safe: rowIndex]
    else { return }

    switch item {
    case .textFile(let txtFileDTO):
      guard self.txtFileManger.removeTextFile(with: txtFileDTO.fileUrl) else { return }

      section.items.remove(at: rowIndex)
      self.mainSectionItems = section.items

      guard let mainSection else { return }

      let newSection: SectionModel = .init(original: mainSection, items: self.mainSectionItems)
      self.mainSection = newSection
      self.allSections = [newSection]
    }
  }
}

extension RxDataSourceManager {

  fileprivate func fetchFileDatas() {
    guard let fileURLs = self.txtFileManger.fetchAllTextFilesURL() else { return }

    var sectionItems: [CellModel] = []

    fileURLs.forEach {
      guard let content = try? String(contentsOf: $0, encoding: .utf8) else { return }

      let title = $0.lastPathComponent
      let originTitle = title.replacingOccurrences(of: ".txt", with: "")
      let item: TxtFileDTO = .init(fileUrl: $0, title: originTitle, subText: content)

      sectionItems.append(.textFile(item))
    }

    self.mainSectionItems = sectionItems

    let section: SectionModel = .init(header: "Main", items: sectionItems)
    self.mainSection = section
    self.allSections = [section]
  }
}

// MARK: - Tests

/// The scenarios of the seed's screens, written once and run by both test
/// frameworks (``Seed003TextFilesTests``, ``Seed003TextFilesSuite``).
@MainActor
private enum Scenarios {
  static func item(_ title: String, _ text: String) -> CellModel {
    .textFile(
      TxtFileDTO(
        fileUrl: URL(fileURLWithPath: "/files/\(title).txt"), title: title, subText: text))
  }

  /// The whole scenario runs in one test: the manager is the seed's
  /// process-wide singleton, reading the files once.

  static func createModifyAndDeleteFilesShowEveryFileAndReloadWithAWarning() async throws {

    let manager = TextFileManager()
    // The seed's files live in a directory of the temporary one: nothing
    // is left there.
    defer { try? FileManager.default.removeItem(at: TextFileManager.directory) }
    _ = manager.createTextFile(title: "alpha", context: "first file")
    _ = manager.createTextFile(title: "beta", context: "second file")
    let controller = MainViewController()
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
    expectEqual(warnings, [])

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
    expectEqual(warnings.map(\.kind), [.duplicateIdentities])

    let beta = try unwrap(controller.collectionViewDataSource?[IndexPath(item: 2, section: 0)])
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
    expectEqual(
      try String(
        contentsOf: TextFileManager.directory.appendingPathComponent("beta2.txt"), encoding: .utf8
      ), "rewritten")

    warnings += collectingViewWarnings {
      controller.mainVM.removeFile(at: IndexPath(item: 1, section: 0))
    }
    assertRender(window) {
      """
        beta2 | rewritten
        alpha | first file
      """
    }
    expectEqual(
      manager.fetchAllTextFilesURL()?.map(\.lastPathComponent), ["alpha.txt", "beta2.txt"])
    expectEqual(warnings.map(\.kind), Array(repeating: .duplicateIdentities, count: 3))
    expectEqual(
      controller.collectionViewDataSource?.sectionModels.first?.items.count, 2)
    expectEqual(
      controller.collectionViewDataSource?.animationConfiguration,
      AnimationConfiguration(insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left))

  }

  static func itemsSharingOneIdentityAreAllShownAfterAReloadFallback() {

    let collectionView = CollectionView(frame: .zero, collectionViewLayout: .init())
    collectionView.register(
      TxtFileCell.self, forCellWithReuseIdentifier: TxtFileCell.reuseIdentifier)
    let dataSource = RxCollectionViewSectionedAnimatedDataSource<SectionModel>(
      animationConfiguration: .init(
        insertAnimation: .top, reloadAnimation: .fade, deleteAnimation: .left)
    ) { _, collectionView, indexPath, item in
      let cell = collectionView.dequeueReusableCell(for: indexPath) as TxtFileCell
      if case .textFile(let dto) = item { cell.setProperties(with: dto) }
      return cell
    }
    let sections = BehaviorRelay(value: [SectionModel(header: "Main", items: [item("a", "1")])])
    let bag = DisposeBag()
    sections.bind(to: collectionView.rx.items(dataSource: dataSource)).disposed(by: bag)

    let warnings = collectingViewWarnings {
      sections.accept([SectionModel(header: "Main", items: [item("a", "1"), item("b", "2")])])
      sections.accept([
        SectionModel(header: "Main", items: [item("c", "3"), item("a", "1"), item("b", "2")])
      ])
    }

    assertRender(collectionView) {
      """
        c | 3
        a | 1
        b | 2
      """
    }
    expectEqual(warnings.map(\.kind), [.duplicateIdentities, .duplicateIdentities])
    expectEqual(collectionView.appliedUpdates.count, 3)
    expectEqual(dataSource.sectionModels.first?.items.count, 3)

  }

  static func theSeedsSectionModelHidesTheLibrarysWithoutAmbiguity() {

    let section = SectionModel(header: "Main", items: [item("a", "1")])

    let rebuilt = SectionModel(original: section, items: [])

    expectEqual(rebuilt.identity, "Main")
    expectEqual(rebuilt.items, [])
    let library = Sections.SectionModel<String, Int>(model: "numbers", items: [1, 2])
    expectEqual(library.items, [1, 2])

  }

  static func anEmptyHeaderViewShowsNoHeaderLine() {

    let controller = MainViewController()
    controller.loadViewIfNeeded()

    let header = controller.collectionViewDataSource?.collectionView(
      controller.mainCollectionView,
      viewForSupplementaryElementOfKind: CollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 0))

    expectEqual(header?.render(), "")

  }
}

@MainActor
final class Seed003TextFilesTests: ScreenTestCase {
  func test_createModifyAndDeleteFilesShowEveryFileAndReloadWithAWarning() async throws {
    try await Scenarios.createModifyAndDeleteFilesShowEveryFileAndReloadWithAWarning()
  }

  func test_itemsSharingOneIdentityAreAllShownAfterAReloadFallback() async {
    Scenarios.itemsSharingOneIdentityAreAllShownAfterAReloadFallback()
  }

  func test_theSeedsSectionModelHidesTheLibrarysWithoutAmbiguity() async {
    Scenarios.theSeedsSectionModelHidesTheLibrarysWithoutAmbiguity()
  }

  func test_anEmptyHeaderViewShowsNoHeaderLine() async {
    Scenarios.anEmptyHeaderViewShowsNoHeaderLine()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct Seed003TextFilesSuite {
  @Test func createModifyAndDeleteFilesShowEveryFileAndReloadWithAWarning() async throws {
    try await Scenarios.createModifyAndDeleteFilesShowEveryFileAndReloadWithAWarning()
  }

  @Test func itemsSharingOneIdentityAreAllShownAfterAReloadFallback() {
    Scenarios.itemsSharingOneIdentityAreAllShownAfterAReloadFallback()
  }

  @Test func theSeedsSectionModelHidesTheLibrarysWithoutAmbiguity() {
    Scenarios.theSeedsSectionModelHidesTheLibrarysWithoutAmbiguity()
  }

  @Test func anEmptyHeaderViewShowsNoHeaderLine() {
    Scenarios.anEmptyHeaderViewShowsNoHeaderLine()
  }
}
