import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A stepper steps its value by taps on `-` and `+`, stopping at or
/// wrapping around its ends.
@MainActor
final class StepperTests: ScreenTestCase {
  func test_incrementAndDecrementStepTheValueAndRxValueEmitsIt() async {
    let stepper = Stepper()
    let values = ElementLog(stepper.rx.value)

    stepper.increment()
    stepper.increment()
    stepper.decrement()

    XCTAssertEqual(values.elements, [0, 1, 2, 1])
  }

  func test_stepValueSetsTheStep() async {
    let stepper = Stepper()
    stepper.stepValue = 0.5

    stepper.increment()

    XCTAssertEqual(stepper.value, 0.5)
    XCTAssertEqual(stepper.render(), "[-] 0.5 [+]")
  }

  func test_steppingPastAnEndStopsThereAndAtTheEndSendsNothing() async {
    let stepper = Stepper()
    stepper.maximumValue = 2
    stepper.value = 2
    var changes = 0
    let bag = DisposeBag()
    stepper.rx.value.changed.subscribe(onNext: { _ in changes += 1 }).disposed(by: bag)

    stepper.increment()
    stepper.stepValue = 5
    stepper.decrement()

    XCTAssertEqual(stepper.value, 0)
    XCTAssertEqual(changes, 1)
  }

  func test_aWrappingStepperGoesAroundToTheOtherEnd() async {
    let stepper = Stepper()
    stepper.wraps = true
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    let values = ElementLog(stepper.rx.value)

    stepper.decrement()
    stepper.increment()

    XCTAssertEqual(values.elements, [1, 3, 1])
  }

  func test_bindingTheValueClampsItAndSendsNothing() async {
    let stepper = Stepper()
    let bag = DisposeBag()
    let values = ElementLog(stepper.rx.value)

    Observable<Double>.just(250).bind(to: stepper.rx.value).disposed(by: bag)

    XCTAssertEqual(stepper.value, 100)
    XCTAssertEqual(values.elements, [0])
  }

  func test_tapsHonourHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { Stepper() }, events: { $0.rx.value.changed.asObservable() }, act: { $0.increment() })
    assertSimulatedActionHonoursHitTesting(
      { () -> Stepper in
        let stepper = Stepper()
        stepper.value = 5
        return stepper
      }, events: { $0.rx.value.changed.asObservable() }, act: { $0.decrement() })
  }

  func test_aNaNOrInfiniteNumberOrAStepThatIsNotPositiveIsRefusedAndTheLastValidOneKept() async {
    let stepper = Stepper()
    stepper.value = 3

    let warnings = collectingViewWarnings {
      stepper.value = .nan
      stepper.minimumValue = -.infinity
      stepper.maximumValue = .nan
      stepper.stepValue = .infinity
      stepper.stepValue = 0
      stepper.stepValue = -2
    }
    stepper.increment()

    XCTAssertEqual(warnings.map(\.kind), Array(repeating: .invalidValue, count: 6))
    XCTAssertEqual(
      warnings.first?.message, "Stepper.value = nan was refused: not a finite number; it stays 3.0")
    XCTAssertEqual(
      warnings.last?.message,
      "Stepper.stepValue = -2.0 was refused: the step must be greater than 0; it stays 1.0")
    XCTAssertEqual(stepper.value, 4)
    XCTAssertEqual(stepper.minimumValue, 0)
    XCTAssertEqual(stepper.maximumValue, 100)
    XCTAssertEqual(stepper.render(), "[-] 4 [+]")
  }

  func test_rendersTheValueBetweenItsButtons() async {
    let stepper = Stepper()
    stepper.value = 3
    XCTAssertEqual(stepper.render(), "[-] 3 [+]")

    stepper.isEnabled = false
    XCTAssertEqual(stepper.render(), "[-] 3 [+] (disabled)")
  }
}
