import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// `Button(type:)` makes UIKit's kinds of button; a typed button without a
/// title shows its glyph.
@MainActor
final class ButtonTests: ScreenTestCase {
  func test_aButtonIsCustomUnlessMadeWithAType() async {
    XCTAssertEqual(Button().buttonType, .custom)
    XCTAssertEqual(Button(title: "OK").buttonType, .custom)
    XCTAssertEqual(Button(type: .system).buttonType, .system)
    XCTAssertEqual(Button(type: .close).buttonType, .close)
  }

  func test_aTypedButtonWithoutATitleRendersItsGlyph() async {
    XCTAssertEqual(Button(type: .contactAdd).render(), "[+]")
    XCTAssertEqual(Button(type: .infoLight).render(), "[i]")
    XCTAssertEqual(Button(type: .infoDark).render(), "[i]")
    XCTAssertEqual(Button(type: .detailDisclosure).render(), "[i]")
    XCTAssertEqual(Button(type: .close).render(), "[close]")
    XCTAssertEqual(Button(type: .system).render(), "[]")
    XCTAssertEqual(Button(type: .custom).render(), "[]")
  }

  func test_aTypedButtonShowsItsTitleAndTapsLikeAnyButton() async {
    let button = Button(type: .system)
    button.setTitle("Continue", for: .normal)
    let add = Button(type: .contactAdd)
    add.setTitle("Add", for: .normal)
    let taps = EventCount(button.rx.tap)

    button.tap()

    XCTAssertEqual(taps.value, 1)
    XCTAssertEqual(button.render(), "[Continue]")
    XCTAssertEqual(add.render(), "[Add]")
    button.isEnabled = false
    XCTAssertEqual(button.render(), "[Continue] (disabled)")
  }
}
