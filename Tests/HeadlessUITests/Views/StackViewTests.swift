import Foundation
import HeadlessUI
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class StackViewTests: ScreenTestCase {
  func test_arrangedSubviewsAreSubviewsInTheSameOrder() async {
    let first = makeLabel("a")
    let second = makeLabel("b")
    let stack = StackView(arrangedSubviews: [first, second])
    let middle = makeLabel("m")
    stack.insertArrangedSubview(middle, at: 1)

    XCTAssertEqual(stack.arrangedSubviews.map { ($0 as! Label).text }, ["a", "m", "b"])
    XCTAssertEqual(stack.subviews.map { ($0 as! Label).text }, ["a", "m", "b"])
    XCTAssertTrue(middle.superview === stack)
  }

  func test_aHorizontalStackRendersOnOneLineAndAVerticalOneLineByLine() async {
    let stepper = Stepper()
    stepper.value = 3
    let row = StackView(arrangedSubviews: [makeLabel("Qty"), stepper])
    XCTAssertEqual(row.render(), "Qty | [-] 3 [+]")

    let column = StackView(arrangedSubviews: [makeLabel("Title"), row])
    column.axis = .vertical
    column.spacing = 8
    column.alignment = .center
    column.distribution = .fillEqually
    XCTAssertEqual(column.render(), "Title\nQty | [-] 3 [+]")
  }

  func test_aHiddenArrangedViewTakesNoPlace() async {
    let warning = makeLabel("offline")
    let stack = StackView(arrangedSubviews: [makeLabel("Inbox"), warning])
    stack.axis = .vertical
    warning.isHidden = true
    XCTAssertEqual(stack.render(), "Inbox")
  }

  func test_removingAnArrangedViewKeepsItAsASubviewUntilItLeaves() async {
    let kept = makeLabel("kept")
    let stack = StackView(arrangedSubviews: [kept])
    stack.removeArrangedSubview(kept)
    XCTAssertTrue(stack.arrangedSubviews.isEmpty)
    XCTAssertTrue(kept.superview === stack)

    stack.addArrangedSubview(kept)
    kept.removeFromSuperview()
    XCTAssertTrue(stack.arrangedSubviews.isEmpty)
    XCTAssertTrue(stack.subviews.isEmpty)
  }

  func test_aButtonInAStackIsTappedAndBoundAsAnyOther() async {
    let plus = Button(title: "+")
    let count = Label()
    let stack = StackView(arrangedSubviews: [count, plus])
    let bag = DisposeBag()
    plus.rx.tap.scan(0) { total, _ in total + 1 }.map { "\($0)" }
      .bind(to: count.rx.text).disposed(by: bag)

    plus.tap()
    plus.tap()
    XCTAssertEqual(stack.render(), "2 | [+]")
    stack.isUserInteractionEnabled = false
    plus.tap()
    XCTAssertEqual(stack.render(), "2 | [+]")
  }
}

/// Swift Testing versions of the stack view screen tests (StackViewTests).
@MainActor @Suite(.viewWarningsFailTests) struct StackViewSwiftTestingTests {
  @Test func aCounterRowInAVerticalStackRendersAndCounts() {
    let title = makeLabel("Cart")
    let count = Label()
    let plus = Button(title: "+")
    let row = StackView(arrangedSubviews: [count, plus])
    let screen = StackView(arrangedSubviews: [title, row])
    screen.axis = .vertical
    let bag = DisposeBag()
    plus.rx.tap.scan(0) { total, _ in total + 1 }.startWith(0).map { "\($0) items" }
      .bind(to: count.rx.text).disposed(by: bag)

    plus.tap()

    #expect(screen.render() == "Cart\n1 items | [+]")
  }
}
