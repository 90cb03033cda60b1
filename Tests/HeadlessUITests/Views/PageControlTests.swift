import Foundation
import HeadlessUI
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class PageControlTests: ScreenTestCase {
  func test_tappingAPageFiresRxCurrentPageAndRendersTheDots() async {
    let pages = PageControl()
    let bag = DisposeBag()
    Observable.just(4).bind(to: pages.rx.numberOfPages).disposed(by: bag)
    let seen = ElementLog(pages.rx.currentPage)

    pages.tapPage(2)
    pages.tapPage(9)

    XCTAssertEqual(seen.elements, [0, 2, 3])
    XCTAssertEqual(pages.render(), "(o o o *)")
  }

  func test_fewerPagesMoveTheCurrentPageAndASinglePageCanHide() async {
    let pages = PageControl()
    pages.numberOfPages = 5
    pages.currentPage = 4
    pages.numberOfPages = 2
    XCTAssertEqual(pages.currentPage, 1)
    pages.numberOfPages = 1
    pages.hidesForSinglePage = true
    XCTAssertEqual(pages.render(), "")
  }

  func test_aDisabledPageControlIgnoresTaps() async {
    let pages = PageControl()
    pages.numberOfPages = 3
    pages.isEnabled = false
    pages.tapPage(1)
    XCTAssertEqual(pages.currentPage, 0)
    XCTAssertEqual(pages.render(), "(* o o) (disabled)")
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct PageControlSwiftTestingTests {
  @Test func anOnboardingPagerShowsThePageTheUserTaps() {
    let pages = PageControl()
    let caption = Label()
    let bag = DisposeBag()
    Observable.just(3).bind(to: pages.rx.numberOfPages).disposed(by: bag)
    pages.rx.currentPage.map { "page \($0 + 1) of 3" }.bind(to: caption.rx.text)
      .disposed(by: bag)

    pages.tapPage(1)

    #expect(caption.text == "page 2 of 3")
    #expect(pages.render() == "(o * o)")
  }
}
