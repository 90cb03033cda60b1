import CellReactorsSample
import HeadlessReactor
import ReactorTesting
import SampleSupport
import TestSupport
import XCTest

final class CellReactorTests: ScreenTestCase {
  func test_mainCellTogglesItsModel() {
    let store = TestStore(
      reactor: MainCellReactor(model: Main(id: 0, message: "a")),
      scheduler: TestScheduler(initialClock: 0))
    store.send(.toggleDone) { $0.isDone = true }
    store.send(.toggleDone) { $0.isDone = false }
    store.finish()
  }

  func test_subCellTogglesItsModel() {
    let store = TestStore(
      reactor: SubCellReactor(model: Sub(id: 1, message: "b")),
      scheduler: TestScheduler(initialClock: 0))
    store.send(.toggleDone) { $0.isDone = true }
    store.finish()
  }

  func test_aNewModelReplacesTheShownOne() {
    let reactor = MainCellReactor(model: Main(id: 0, message: "a"))
    let new = Main(id: 0, message: "renamed", isDone: true)
    XCTAssertEqual(
      reactor.reduce(state: reactor.initialState, mutation: reactor.mutation(forNewModel: new)), new
    )
  }
}
