import Foundation
import HeadlessUI
import Streams
import TestSupport
import Testing
import XCTest

@MainActor
final class DatePickerTests: ScreenTestCase {
  private let december1 = Date(timeIntervalSince1970: 1_796_117_400)  // 2026-12-01 09:30 UTC

  func test_pickingADateFiresRxDateAndTheRenderShowsItInTheMode() async {
    let picker = DatePicker()
    picker.date = december1
    let dates = ElementLog(picker.rx.date)

    picker.pick(december1.addingTimeInterval(86_400))
    picker.pick(december1.addingTimeInterval(86_400))  // the same date: no event

    XCTAssertEqual(dates.elements, [december1, december1.addingTimeInterval(86_400)])
    XCTAssertEqual(picker.render(), "[date: 2026-12-02 09:30]")
    picker.datePickerMode = .date
    XCTAssertEqual(picker.render(), "[date: 2026-12-02]")
    picker.datePickerMode = .time
    XCTAssertEqual(picker.render(), "[date: 09:30]")
  }

  func test_aPickIsKeptWithinTheAllowedRangeAndIgnoredWhenDisabled() async {
    let picker = DatePicker()
    picker.date = december1
    picker.minimumDate = december1
    picker.pick(december1.addingTimeInterval(-3_600))
    XCTAssertEqual(picker.date, december1)

    picker.isEnabled = false
    picker.pick(december1.addingTimeInterval(3_600))
    XCTAssertEqual(picker.date, december1)
    XCTAssertEqual(picker.render(), "[date: 2026-12-01 09:30] (disabled)")
  }

  func test_bindingRxDateSetsThePickerWithoutAnEvent() async {
    let picker = DatePicker()
    let bag = DisposeBag()
    let events = EventCount(picker.rx.controlEvent(.valueChanged))
    Observable.just(december1).bind(to: picker.rx.date).disposed(by: bag)
    XCTAssertEqual(picker.date, december1)
    XCTAssertEqual(events.value, 0)
  }

  func test_aCountDownDurationIsKeptWithinADayAndANaNOneIsRefused() async {
    let picker = DatePicker()
    picker.datePickerMode = .countDownTimer
    picker.countDownDuration = 90 * 60
    XCTAssertEqual(picker.render(), "[date: 1h 30m]")

    let warnings = collectingViewWarnings {
      picker.countDownDuration = .nan
      XCTAssertEqual(picker.countDownDuration, 90 * 60)
      picker.countDownDuration = .infinity
      XCTAssertEqual(picker.countDownDuration, 90 * 60)
    }
    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue])
    XCTAssertEqual(picker.render(), "[date: 1h 30m]")

    picker.countDownDuration = 1e300
    XCTAssertEqual(picker.countDownDuration, 86_399)
    XCTAssertEqual(picker.render(), "[date: 23h 59m]")
    picker.countDownDuration = -60
    XCTAssertEqual(picker.countDownDuration, 0)
    XCTAssertEqual(picker.render(), "[date: 0h 0m]")
  }
}

@MainActor @Suite(.viewWarningsFailTests) struct DatePickerSwiftTestingTests {
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
}
