import Dispatch
import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SampleSupport
import TestSupport
import Testing
import XCTest

/// The Restaurants sample's screen scenarios, each written once and run by
/// both test frameworks (``SampleScreenScenarioTests``,
/// ``SampleScreenScenarioSuite``).
@MainActor
enum RestaurantsScreenScenario: String, ScreenScenario {
  case theBundledRestaurantsShowAsTheNewBranch, selectingARowMarksIt,
    refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap,
    reloadingAfterARefreshShowsTheNewBranchAgain

  /// The bundled file's twelve restaurants, as the "New branch" section
  /// shows them.
  nonisolated static let newBranchRows = [
    "Bella Italia - European",
    "Tandoori Nights - Indian",
    "Taco Loco - Mexican",
    "Le Petit Bistro - French",
    "The Crown - English",
    "Trattoria Roma - European",
    "Bombay Spice - Indian",
    "El Sombrero - Mexican",
    "Chez Marie - French",
    "Fish & Chips Co - English",
    "Masala House - Indian",
    "Casa Oaxaca - Mexican",
  ]

  /// The screen of the bundled restaurants, the row `selected` marked and
  /// `status` under the button.
  nonisolated static func newBranchScreen(selected: Int? = nil, status: String = "12 restaurants")
    -> String
  {
    let rows = newBranchRows.enumerated().map { ($0.offset == selected ? "> " : "  ") + $0.element }
    return (["# Restaurants", "== New branch =="] + rows + ["[Refresh]", status])
      .joined(separator: "\n")
  }

  /// The screen of the B section, after a refresh.
  nonisolated static let bSectionScreen = """
    # Restaurants
    == B section ==
      Curry Generation - Indian
      Burritopia - Mexican
    [Refresh]
    2 restaurants
    """

  func run() async throws {
    switch self {
    case .theBundledRestaurantsShowAsTheNewBranch:
      let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())

      assertRender(app.screen) { Self.newBranchScreen() }
    case .selectingARowMarksIt:
      let app = try RestaurantsApp(arguments: [], scheduler: millisecondScheduler())
      let screen = try unwrap(app.screen as? RestaurantsViewController)

      screen.tableView.selectRow(at: IndexPath(row: 2, section: 0))

      assertRender(screen) { Self.newBranchScreen(selected: 2) }
    case .refreshShowsLoadingIgnoresASecondTapAndAnimatesTheSwap:
      let scheduler = millisecondScheduler()
      let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
      let screen = try unwrap(app.screen as? RestaurantsViewController)
      expectTrue(screen.tableView.numberOfRows(inSection: 0) == 12)

      screen.refreshButton.tap()
      scheduler.advance(by: 100)
      screen.refreshButton.tap()
      assertRender(screen) { Self.newBranchScreen(status: "Loading B section…") }
      expectTrue(app.reactor.currentState.refreshCount == 1)
      scheduler.advance(by: 100)

      assertRender(screen) { Self.bSectionScreen }
      expectTrue(app.reactor.currentState.refreshCount == 1)
      expectTrue(
        screen.tableView.appliedUpdates.suffix(2) == [
          .batch([.deleteSections([0], animation: .left)]),
          .batch([.insertSections([0], animation: .top)]),
        ])
    case .reloadingAfterARefreshShowsTheNewBranchAgain:
      let scheduler = millisecondScheduler()
      let app = try RestaurantsApp(arguments: [], scheduler: scheduler)
      let screen = try unwrap(app.screen as? RestaurantsViewController)
      screen.refreshButton.tap()
      scheduler.advance(by: 200)

      app.reactor.action.onNext(.load)

      assertRender(screen) { Self.newBranchScreen() }
    }
  }
}

@MainActor
final class RestaurantsScreenTests: ScreenTestCase {
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
