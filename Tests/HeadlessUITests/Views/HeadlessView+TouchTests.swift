import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A simulated touch reaches a view as UIKit's hit-testing decides, and a
/// render skips what the user cannot see.
@MainActor
final class HeadlessViewTouchTests: ScreenTestCase {
  func test_aButtonTapHonoursHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { Button(title: "OK") }, events: { $0.rx.tap.asObservable() }, act: { $0.tap() })
  }

  func test_aSwitchToggleHonoursHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { Switch() }, events: { $0.rx.isOn.changed.asObservable() }, act: { $0.toggle() })
  }

  func test_textFieldTypingDeletingClearingAndReturnHonourHitTesting() async {
    func filled() -> TextField {
      let field = TextField()
      field.text = "abc"
      return field
    }
    assertSimulatedActionHonoursHitTesting(
      filled, events: { $0.rx.text.changed.asObservable() }, act: { $0.type("x") })
    assertSimulatedActionHonoursHitTesting(
      filled, events: { $0.rx.text.changed.asObservable() }, act: { $0.deleteBackward() })
    assertSimulatedActionHonoursHitTesting(
      filled, events: { $0.rx.text.changed.asObservable() }, act: { $0.clear() })
    assertSimulatedActionHonoursHitTesting(
      filled, events: { $0.rx.controlEvent(.editingDidEndOnExit).asObservable() },
      act: { $0.pressReturn() })
  }

  func test_alphaBelowOneHundredthBlocksTouchesAndAtItDoesNot() async {
    let button = Button(title: "OK")

    button.alpha = 0.009
    XCTAssertFalse(button.isReachableByTouch)
    button.alpha = 0.01
    XCTAssertTrue(button.isReachableByTouch)
  }

  func test_aLabelKeepsTouchesFromWhatIsInsideItUntilItIsInteractive() async {
    let label = Label()
    let button = Button(title: "Inside")
    label.addSubview(button)
    let taps = EventCount(button.rx.tap)

    button.tap()
    label.isUserInteractionEnabled = true
    button.tap()

    XCTAssertEqual(taps.value, 1)
  }

  func test_aTransparentViewAndEverythingInsideItIsNotRendered() async {
    let root = HeadlessView()
    let shown = makeLabel("shown")
    let faded = HeadlessView()
    let inside = makeLabel("inside")
    faded.addSubview(inside)
    let invisible = Button(title: "Invisible")
    [shown, faded, invisible].forEach(root.addSubview)

    faded.alpha = 0
    invisible.alpha = 0.001
    XCTAssertEqual(root.render(), "shown")
    XCTAssertEqual(invisible.render(), "")
    faded.alpha = 0.5
    XCTAssertEqual(root.render(), "shown\ninside")
  }

  func test_aCellShowsNothingOfATransparentSubview() async {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    let title = makeLabel("Title")
    let badge = makeLabel("New")
    cell.contentView.addSubview(title)
    cell.contentView.addSubview(badge)

    XCTAssertEqual(cell.renderLine(), "Title | New")
    badge.alpha = 0
    XCTAssertEqual(cell.renderLine(), "Title")
  }

  func test_aControllerWithATransparentRootViewShowsOnlyItsTitle() async {
    let controller = titledController("Settings")
    controller.view.addSubview(makeLabel("content"))

    XCTAssertEqual(controller.render(), "# Settings\ncontent")
    controller.view.alpha = 0
    XCTAssertEqual(controller.render(), "# Settings")
  }

  func test_viewsThatDoNotUseTheNewPropertiesRenderAsBefore() async {
    let empty = TextField()
    empty.placeholder = "Email"
    let root = makeSettingsForm(adding: [empty]).root

    XCTAssertEqual(root.render(), "Settings\n[ ]\n<Ann>\n<placeholder: Email>\n[Save]")
  }
}
