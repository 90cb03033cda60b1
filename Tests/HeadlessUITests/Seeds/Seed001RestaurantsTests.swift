// swift-format-ignore-file: AlwaysUseLowerCamelCase, AllPublicDeclarationsHaveDocumentation, ReplaceForEachWithForLoop
// (the seeds' code is kept as its authors wrote it)

// Seed 001: "iOS) RxDataSources로 테이블뷰 내용 변경하기" — restaurants decoded from
// a bundled JSON file into an animatable section ("New branch"); a refresh
// button swaps in another section ("B section").
//
// The seed's code follows, ported with only: imports, UIKit names to their
// headless names, layout-only lines removed, and the changes marked
// `// Port:`. Its types are file-private so that they do not clash with the
// other seeds'.
//
// The seed reads `restaurants.json` from the app bundle (`Bundle.main`). A
// test bundle is not the main bundle: the file is the restaurants sample's
// (the repository's one restaurants.json), read from that sample's bundle,
// `appBundle`: the one word changed in the two reads below.

import Foundation
import HeadlessUI
import ReactorTesting
import RestaurantsSample
import Sections
import Streams
import TestSupport
import Testing
import XCTest

/// The bundle the seed's app reads `restaurants.json` from: the restaurants
/// sample's.
private let appBundle = Bundle(
  url: RestaurantsSample.RestaurantService.bundledFile.deletingLastPathComponent())!

// MARK: - The seed's code

private struct RestaurantSection {

  var header: String
  var items: [Restaurant]
}

extension RestaurantSection: AnimatableSectionModelType {
  typealias Item = Restaurant

  var identity: String {
    return header
  }

  init(original: RestaurantSection, items: [Restaurant]) {
    self = original
    self.items = items
  }
}

private struct Restaurant: Decodable, IdentifiableType, Equatable {
  var identity: String {
    return name
  }

  let name: String
  let cuisine: Cuisine
}

private enum Cuisine: String, Decodable {
  case european
  case indian
  case mexican
  case french
  case english
}

// From the post's previous part ("지난 시간의 예제"), which the seed refers to.
private struct RestaurantViewModel {
  let name: String
  let displayText: String

  init(restaurant: Restaurant) {
    self.name = restaurant.name
    self.displayText = restaurant.cuisine.rawValue.capitalized
  }
}

private protocol RestaurantServiceProtocol {
  func fetchRestaurants() -> Observable<[Restaurant]>
  func mutableRestaurants() -> BehaviorRelay<[RestaurantSection]>
}

private class RestaurantService: RestaurantServiceProtocol {

  func fetchRestaurants() -> Observable<[Restaurant]> {

    return Observable.create { observer -> Disposable in

      // Port: `appBundle`, not `Bundle.main`.
      guard let path = appBundle.path(forResource: "restaurants", ofType: "json") else {
        return Disposables.create {}
      }
      do {
        let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
        let restaurant = try JSONDecoder().decode([Restaurant].self, from: data)
        observer.onNext(restaurant)
      } catch (let error) {
        observer.onError(error)
      }
      return Disposables.create {}
    }
  }

  func mutableRestaurants() -> BehaviorRelay<[RestaurantSection]> {
    let subject: BehaviorRelay<[RestaurantSection]> = BehaviorRelay(value: [])

    // Port: `appBundle`, not `Bundle.main`.
    guard let path = appBundle.path(forResource: "restaurants", ofType: "json") else {
      return subject
    }
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
      let restaurant = try JSONDecoder().decode([Restaurant].self, from: data)
      let branch = [RestaurantSection(header: "New branch", items: restaurant)]
      subject.accept(branch)
    } catch (let error) {
      print(error)
    }

    return subject
  }
}

private final class RestaurantsListViewModel {
  let title = "Restaurants"

  private let restaurantService: RestaurantServiceProtocol
  private let subject: BehaviorRelay<[RestaurantSection]>

  init(restaurantService: RestaurantServiceProtocol = RestaurantService()) {
    self.restaurantService = restaurantService
    self.subject = restaurantService.mutableRestaurants()
  }

  func fetchRestaurantViewModels() -> Observable<[RestaurantViewModel]> {
    restaurantService.fetchRestaurants().map { $0.map { RestaurantViewModel(restaurant: $0) } }
  }

