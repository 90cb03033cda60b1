import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// Refuses newlines, as a one-paragraph comment box does.
@MainActor
private final class NoNewlinesDelegate: TextViewDelegate {
  var log: [String] = []
  func textViewDidBeginEditing(_ textView: TextView) { log.append("begin") }
  func textViewDidEndEditing(_ textView: TextView) { log.append("end") }
  func textViewDidChange(_ textView: TextView) { log.append("change") }
  func textView(
    _ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool {
    text != "\n"
  }
}

@MainActor
final class TextViewTests: ScreenTestCase {
  func test_typingFocusesTheViewAndRxTextFollowsEachKeystroke() async {
    let textView = TextView()
    let bag = DisposeBag()
    var texts: [String?] = []
    var began = 0
    textView.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
    textView.rx.didBeginEditing.subscribe(onNext: { began += 1 }).disposed(by: bag)

    textView.type("Hi")
    textView.deleteBackward()

    XCTAssertEqual(texts, ["", "H", "Hi", "H"])
    XCTAssertEqual(began, 1)
    XCTAssertTrue(textView.isFirstResponder)
    XCTAssertEqual(textView.render(), "| H|")
  }

  func test_aMultiLineTextRendersLineByLineAndBindingSetsIt() async {
    let textView = TextView()
    let bag = DisposeBag()
    Observable.just("Dear Ann,\n\nthanks.").bind(to: textView.rx.text).disposed(by: bag)
    XCTAssertEqual(textView.render(), "| Dear Ann,\n|\n| thanks.")
    XCTAssertEqual(TextView().render(), "|")
  }

  func test_theDelegateHearsEditingAndCanRefuseAChange() async {
    let textView = TextView()
    let delegate = NoNewlinesDelegate()
    textView.delegate = delegate
    let bag = DisposeBag()
    var ended = 0
    textView.rx.didEndEditing.subscribe(onNext: { ended += 1 }).disposed(by: bag)

    textView.type("a\nb")
    textView.resignFirstResponder()

    XCTAssertEqual(textView.text, "ab")
    XCTAssertEqual(delegate.log, ["begin", "change", "change", "end"])
    XCTAssertEqual(ended, 1)
  }

  func test_aReadOnlyOrHiddenTextViewIgnoresTyping() async {
    let textView = TextView()
    textView.isEditable = false
    textView.type("x")
    XCTAssertEqual(textView.text, "")
    XCTAssertFalse(textView.isFirstResponder)

    textView.isEditable = true
    textView.isHidden = true
    textView.type("x")
    XCTAssertEqual(textView.text, "")
  }
}
