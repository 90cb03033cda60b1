import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

@MainActor
final class DatePickerProgressViewTests: ScreenTestCase {
  private let december1 = Date(timeIntervalSince1970: 1_796_117_400)  // 2026-12-01 09:30 UTC

  func test_pickingADateFiresRxDateAndTheRenderShowsItInTheMode() async {
    let picker = DatePicker()
    picker.date = december1
    let bag = DisposeBag()
    var dates: [Date] = []
    picker.rx.date.subscribe(onNext: { dates.append($0) }).disposed(by: bag)

    picker.pick(december1.addingTimeInterval(86_400))
    picker.pick(december1.addingTimeInterval(86_400))  // the same date: no event

    XCTAssertEqual(dates, [december1, december1.addingTimeInterval(86_400)])
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
    var events = 0
    picker.rx.controlEvent(.valueChanged).subscribe(onNext: { events += 1 }).disposed(by: bag)
    Observable.just(december1).bind(to: picker.rx.date).disposed(by: bag)
    XCTAssertEqual(picker.date, december1)
    XCTAssertEqual(events, 0)
  }

  func test_aProgressViewRendersItsBoundProgressClamped() async {
    let progress = ProgressView(progressViewStyle: .bar)
    let bag = DisposeBag()
    let fraction = PublishRelay<Float>()
    fraction.bind(to: progress.rx.progress).disposed(by: bag)

    XCTAssertEqual(progress.render(), "[----------] 0%")
    fraction.accept(0.5)
    XCTAssertEqual(progress.render(), "[#####-----] 50%")
    fraction.accept(1.7)
    XCTAssertEqual(progress.progress, 1)
    XCTAssertEqual(progress.render(), "[##########] 100%")
  }
}