  func mutableRestaurantViewModels() -> BehaviorRelay<[RestaurantSection]> {
    return subject
  }

  func refresh(newBranch: [RestaurantSection]) {
    subject.accept(newBranch)
  }
}

// Port: `HeadlessUI.ViewController`, qualified: the seed's class has the
// same name as its superclass, which UIKit's `UI` prefix told apart.
private class ViewController: HeadlessUI.ViewController, TableViewDelegate {

  var d_source: RxTableViewSectionedReloadDataSource<RestaurantSection>!
  let disposeBag = DisposeBag()
  private var viewModel: RestaurantsListViewModel!

  // Port: @IBOutlets from the storyboard (the table, and the button under
  // it), created in code.
  let tableView = TableView()
  let refreshButton = Button(title: "Refresh")

  // Port: `@IBAction` (an Objective-C attribute) dropped; the button's
  // touch-up-inside is connected in `viewDidLoad` below.
  func refresh(_ sender: Button) {
    let ress: [Restaurant] = [
      Restaurant(name: "Curry Generation", cuisine: Cuisine(rawValue: "indian")!),
      Restaurant(name: "Burritopia", cuisine: Cuisine(rawValue: "mexican")!),
    ]
    let Bsection: [RestaurantSection] = [
      RestaurantSection(header: "B section", items: ress)
    ]
    viewModel.refresh(newBranch: Bsection)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    // Port: what the storyboard did: the views in the hierarchy, the
    // prototype cell "cell" registered, the button's action connected.
    view.addSubview(tableView)
    view.addSubview(refreshButton)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    refreshButton.rx.tap
      .bind { [unowned self] in self.refresh(self.refreshButton) }
      .disposed(by: disposeBag)

    self.viewModel = RestaurantsListViewModel()
    tableView.tableFooterView = HeadlessView()

    navigationItem.title = viewModel.title

    let dataSource = RxTableViewSectionedReloadDataSource<RestaurantSection>(
      configureCell: { dataSource, tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.selectionStyle = .none
        cell.textLabel?.text = item.name + " - " + item.cuisine.rawValue.capitalized

        return cell
      })
    self.d_source = dataSource
    tableView.rx.setDelegate(self)
      .disposed(by: disposeBag)

    viewModel.mutableRestaurantViewModels()
      .bind(to: tableView.rx.items(dataSource: d_source))
      .disposed(by: disposeBag)
  }
}

// MARK: - Tests

/// The scenarios of the seed's screen, written once and run by both test
/// frameworks (``Seed001RestaurantsTests``, ``Seed001RestaurantsSuite``).
@MainActor
private enum Scenarios {
  static func loadingTheScreenShowsTheRestaurantsDecodedFromTheBundledJSON() {
    let controller = ViewController()

    controller.loadViewIfNeeded()

    assertRender(controller) {
      """
      # Restaurants
        Bella Italia - European
        Tandoori Nights - Indian
        Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        (2 rows below)
      [Refresh]
      """
    }
    expectEqual(controller.d_source.sectionModels.map(\.header), ["New branch"])
  }

  /// Once or more: a tap during the load does nothing (`flatMapFirst`), and
  /// a later one keeps the B section.
  static func tappingRefreshSwapsInTheBSection(taps: Int) {
    let controller = ViewController()
    let window = Window(rootViewController: NavigationController(rootViewController: controller))
    window.makeKeyAndVisible()

    for _ in 0..<taps { controller.refreshButton.tap() }

    assertRender(window) {
      """
      # Restaurants
        Curry Generation - Indian
        Burritopia - Mexican
      [Refresh]
      """
    }
    expectEqual(controller.d_source.sectionModels.map(\.header), ["B section"])
    expectEqual(controller.tableView.numberOfRows(inSection: 0), 2)
  }

  static func aDisabledRefreshButtonLeavesTheRestaurantsShown() {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    controller.refreshButton.isEnabled = false

    controller.refreshButton.tap()

    assertRender(controller) {
      """
      # Restaurants
        Bella Italia - European
        Tandoori Nights - Indian
        Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        (2 rows below)
      [Refresh] (disabled)
      """
    }
  }

