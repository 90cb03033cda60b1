import Foundation
import HeadlessUI
import Streams
import Testing

/// Swift Testing versions of the date picker and progress view screen
/// tests (DatePickerProgressViewTests).
@MainActor @Suite(.viewWarningsFailTests) struct PickersSuite {
  @Test func aPickedDueDateShowsInALabelAndTheProgressFollowsIt() {
    let start = Date(timeIntervalSince1970: 1_796_117_400)  // 2026-12-01 09:30 UTC
    let picker = DatePicker()
    picker.datePickerMode = .date
    picker.date = start
    let summary = Label()
    let progress = ProgressView()
    let bag = DisposeBag()
    let days = picker.rx.date.map { Int($0.timeIntervalSince(start) / 86_400) }
    days.map { "due in \($0) days" }.bind(to: summary.rx.text).disposed(by: bag)
    days.map { Float($0) / 10 }.bind(to: progress.rx.progress).disposed(by: bag)

    picker.pick(start.addingTimeInterval(4 * 86_400))

    #expect(summary.text == "due in 4 days")
    #expect(progress.render() == "[####------] 40%")
    #expect(picker.render() == "[date: 2026-12-05]")
  }

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
