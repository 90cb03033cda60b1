import HeadlessUI
import ReactorCore
import Streams
import XCTest

@testable import HeadlessUI

/// The side table that holds the reactors of `View`
/// conformers that are neither views nor controllers was pruned of freed
/// owners on every first assignment: n assignments cost O(n²) (16,000
/// objects took 16–21 s).
@MainActor
final class ReactorSlotsTests: XCTestCase {
  private final class Presenter: View {
    var disposeBag = DisposeBag()
    var bound = 0
    func bind(reactor: CountReactor) { bound += 1 }
  }

  private final class CountReactor: Reactor {
    typealias Action = NoAction
    let initialState = 0
  }

  func test_manyFirstAssignmentsPruneTheSideTableLogarithmicallyOftenAndKeepItBounded() async {
    let prunesBefore = ReactorSlots.pruneCount
    var kept: [Presenter] = []
    for index in 0..<16_000 {
      let presenter = Presenter()
      presenter.reactor = CountReactor()
      // Every other presenter is freed at once: its entry must go.
      if index.isMultiple(of: 2) { kept.append(presenter) }
    }

    let prunes = ReactorSlots.pruneCount - prunesBefore
    XCTAssertLessThanOrEqual(prunes, 16, "pruned \(prunes) times for 16,000 owners")
    XCTAssertGreaterThan(prunes, 0)
    XCTAssertLessThanOrEqual(ReactorSlots.sideTableCount, 2 * kept.count + 64)
    XCTAssertTrue(kept.allSatisfy { $0.reactor != nil && $0.bound == 1 })
  }

  func test_aPresentersReactorIsKeptAcrossPruningsAndReplacedOnReassignment() async {
    let presenter = Presenter()
    let first = CountReactor()
    presenter.reactor = first
    for _ in 0..<1_000 { Presenter().reactor = CountReactor() }
    XCTAssertTrue(presenter.reactor === first)
    let second = CountReactor()
    presenter.reactor = second
    XCTAssertTrue(presenter.reactor === second)
    XCTAssertEqual(presenter.bound, 2)
  }
}
