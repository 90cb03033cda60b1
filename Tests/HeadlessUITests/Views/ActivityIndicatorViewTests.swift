import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// An activity indicator spins between `startAnimating` and
/// `stopAnimating`, hiding itself while stopped as UIKit's does.
@MainActor
final class ActivityIndicatorViewTests: ScreenTestCase {
  func test_aNewIndicatorIsStoppedAndHidden() async {
    let spinner = ActivityIndicatorView(style: .large)

    XCTAssertFalse(spinner.isAnimating)
    XCTAssertTrue(spinner.isHidden)
    XCTAssertTrue(spinner.hidesWhenStopped)
    XCTAssertEqual(spinner.style, .large)
    XCTAssertEqual(ActivityIndicatorView().style, .medium)
    XCTAssertEqual(spinner.render(), "")
  }

  func test_startingShowsItSpinningAndStoppingHidesIt() async {
    let root = HeadlessView()
    let label = makeLabel("Loading")
    let spinner = ActivityIndicatorView()
    [label, spinner].forEach(root.addSubview)

    spinner.startAnimating()
    XCTAssertTrue(spinner.isAnimating)
    XCTAssertEqual(root.render(), "Loading\n(spinning)")
    spinner.stopAnimating()
    XCTAssertTrue(spinner.isHidden)
    XCTAssertEqual(root.render(), "Loading")
  }

  func test_anIndicatorThatDoesNotHideShowsThatItStopped() async {
    let spinner = ActivityIndicatorView()

    spinner.hidesWhenStopped = false

    XCTAssertFalse(spinner.isHidden)
    XCTAssertEqual(spinner.render(), "(stopped)")
    spinner.startAnimating()
    spinner.stopAnimating()
    XCTAssertEqual(spinner.render(), "(stopped)")
  }

  func test_rxIsAnimatingStartsAndStopsIt() async {
    let spinner = ActivityIndicatorView()
    let loading = PublishSubject<Bool>()
    let bag = DisposeBag()
    loading.bind(to: spinner.rx.isAnimating).disposed(by: bag)

    loading.onNext(true)
    XCTAssertTrue(spinner.isAnimating)
    XCTAssertEqual(spinner.render(), "(spinning)")
    loading.onNext(false)
    XCTAssertFalse(spinner.isAnimating)
    XCTAssertEqual(spinner.render(), "")
  }

  func test_aSpinningIndicatorInAHiddenOrTransparentContainerIsNotRendered() async {
    let container = HeadlessView()
    let spinner = ActivityIndicatorView()
    container.addSubview(spinner)
    spinner.startAnimating()

    container.isHidden = true
    XCTAssertEqual(container.render(), "")
    container.isHidden = false
    container.alpha = 0
    XCTAssertEqual(container.render(), "")
    container.alpha = 1
    XCTAssertEqual(container.render(), "(spinning)")
  }

  func test_theColorIsTheStylesUntilSetAndNilRestoresIt() async {
    let spinner = ActivityIndicatorView()
    XCTAssertEqual(spinner.color, .gray)
    XCTAssertEqual(ActivityIndicatorView(style: .whiteLarge).color, .white)

    spinner.color = .red
    XCTAssertEqual(spinner.color, .red)
    spinner.color = nil
    XCTAssertEqual(spinner.color, .gray)
    spinner.style = .white
    XCTAssertEqual(spinner.color, .white)
  }
}
