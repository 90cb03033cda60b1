import Foundation
import HeadlessReactor
import ReactorTesting
import RestaurantsSample
import SampleSupport
import TestSupport
import XCTest

/// The bundled file's twelve restaurants, as the "New branch" section (read
/// from the rows its screen shows, "<name> - <Cuisine>").
private let newBranch = RestaurantSection(
  header: "New branch",
  items: RestaurantsScreenScenario.newBranchRows.map { row in
    let parts = row.components(separatedBy: " - ")
    return Restaurant(name: parts[0], cuisine: Cuisine(rawValue: parts[1].lowercased())!)
  })

private let bSection = RestaurantSection(
  header: "B section",
  items: [
    Restaurant(name: "Curry Generation", cuisine: .indian),
    Restaurant(name: "Burritopia", cuisine: .mexican),
  ])

final class RestaurantsReactorTests: ScreenTestCase {
  /// A store of the reactor on a millisecond scheduler, its service
  /// answering a refresh after 200 ms (the default).
  private func makeStore() -> TestStore<RestaurantsReactor> {
    let scheduler = millisecondScheduler()
    return TestStore(
      reactor: RestaurantsReactor(
        service: RestaurantService(delay: .milliseconds(200), scheduler: scheduler)),
      scheduler: scheduler)
  }

  func test_load_showsTheBundledRestaurantsAsTheNewBranch() {
    let store = makeStore()

    store.send(.load) { $0.sections = [newBranch] }
    store.finish()
  }

  func test_refresh_showsLoadingThenTheBSectionAfterTheServiceDelay() {
    let store = makeStore()
    store.send(.load) { $0.sections = [newBranch] }

    store.send(.refresh) {
      $0.isLoading = true
      $0.refreshCount = 1
    }
    store.advance(by: 199)
    store.advance(by: 1)
    store.receive { $0.sections = [bSection] }
    store.receive { $0.isLoading = false }
    store.finish()
  }

  func test_aSecondRefreshDuringALoadDoesNothing() {
    let store = makeStore()
    store.send(.refresh) {
      $0.isLoading = true
      $0.refreshCount = 1
    }
    store.advance(by: 100)

    store.send(.refresh)  // ignored by flatMapFirst: no second load starts

    store.advance(by: 100)
    store.receive { $0.sections = [bSection] }
    store.receive { $0.isLoading = false }
    store.advance(by: 1000)

    // Once the load has finished, a refresh starts a new one.
    store.send(.refresh) {
      $0.isLoading = true
      $0.refreshCount = 2
    }
    store.advance(by: 200)
    store.receive()  // the same B section again: unchanged
    store.receive { $0.isLoading = false }
    store.finish()
  }

  func test_theServiceFailsTheSingleForAMalformedFile() throws {
    let file = try temporaryFile("[{\"name\": \"a\"")
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    var result: Result<[Restaurant], Error>?
    let disposable = RestaurantService(file: file).fetchRestaurants().subscribe { result = $0 }
    disposable.dispose()

    guard case .failure(let error as RestaurantFileError) = result else {
      return XCTFail("expected a RestaurantFileError, got \(String(describing: result))")
    }
    XCTAssertEqual(error.path, file.path)
    XCTAssertEqual(
      error.reason, "malformed JSON at line 1, column 14 (byte 13): unexpected end of file")
  }
}
