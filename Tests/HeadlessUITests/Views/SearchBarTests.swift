import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A search bar is edited by the simulated user as UIKit's is, telling its
/// delegate and `rx` observers.
@MainActor
final class SearchBarTests: ScreenTestCase {
  /// Logs what a search bar tells its delegate.
  private final class LoggingDelegate: SearchBarDelegate {
    var log: [String] = []
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
      log.append("change(\(searchText))")
    }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("end") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
  }

  func test_typingBeginsEditingAndRxTextEmitsAfterEachKeystroke() async {
    let bar = SearchBar()
    let texts = ElementLog(bar.rx.text)
    let began = EventCount(bar.rx.textDidBeginEditing)

    bar.type("ab")
    bar.type("c")

    XCTAssertEqual(texts.elements, ["", "a", "ab", "abc"])
    XCTAssertEqual(began.value, 1)
    XCTAssertTrue(bar.canBecomeFirstResponder)
    XCTAssertTrue(bar.isFirstResponder)
  }

  func test_endingEditingFiresTextDidEndEditingAndEmitsTheText() async {
    let bar = SearchBar()
    bar.type("swift")
    let texts = ElementLog(bar.rx.value)
    let ended = EventCount(bar.rx.textDidEndEditing)

    bar.resignFirstResponder()

    XCTAssertEqual(ended.value, 1)
    XCTAssertEqual(texts.elements, ["swift", "swift"])
  }

  func test_searchButtonFiresSearchButtonClicked() async {
    let bar = SearchBar()
    var searched: [String] = []
    let bag = DisposeBag()
    bar.rx.searchButtonClicked
      .withLatestFrom(bar.rx.text.orEmpty)
      .subscribe(onNext: { searched.append($0) })
      .disposed(by: bag)

    bar.type("rx")
    bar.tapSearchButton()

    XCTAssertEqual(searched, ["rx"])
  }

  func test_theCancelButtonCanBeTappedOnlyWhenShown() async {
    let bar = SearchBar()
    let cancels = EventCount(bar.rx.cancelButtonClicked)

    bar.tapCancelButton()
    bar.setShowsCancelButton(true, animated: true)
    bar.tapCancelButton()

    XCTAssertEqual(cancels.value, 1)
  }

  func test_clearAndDeleteBackwardChangeTheText() async {
    let bar = SearchBar()
    let texts = ElementLog(bar.rx.text)

    bar.type("abc")
    bar.deleteBackward(2)
    bar.clear()
    bar.clear()

    XCTAssertEqual(texts.elements, ["", "a", "ab", "abc", "ab", "a", ""])
  }

  func test_bindingTheTextSetsItWithoutEmitting() async {
    let bar = SearchBar()
    let bag = DisposeBag()
    let texts = ElementLog(bar.rx.text)

    Observable<String?>.just("preset").bind(to: bar.rx.text).disposed(by: bag)

    XCTAssertEqual(bar.text, "preset")
    XCTAssertEqual(texts.elements, [""])
  }

  func test_theDelegateIsToldInOrder() async {
    let bar = SearchBar()
    let delegate = LoggingDelegate()
    bar.delegate = delegate
    bar.showsCancelButton = true

    bar.type("hi")
    bar.tapSearchButton()
    bar.tapCancelButton()
    bar.resignFirstResponder()

    XCTAssertEqual(
      delegate.log, ["begin", "change(h)", "change(hi)", "search", "cancel", "end"])
  }

  func test_userActionsHonourHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { SearchBar() }, events: { $0.rx.text.changed.asObservable() }, act: { $0.type("x") })
    assertSimulatedActionHonoursHitTesting(
      { SearchBar() }, events: { $0.rx.searchButtonClicked.asObservable() },
      act: { $0.tapSearchButton() })
    assertSimulatedActionHonoursHitTesting(
      { () -> SearchBar in
        let bar = SearchBar()
        bar.showsCancelButton = true
        return bar
      }, events: { $0.rx.cancelButtonClicked.asObservable() }, act: { $0.tapCancelButton() })
  }

  func test_rendersTheFieldTheCaretAndTheCancelButton() async {
    let bar = SearchBar()
    bar.placeholder = "Search"
    XCTAssertEqual(bar.render(), "(search) <placeholder: Search>")

    bar.becomeFirstResponder()
    XCTAssertEqual(bar.render(), "(search) <|placeholder: Search>")
    bar.type("cats")
    bar.showsCancelButton = true
    XCTAssertEqual(bar.render(), "(search) <cats|> [Cancel]")
    bar.resignFirstResponder()
    XCTAssertEqual(bar.render(), "(search) <cats> [Cancel]")
  }

  func test_deletingBackwardANegativeCountIsRefusedAndZeroDoesNothing() async {
    let bar = SearchBar()
    bar.text = "abc"
    let texts = ElementLog(bar.rx.text.skip(1))

    expectNegativeDeleteBackwardRefused("SearchBar", count: -1) { bar.deleteBackward($0) }

    XCTAssertEqual(bar.text, "abc")
    XCTAssertFalse(bar.isFirstResponder)
    XCTAssertEqual(texts.elements, [])
  }
}
