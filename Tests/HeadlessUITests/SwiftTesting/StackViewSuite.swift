import HeadlessUI
import Streams
import Testing

/// Swift Testing versions of the stack view screen tests (StackViewTests).
@MainActor @Suite(.viewWarningsFailTests) struct StackViewSuite {
  @Test func aCounterRowInAVerticalStackRendersAndCounts() {
    let title = Label()
    title.text = "Cart"
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
