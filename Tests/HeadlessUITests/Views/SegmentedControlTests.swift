import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

/// A segmented control selects one segment on the user's tap, never a
/// disabled one.
@MainActor
final class SegmentedControlTests: ScreenTestCase {
  func test_tappingASegmentSelectsItAndRxSelectedSegmentIndexEmitsIt() async {
    let control = SegmentedControl(items: ["List", "Grid", "Map"])
    let indices = ElementLog(control.rx.selectedSegmentIndex)

    control.selectSegment(at: 1)
    control.selectSegment(at: 1)
    control.selectSegment(at: 2)
    control.selectSegment(at: 7)

    XCTAssertEqual(indices.elements, [SegmentedControl.noSegment, 1, 2])
    XCTAssertEqual(control.selectedSegmentIndex, 2)
  }

  func test_aDisabledSegmentCannotBeSelected() async {
    let control = SegmentedControl(items: ["A", "B"])
    control.setEnabled(false, forSegmentAt: 1)
    var changes = 0
    let bag = DisposeBag()
    control.rx.value.changed.subscribe(onNext: { _ in changes += 1 }).disposed(by: bag)

    control.selectSegment(at: 1)

    XCTAssertEqual(changes, 0)
    XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    XCTAssertFalse(control.isEnabledForSegment(at: 1))
    XCTAssertEqual(control.render(), "(A | B (disabled))")
  }

  func test_bindingSelectsWithoutEmittingAndIgnoresIndicesOutOfRange() async {
    let control = SegmentedControl(items: ["A", "B"])
    let bag = DisposeBag()
    let indices = ElementLog(control.rx.value)

    Observable<Int>.just(1).bind(to: control.rx.selectedSegmentIndex).disposed(by: bag)
    XCTAssertEqual(control.selectedSegmentIndex, 1)
    control.selectedSegmentIndex = 5

    XCTAssertEqual(control.selectedSegmentIndex, 1)
    XCTAssertEqual(indices.elements, [SegmentedControl.noSegment])
  }

  func test_insertingAndRemovingKeepsTheSelectionOnItsSegment() async {
    let control = SegmentedControl(items: ["B", "C"])
    control.selectedSegmentIndex = 1

    control.insertSegment(withTitle: "A", at: 0, animated: false)
    XCTAssertEqual(control.numberOfSegments, 3)
    XCTAssertEqual(control.titleForSegment(at: control.selectedSegmentIndex), "C")
    control.removeSegment(at: 0, animated: true)
    XCTAssertEqual(control.titleForSegment(at: control.selectedSegmentIndex), "C")
    control.setTitle("Sea", forSegmentAt: 1)
    XCTAssertEqual(control.render(), "(B | [Sea])")
    control.removeSegment(at: 1, animated: false)
    XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
    control.removeAllSegments()
    XCTAssertEqual(control.numberOfSegments, 0)
    XCTAssertEqual(control.render(), "()")
  }

  func test_aMomentaryControlSendsEveryTapAndKeepsNoSelection() async {
    let control = SegmentedControl(items: ["Undo", "Redo"])
    control.isMomentary = true
    var seen: [Int] = []
    let bag = DisposeBag()
    control.rx.controlEvent(.valueChanged)
      .subscribe(onNext: { seen.append(control.selectedSegmentIndex) })
      .disposed(by: bag)

    control.selectSegment(at: 0)
    control.selectSegment(at: 0)

    XCTAssertEqual(seen, [0, 0])
    XCTAssertEqual(control.selectedSegmentIndex, SegmentedControl.noSegment)
  }

  func test_tapsHonourHitTesting() async {
    assertSimulatedActionHonoursHitTesting(
      { SegmentedControl(items: ["A", "B"]) }, events: { $0.rx.value.changed.asObservable() },
      act: { $0.selectSegment(at: 1) })
  }

  func test_rxBindsSegmentTitlesImagesAndEnabling() async {
    let control = SegmentedControl(items: ["A", Image(systemName: "star")!])
    let bag = DisposeBag()
    XCTAssertEqual(control.render(), "(A | image: star)")

    Observable<String?>.just("First").bind(to: control.rx.titleForSegment(at: 0))
      .disposed(by: bag)
    Observable<Bool>.just(false).bind(to: control.rx.enabledForSegment(at: 0)).disposed(by: bag)
    Observable<Image?>.just(Image(named: "map")).bind(to: control.rx.imageForSegment(at: 1))
      .disposed(by: bag)

    XCTAssertEqual(control.titleForSegment(at: 0), "First")
    XCTAssertEqual(control.imageForSegment(at: 1)?.name, "map")
    XCTAssertEqual(control.render(), "(First (disabled) | image: map)")
  }

  func test_rendersTheSelectedSegmentInBrackets() async {
    let control = SegmentedControl(items: ["List", "Grid", "Map"])
    XCTAssertEqual(control.render(), "(List | Grid | Map)")

    control.selectedSegmentIndex = 1
    XCTAssertEqual(control.render(), "(List | [Grid] | Map)")
    control.isEnabled = false
    XCTAssertEqual(control.render(), "(List | [Grid] | Map) (disabled)")
  }
}