  static func aRefreshFromABackgroundThreadShowsTheBSection() async throws {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    // The seed keeps its view model private: read as a debugger would.
    let viewModel = try unwrap(
      Mirror(reflecting: controller).descendant("viewModel") as? RestaurantsListViewModel)
    let relay = viewModel.mutableRestaurantViewModels()
    let branch = [
      RestaurantSection(
        header: "B section",
        items: [
          Restaurant(name: "Curry Generation", cuisine: .indian),
          Restaurant(name: "Burritopia", cuisine: .mexican),
        ])
    ]

    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        relay.accept(branch)
        // Queued after the table's delivery of that branch.
        DispatchQueue.main.async { done.resume() }
      }
    }

    assertRender(controller) {
      """
      # Restaurants
        Curry Generation - Indian
        Burritopia - Mexican
      [Refresh]
      """
    }
  }

  static func theServiceDecodesEveryRestaurantOfTheJSONFile() throws {
    let restaurants = try unwrap(try RestaurantService().fetchRestaurants().toBlocking().first())

    expectEqual(restaurants.map(\.name).count, 12)
    expectEqual(restaurants.first, Restaurant(name: "Bella Italia", cuisine: .european))
    let viewModels = try unwrap(
      try RestaurantsListViewModel().fetchRestaurantViewModels().toBlocking().first())
    expectEqual(viewModels.map(\.displayText).last, "Mexican")
  }

  static func selectingARowReportsTheRestaurant() {
    let controller = ViewController()
    controller.loadViewIfNeeded()
    let bag = DisposeBag()
    var selected: [String] = []
    controller.tableView.rx.modelSelected(Restaurant.self)
      .subscribe(onNext: { selected.append($0.name) })
      .disposed(by: bag)

    controller.tableView.selectRow(at: IndexPath(row: 2, section: 0))

    expectEqual(selected, ["Taco Loco"])
    expectTrue(controller.render().contains("> Taco Loco - Mexican"))
  }
}

@MainActor
final class Seed001RestaurantsTests: ScreenTestCase {
  func test_loadingTheScreenShowsTheRestaurantsDecodedFromTheBundledJSON() async {
    Scenarios.loadingTheScreenShowsTheRestaurantsDecodedFromTheBundledJSON()
  }

  func test_tappingRefreshSwapsInTheBSection() async {
    Scenarios.tappingRefreshSwapsInTheBSection(taps: 1)
  }

  func test_tappingRefreshAgainKeepsTheBSection() async {
    Scenarios.tappingRefreshSwapsInTheBSection(taps: 2)
  }

  func test_aDisabledRefreshButtonLeavesTheRestaurantsShown() async {
    Scenarios.aDisabledRefreshButtonLeavesTheRestaurantsShown()
  }

  func test_aRefreshFromABackgroundThreadShowsTheBSection() async throws {
    try await Scenarios.aRefreshFromABackgroundThreadShowsTheBSection()
  }

  func test_theServiceDecodesEveryRestaurantOfTheJSONFile() async throws {
    try Scenarios.theServiceDecodesEveryRestaurantOfTheJSONFile()
  }

  func test_selectingARowReportsTheRestaurant() async {
    Scenarios.selectingARowReportsTheRestaurant()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct Seed001RestaurantsSuite {
  @Test func loadingTheScreenShowsTheRestaurantsDecodedFromTheBundledJSON() {
    Scenarios.loadingTheScreenShowsTheRestaurantsDecodedFromTheBundledJSON()
  }

  @Test(arguments: 1...2) func tappingRefreshSwapsInTheBSection(taps: Int) {
    Scenarios.tappingRefreshSwapsInTheBSection(taps: taps)
  }

  @Test func aDisabledRefreshButtonLeavesTheRestaurantsShown() {
    Scenarios.aDisabledRefreshButtonLeavesTheRestaurantsShown()
  }

  @Test func aRefreshFromABackgroundThreadShowsTheBSection() async throws {
    try await Scenarios.aRefreshFromABackgroundThreadShowsTheBSection()
  }

  @Test func theServiceDecodesEveryRestaurantOfTheJSONFile() throws {
    try Scenarios.theServiceDecodesEveryRestaurantOfTheJSONFile()
  }

  @Test func selectingARowReportsTheRestaurant() {
    Scenarios.selectingARowReportsTheRestaurant()
  }
}
