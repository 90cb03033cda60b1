import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// At most one view is the first responder; a text field reports editing
/// as UIKit's does and shows a caret while focused.
@MainActor
final class HeadlessViewFirstResponderTests: ScreenTestCase {
  /// A field that refuses to resign.
  private final class StubbornField: TextField {
    override var canResignFirstResponder: Bool { false }
  }

  /// Records `events` of `field` by name, in order.
  private func record(
    _ field: TextField, into log: @escaping @MainActor (String) -> Void, bag: DisposeBag
  ) {
    let names: [(Control.Event, String)] = [
      (.editingDidBegin, "begin"), (.editingChanged, "changed"),
      (.editingDidEndOnExit, "endOnExit"), (.editingDidEnd, "end"),
    ]
    for (event, name) in names {
      field.rx.controlEvent(event).subscribe(onNext: { log(name) }).disposed(by: bag)
    }
  }

  func test_onlyTextInputsCanBecomeFirstResponder() async {
    let disabled = TextField()
    disabled.isEnabled = false

    XCTAssertFalse(HeadlessView().becomeFirstResponder())
    XCTAssertFalse(Label().canBecomeFirstResponder)
    XCTAssertFalse(Button(title: "OK").becomeFirstResponder())
    XCTAssertFalse(disabled.becomeFirstResponder())
    XCTAssertTrue(TextField().canBecomeFirstResponder)
  }

  func test_becomingFirstResponderResignsThePreviousOne() async {
    let name = TextField()
    let email = TextField()
    var log: [String] = []
    let bag = DisposeBag()
    record(name, into: { log.append("name.\($0)") }, bag: bag)
    record(email, into: { log.append("email.\($0)") }, bag: bag)

    XCTAssertTrue(name.becomeFirstResponder())
    XCTAssertTrue(name.becomeFirstResponder())
    XCTAssertTrue(email.becomeFirstResponder())

    XCTAssertFalse(name.isFirstResponder)
    XCTAssertTrue(email.isFirstResponder)
    XCTAssertEqual(log, ["name.begin", "name.end", "email.begin"])
    XCTAssertTrue(email.resignFirstResponder())
    XCTAssertFalse(email.isFirstResponder)
    XCTAssertEqual(log.last, "email.end")
  }

  func test_pressReturnSendsEditingDidEndOnExitThenResigns() async {
    let field = TextField()
    var log: [String] = []
    var submitted: [String] = []
    let bag = DisposeBag()
    record(field, into: { log.append($0) }, bag: bag)
    // As ports submit a form on the return key.
    field.rx.controlEvent(.editingDidEndOnExit)
      .withLatestFrom(field.rx.text.orEmpty)
      .subscribe(onNext: { submitted.append($0) })
      .disposed(by: bag)

    field.becomeFirstResponder()
    field.type("hi")
    field.pressReturn()

    XCTAssertEqual(log, ["begin", "changed", "changed", "endOnExit", "end"])
    XCTAssertEqual(submitted, ["hi"])
    XCTAssertFalse(field.isFirstResponder)
  }

  func test_rxTextEmitsTheTextAgainWhenEditingBeginsAndEnds() async {
    let field = TextField()
    let texts = ElementLog(field.rx.text)

    field.becomeFirstResponder()
    field.type("a")
    field.resignFirstResponder()

    XCTAssertEqual(texts.elements, ["", "", "a", "a"])
  }

  func test_aFocusedFieldRendersACaretAndAnUnfocusedOneDoesNot() async {
    let field = TextField()
    field.placeholder = "Name"
    let other = TextField()
    other.text = "Bo"

    field.becomeFirstResponder()
    XCTAssertEqual(field.render(), "<|placeholder: Name>")
    field.type("Al")
    XCTAssertEqual(field.render(), "<Al|>")
    XCTAssertEqual(other.render(), "<Bo>")
    field.resignFirstResponder()
    XCTAssertEqual(field.render(), "<Al>")
  }

  func test_endEditingResignsAFirstResponderInsideTheViewOnly() async {
    let form = HeadlessView()
    let field = TextField()
    form.addSubview(field)
    let elsewhere = HeadlessView()

    field.becomeFirstResponder()
    XCTAssertTrue(elsewhere.endEditing(true))
    XCTAssertTrue(field.isFirstResponder)
    XCTAssertTrue(form.endEditing(false))
    XCTAssertFalse(field.isFirstResponder)
  }

  func test_aResponderThatRefusesToResignStaysUnlessForced() async {
    let stubborn = StubbornField()
    let other = TextField()
    let form = HeadlessView()
    form.addSubview(stubborn)

    stubborn.becomeFirstResponder()
    XCTAssertFalse(other.becomeFirstResponder())
    XCTAssertFalse(stubborn.resignFirstResponder())
    XCTAssertFalse(form.endEditing(false))
    XCTAssertTrue(stubborn.isFirstResponder)
    XCTAssertTrue(form.endEditing(true))
    XCTAssertFalse(stubborn.isFirstResponder)
  }

  func test_removingAFieldFromTheHierarchyResignsIt() async {
    let form = HeadlessView()
    let container = HeadlessView()
    let field = TextField()
    container.addSubview(field)
    form.addSubview(container)
    let ended = EventCount(field.rx.controlEvent(.editingDidEnd))

    field.becomeFirstResponder()
    container.removeFromSuperview()

    XCTAssertFalse(field.isFirstResponder)
    XCTAssertEqual(ended.value, 1)
  }
}
