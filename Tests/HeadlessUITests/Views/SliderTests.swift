import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A slider's value stays in its range; the user's drag sends
/// `.valueChanged`, setting it in code does not.
@MainActor
final class SliderTests: ScreenTestCase {
  func test_slidingClampsSetsTheValueAndRxValueEmitsIt() async {
    let slider = Slider()
    let values = ElementLog(slider.rx.value)

    slider.slide(to: 0.5)
    slider.slide(to: 2)
    slider.slide(to: -1)

    XCTAssertEqual(values.elements, [0, 0.5, 1, 0])
  }

  func test_slidingToTheCurrentValueSendsNothing() async {
    let slider = Slider()
    slider.value = 0.3
    var changes = 0
    let bag = DisposeBag()
    slider.rx.value.changed.subscribe(onNext: { _ in changes += 1 }).disposed(by: bag)

    slider.slide(to: 0.3)

    XCTAssertEqual(changes, 0)
  }

  func test_settingOrBindingTheValueClampsItAndSendsNothing() async {
    let slider = Slider()
    slider.minimumValue = 10
    slider.maximumValue = 20
    let bag = DisposeBag()
    let values = ElementLog(slider.rx.value)

    slider.setValue(15, animated: true)
    XCTAssertEqual(slider.value, 15)
    Observable<Float>.just(99).bind(to: slider.rx.value).disposed(by: bag)
    XCTAssertEqual(slider.value, 20)
    slider.value = 3

    XCTAssertEqual(slider.value, 10)
    XCTAssertEqual(values.elements, [10])
  }

  func test_changingTheRangeMovesTheValueInside() async {
    let slider = Slider()
    slider.maximumValue = 100
    slider.value = 80

    slider.maximumValue = 50
    XCTAssertEqual(slider.value, 50)
    slider.minimumValue = 70
    XCTAssertEqual(slider.value, 70)
    XCTAssertEqual(slider.maximumValue, 70)
  }

  func test_slidingHonoursHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { Slider() }, events: { $0.rx.value.changed.asObservable() }, act: { $0.slide(to: 0.7) })
  }

  func test_rendersTheThumbOnItsTrackAndTheValue() async {
    let slider = Slider()
    XCTAssertEqual(slider.render(), "|o----------| 0")

    slider.value = 0.5
    XCTAssertEqual(slider.render(), "|-----o-----| 0.5")
    slider.value = 1
    XCTAssertEqual(slider.render(), "|----------o| 1")
    slider.maximumValue = 100
    slider.value = 25
    XCTAssertEqual(slider.render(), "|---o-------| 25")
    slider.isEnabled = false
    XCTAssertEqual(slider.render(), "|---o-------| 25 (disabled)")
  }

  func test_aNaNOrInfiniteValueIsRefusedAndTheLastValidOneKept() async {
    let slider = Slider()
    slider.value = 0.5
    let bag = DisposeBag()
    let values = ElementLog(slider.rx.value)

    let warnings = collectingViewWarnings {
      slider.value = .nan
      slider.setValue(.infinity, animated: false)
      Observable.just(-Float.infinity).bind(to: slider.rx.value).disposed(by: bag)
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue, .invalidValue])
    XCTAssertEqual(
      warnings.first?.message, "Slider.value = nan was refused: not a finite number; it stays 0.5")
    XCTAssertEqual(slider.value, 0.5)
    XCTAssertEqual(values.elements, [0.5])
    XCTAssertEqual(slider.render(), "|-----o-----| 0.5")
  }

  func test_slidingToNaNIsRefusedAndSendsNothingAndToAnInfinityReachesAnEnd() async {
    let slider = Slider()
    slider.accessibilityIdentifier = "volume"
    slider.value = 0.3
    let changes = ElementLog(slider.rx.value.changed)

    let warnings = collectingViewWarnings { slider.slide(to: .nan) }
    XCTAssertEqual(warnings.map(\.kind), [.invalidValue])
    XCTAssertEqual(
      warnings.first?.message.hasPrefix("Slider 'volume'.slide(to: nan) was refused"), true,
      warnings.first?.message ?? "no warning")
    XCTAssertEqual(slider.value, 0.3)
    XCTAssertEqual(changes.elements, [])

    slider.slide(to: .infinity)
    slider.slide(to: -.infinity)
    XCTAssertEqual(changes.elements, [1, 0])
  }

  func test_nonFiniteBoundsAreRefusedAndExtremeFiniteOnesStillRender() async {
    let slider = Slider()
    slider.value = 0.5

    let warnings = collectingViewWarnings {
      slider.minimumValue = -.infinity
      slider.maximumValue = .nan
      slider.maximumValue = .infinity
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue, .invalidValue])
    XCTAssertEqual(slider.minimumValue, 0)
    XCTAssertEqual(slider.maximumValue, 1)
    XCTAssertEqual(slider.value, 0.5)
    XCTAssertEqual(slider.render(), "|-----o-----| 0.5")

    // Their span overflows a Float; the thumb is still placed.
    slider.minimumValue = -.greatestFiniteMagnitude
    slider.maximumValue = .greatestFiniteMagnitude
    slider.value = 0
    XCTAssertEqual(slider.render(), "|-----o-----| 0")
    slider.value = .greatestFiniteMagnitude
    XCTAssertEqual(slider.render().hasPrefix("|----------o| "), true, slider.render())
  }
}
