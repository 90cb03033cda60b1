import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// The forms of a synchronous view test that run under
/// XCTest on Linux. A synchronous test method of a `@MainActor` class
/// crashes the whole test binary there before any test runs
/// (swift-corelibs-xctest#424); a nonisolated class whose synchronous
/// methods wrap their body in `MainActor.assumeIsolated { … }` runs
/// (XCTest calls test methods on the main thread), as does a `@MainActor`
/// class whose methods are `async` (see every other screen test here).
final class SynchronousXCTestFormsTests: ScreenTestCase {
  func test_aSynchronousTestRunsItsBodyOnTheMainActor() {
    MainActor.assumeIsolated {
      let button = Button(title: "+")
      let label = Label()
      let bag = DisposeBag()
      var taps = 0
      button.rx.tap.map { _ -> String? in
        taps += 1
        return "\(taps)"
      }
      .bind(to: label.rx.text).disposed(by: bag)

      button.tap()
      button.tap()

      XCTAssertEqual(label.render(), "2")
    }
  }

  func test_aSynchronousThrowingTestCanReturnAndThrowThroughAssumeIsolated() throws {
    let rendered = try MainActor.assumeIsolated { () throws -> String in
      let tableView = TableView()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      let bag = DisposeBag()
      Observable.just(["a", "b"])
        .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: TableViewCell.self)) {
          _, element, cell in
          cell.textLabel?.text = element
        }
        .disposed(by: bag)
      return try XCTUnwrap(tableView.render())
    }

    XCTAssertEqual(rendered, "  a\n  b")
  }
}
