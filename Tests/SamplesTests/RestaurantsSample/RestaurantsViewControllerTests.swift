import CellReactorsSample
import ConfigSample
import CounterSample
import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SampleSupport
import SearchSample
import SectionedListSample
import TestSupport
import Testing
import TextFilesSample
import XCTest

/// The Restaurants sample's screen scenarios, written once and run by both test
/// frameworks (``RestaurantsScreenScenarioTests``, ``RestaurantsScreenScenarioSuite``).
@MainActor
private enum RestaurantsScreens {
  static func theBundledRestaurantsShowAsTheNewBranch() throws {
    let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())

    assertRender(app.screen) {
      """
      # Restaurants
      == New branch ==
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
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }

  static func selectingARowMarksIt() throws {
    let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())
    let screen = try unwrap(app.screen as? RestaurantsViewController)

    screen.tableView.selectRow(at: IndexPath(row: 2, section: 0))

    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
        Bella Italia - European
        Tandoori Nights - Indian
      > Taco Loco - Mexican
        Le Petit Bistro - French
        The Crown - English
        Trattoria Roma - European
        Bombay Spice - Indian
        El Sombrero - Mexican
        Chez Marie - French
        Fish & Chips Co - English
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }

  static func refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() throws {
    let scheduler = millisecondScheduler()
    let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
    let screen = try unwrap(app.screen as? RestaurantsViewController)

    screen.refreshButton.tap()
    scheduler.advance(by: 100)
    screen.refreshButton.tap()
    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
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
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      Loading B section…
      """
    }
    scheduler.advance(by: 100)

    assertRender(screen) {
      """
      # Restaurants
      == B section ==
        Curry Generation - Indian
        Burritopia - Mexican
      [Refresh]
      2 restaurants
      """
    }
    expectTrue(app.reactor.currentState.refreshCount == 1)
    expectTrue(
      screen.tableView.appliedUpdates.suffix(2) == [
        .batch([.deleteSections([0], animation: .left)]),
        .batch([.insertSections([0], animation: .top)]),
      ])
  }

  static func reloadingAfterARefreshShowsTheNewBranchAgain() throws {
    let scheduler = millisecondScheduler()
    let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
    let screen = try unwrap(app.screen as? RestaurantsViewController)
    screen.refreshButton.tap()
    scheduler.advance(by: 200)

    app.reactor.action.onNext(.load)

    assertRender(screen) {
      """
      # Restaurants
      == New branch ==
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
        Masala House - Indian
        Casa Oaxaca - Mexican
      [Refresh]
      12 restaurants
      """
    }
  }
}

@MainActor
final class RestaurantsScreenScenarioTests: ScreenTestCase {
  func test_theBundledRestaurantsShowAsTheNewBranch() async throws {
    try RestaurantsScreens.theBundledRestaurantsShowAsTheNewBranch()
  }

  func test_selectingARowMarksIt() async throws {
    try RestaurantsScreens.selectingARowMarksIt()
  }

  func test_refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() async throws {
    try RestaurantsScreens.refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap()
  }

  func test_reloadingAfterARefreshShowsTheNewBranchAgain() async throws {
    try RestaurantsScreens.reloadingAfterARefreshShowsTheNewBranchAgain()
  }
}

@MainActor @Suite(.viewWarningsFailTests)
struct RestaurantsScreenScenarioSuite {
  @Test func theBundledRestaurantsShowAsTheNewBranch() throws {
    try RestaurantsScreens.theBundledRestaurantsShowAsTheNewBranch()
  }

  @Test func selectingARowMarksIt() throws {
    try RestaurantsScreens.selectingARowMarksIt()
  }

  @Test func refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() throws {
    try RestaurantsScreens.refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap()
  }

  @Test func reloadingAfterARefreshShowsTheNewBranchAgain() throws {
    try RestaurantsScreens.reloadingAfterARefreshShowsTheNewBranchAgain()
  }
}

@MainActor
final class RestaurantsScreenTests: ScreenTestCase {
  func test_refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap() async throws {
    let scheduler = millisecondScheduler()
    let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
    let screen = try XCTUnwrap(app.screen as? RestaurantsViewController)
    XCTAssertEqual(screen.tableView.numberOfRows(inSection: 0), 12)

    screen.refreshButton.tap()
    scheduler.advance(by: 100)
    screen.refreshButton.tap()

    XCTAssertEqual(app.reactor.currentState.refreshCount, 1)
    XCTAssertTrue(
      screen.render().hasSuffix("  Casa Oaxaca - Mexican\n[Refresh]\nLoading B section…"))

    scheduler.advance(by: 100)

    assertRender(screen) {
      """
      # Restaurants
      == B section ==
        Curry Generation - Indian
        Burritopia - Mexican
      [Refresh]
      2 restaurants
      """
    }
    XCTAssertEqual(
      screen.tableView.appliedUpdates.suffix(2),
      [
        .batch([.deleteSections([0], animation: .left)]),
        .batch([.insertSections([0], animation: .top)]),
      ])
  }

  func test_cuisinesAreCapitalizedAndRowsSelectable() async throws {
    let app = try RestaurantsApp()
    let screen = try XCTUnwrap(app.screen as? RestaurantsViewController)
    var selected: [String] = []
    let bag = DisposeBag()
    screen.tableView.rx.modelSelected(Restaurant.self)
      .subscribe(onNext: { selected.append($0.name) })
      .disposed(by: bag)

    screen.tableView.selectRow(at: IndexPath(row: 9, section: 0))

    XCTAssertEqual(selected, ["Fish & Chips Co"])
    XCTAssertTrue(screen.render().contains("\n> Fish & Chips Co - English\n"))
  }
}
