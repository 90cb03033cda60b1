import HeadlessUI
import ReactorCore
import Streams
import Testing

/// A compose screen's logic: the draft and whether it can be sent.
private final class ComposeReactor: Reactor {
  enum Action { case draft(String) }
  struct State {
    var draft = ""
    var remaining: Int { 20 - draft.count }
  }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    var state = state
    switch mutation {
    case .draft(let text): state.draft = text
    }
    return state
  }
}

/// Swift Testing version of a text view screen test (TextViewTests).
@MainActor @Suite(.viewWarningsFailTests) struct TextViewSuite {
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
