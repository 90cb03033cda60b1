import Foundation
import HeadlessUI
import ReactorCore
import Streams
import TestSupport
import Testing
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
    let texts = ElementLog(textView.rx.text)
    let began = EventCount(textView.rx.didBeginEditing)

    textView.type("Hi")
    textView.deleteBackward()

    XCTAssertEqual(texts.elements, ["", "H", "Hi", "H"])
    XCTAssertEqual(began.value, 1)
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
    let ended = EventCount(textView.rx.didEndEditing)

    textView.type("a\nb")
    textView.resignFirstResponder()

    XCTAssertEqual(textView.text, "ab")
    XCTAssertEqual(delegate.log, ["begin", "change", "change", "end"])
    XCTAssertEqual(ended.value, 1)
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

  func test_deletingBackwardANegativeCountIsRefusedAndZeroDoesNothing() async {
    let textView = TextView()
    textView.text = "abc"
    let changes = EventCount(textView.rx.didChange)

    expectNegativeDeleteBackwardRefused("TextView", count: -3) { textView.deleteBackward($0) }

    XCTAssertEqual(textView.text, "abc")
    XCTAssertFalse(textView.isFirstResponder)
    XCTAssertEqual(changes.value, 0)
  }

  func test_theTextSetToNilReadsBackEmptyAsInUIKit() async {
    let textView = TextView()
    textView.text = "Hello"
    textView.text = nil

    XCTAssertEqual(textView.text, "")
    XCTAssertEqual(textView.text.count, 0)
    XCTAssertEqual(textView.render(), "|")
  }

  func test_typingOffTheMainThreadReachesRxTextOnTheMainActorInsteadOfTrapping() async {
    let textView = TextView()
    let bag = DisposeBag()
    let texts = ElementLog(textView.rx.text)
    let keystrokes = PublishSubject<String>()
    // The mistake `.offMainThread` reports: a closure formed on the main
    // actor that runs on the thread `keystrokes` emits on.
    keystrokes.subscribe(onNext: { textView.type($0) }).disposed(by: bag)
    let send = ScreensLockedBox(keystrokes)

    let warnings = collectingViewWarnings {
      sendFromAnotherThread { send.withLock { $0.onNext("a") } }
    }
    XCTAssertEqual(texts.elements, [""], "read on the main actor, not on the typing thread")
    await drainMainQueue()

    XCTAssertEqual(warnings.map(\.kind), [.offMainThread])
    XCTAssertEqual(texts.elements, ["", "a"])
  }
}

/// A compose screen's logic: the draft and whether it can be sent.
private final class ComposeReactor: Reactor {
  enum Action { case draft(String) }
  struct State {
    var draft = ""
    var remaining: Int { 20 - draft.count }
  }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    switch mutation {
    case .draft(let text): State(draft: text)
    }
  }
}

/// Swift Testing version of a text view screen test (TextViewTests).
@MainActor @Suite(.viewWarningsFailTests) struct TextViewSwiftTestingTests {
  @Test func typingADraftUpdatesTheReactorAndTheCounter() {
    let body = TextView()
    let counter = Label()
    let screen = StackView(arrangedSubviews: [body, counter])
    screen.axis = .vertical
    let reactor = ComposeReactor()
    let bag = DisposeBag()
    body.rx.text.orEmpty.skip(1).map(ComposeReactor.Action.draft)
      .bind(to: reactor.action).disposed(by: bag)
    reactor.state.map { "\($0.remaining) left" }.bind(to: counter.rx.text).disposed(by: bag)

    body.type("Hello\nworld")

    #expect(reactor.currentState.draft == "Hello\nworld")
    #expect(screen.render() == "| Hello\n| world|\n9 left")
  }
}
