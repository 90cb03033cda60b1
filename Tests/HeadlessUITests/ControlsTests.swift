import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

@MainActor
final class ControlsTests: ScreenTestCase {
  func test_labelRxTextSetsTheTextAndRendersIt() async {
    let label = Label()
    let bag = DisposeBag()

    Observable.of("a", "b").bind(to: label.rx.text).disposed(by: bag)

    XCTAssertEqual(label.text, "b")
    XCTAssertEqual(label.render(), "b")
  }

  func test_tappingAButtonFiresRxTapOncePerTap() async {
    let button = Button(title: "OK")
    let bag = DisposeBag()
    var taps = 0
    button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)

    button.tap()
    button.tap()

    XCTAssertEqual(taps, 2)
    XCTAssertEqual(button.render(), "[OK]")
  }

  func test_aDisabledOrHiddenButtonIgnoresSimulatedTaps() async {
    let button = Button(title: "OK")
    let bag = DisposeBag()
    var taps = 0
    button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)

    button.isEnabled = false
    button.tap()
    XCTAssertEqual(button.render(), "[OK] (disabled)")
    button.isEnabled = true
    button.isHidden = true
    button.tap()

    XCTAssertEqual(taps, 0)
  }

  func test_bindingIsEnabledDisablesTheButton() async {
    let button = Button(title: "Send")
    let bag = DisposeBag()

    Observable.just(false).bind(to: button.rx.isEnabled).disposed(by: bag)

    XCTAssertFalse(button.isEnabled)
  }

  func test_switchRxIsOnEmitsTheCurrentValueThenEachToggle() async {
    let toggle = Switch()
    toggle.isOn = true
    let bag = DisposeBag()
    var values: [Bool] = []
    toggle.rx.isOn.subscribe(onNext: { values.append($0) }).disposed(by: bag)

    toggle.toggle()
    toggle.toggle()

    XCTAssertEqual(values, [true, false, true])
    XCTAssertEqual(toggle.render(), "[x]")
  }

  func test_settingASwitchInCodeOrByBindingEmitsNothing() async {
    let toggle = Switch()
    let bag = DisposeBag()
    var values: [Bool] = []
    toggle.rx.isOn.subscribe(onNext: { values.append($0) }).disposed(by: bag)

    toggle.setOn(true, animated: true)
    Observable.just(false).bind(to: toggle.rx.isOn).disposed(by: bag)
    toggle.isEnabled = false
    toggle.toggle()

    XCTAssertEqual(values, [false])
    XCTAssertFalse(toggle.isOn)
  }

  func test_typingEmitsTheTextAfterEachKeystroke() async {
    let field = TextField()
    field.placeholder = "Name"
    let bag = DisposeBag()
    var texts: [String?] = []
    field.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
    XCTAssertEqual(field.render(), "<placeholder: Name>")

    field.type("abc")

    XCTAssertEqual(texts, ["", "a", "ab", "abc"])
    XCTAssertEqual(field.render(), "<abc>")
  }

  func test_bindingATextFieldsTextSetsItWithoutEmitting() async {
    let field = TextField()
    let bag = DisposeBag()
    var texts: [String] = []
    field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

    Observable.just("set in code").bind(to: field.rx.text).disposed(by: bag)

    XCTAssertEqual(field.text, "set in code")
    XCTAssertEqual(texts, [""])
    field.isEnabled = false
    field.type("x")
    XCTAssertEqual(field.text, "set in code")
  }

  func test_controlPropertyEmitsTheCurrentValueToEachNewSubscriber() async {
    let field = TextField()
    field.type("hi")
    let bag = DisposeBag()
    var first: [String?] = []
    var changedOnly: [String?] = []

    field.rx.text.subscribe(onNext: { first.append($0) }).disposed(by: bag)
    field.rx.text.changed.subscribe(onNext: { changedOnly.append($0) }).disposed(by: bag)
    field.type("!")

    XCTAssertEqual(first, ["hi", "hi!"])
    XCTAssertEqual(changedOnly, ["hi!"])
  }

  func test_rxDeallocatedAndControlEventsCompleteWhenTheViewIsFreed() async {
    var button: Button? = Button(title: "x")
    let bag = DisposeBag()
    var deallocatedEvents = 0
    var deallocatedCompleted = false
    var tapCompleted = false
    button?.rx.deallocated
      .subscribe(
        onNext: { deallocatedEvents += 1 }, onCompleted: { deallocatedCompleted = true }
      )
      .disposed(by: bag)
    button?.rx.tap.subscribe(onCompleted: { tapCompleted = true }).disposed(by: bag)

    button = nil

    XCTAssertEqual(deallocatedEvents, 1)
    XCTAssertTrue(deallocatedCompleted)
    XCTAssertTrue(tapCompleted)
  }

  func test_aViewRendersItsVisibleSubviewsInOrder() async {
    let root = HeadlessView()
    let title = Label()
    title.text = "Settings"
    let hidden = Label()
    hidden.text = "secret"
    hidden.isHidden = true
    let toggle = Switch()
    let field = TextField()
    field.text = "Ann"
    [title, hidden, toggle, field, Button(title: "Save")].forEach(root.addSubview)

    XCTAssertEqual(root.render(), "Settings\n[ ]\n<Ann>\n[Save]")
    XCTAssertEqual(root.subviews.count, 5)
    XCTAssertTrue(field.superview === root)
  }

  func test_deletingBackwardANegativeCountFromATextFieldIsRefusedAndZeroDeletesNothing() async {
    let field = TextField()
    field.type("abc")
    var texts: [String?] = []
    let bag = DisposeBag()
    field.rx.text.changed.subscribe(onNext: { texts.append($0) }).disposed(by: bag)

    let warnings = collectingViewWarnings {
      field.deleteBackward(-2)
      field.deleteBackward(0)
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue])
    XCTAssertEqual(
      warnings.first?.message,
      "TextField.deleteBackward(-2) was refused: a count cannot be negative; nothing was deleted")
    XCTAssertEqual(field.text, "abc")
    XCTAssertEqual(texts, [])
    field.deleteBackward(5)
    XCTAssertEqual(field.text, "")
  }

  func test_aTextFieldsTextSetToNilReadsBackEmptyAsInUIKit() async {
    let field = TextField()
    field.text = "Ann"
    field.text = nil
    XCTAssertEqual(field.text, "")

    let bag = DisposeBag()
    Observable<String?>.just(nil).bind(to: field.rx.text).disposed(by: bag)
    XCTAssertEqual(field.text, "")
  }
}
