import Foundation
import HeadlessUI
import Streams
import TestSupport
import XCTest

@MainActor
final class ProgressViewTests: ScreenTestCase {
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

  func test_aNaNOrInfiniteProgressIsRefusedAndTheLastValidOneKept() async {
    let progress = ProgressView()
    progress.progress = 0.4

    let warnings = collectingViewWarnings {
      progress.progress = .nan
      progress.setProgress(.infinity, animated: true)
      progress.progress = -.infinity
    }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue, .invalidValue, .invalidValue])
    XCTAssertEqual(
      warnings.first?.message,
      "ProgressView.progress = nan was refused: not a finite number; "
        + "it stays 0.4")
    XCTAssertEqual(progress.progress, 0.4)
    XCTAssertEqual(progress.render(), "[####------] 40%")
  }

  func test_aNaNProgressBoundFromAStreamIsRefusedAndTheRenderKeepsWorking() async {
    let progress = ProgressView()
    let bag = DisposeBag()
    let fraction = PublishRelay<Float>()
    fraction.bind(to: progress.rx.progress).disposed(by: bag)
    fraction.accept(0.25)

    let warnings = collectingViewWarnings { fraction.accept(.nan) }

    XCTAssertEqual(warnings.map(\.kind), [.invalidValue])
    XCTAssertEqual(progress.progress, 0.25)
    XCTAssertEqual(progress.render(), "[###-------] 25%")
  }
}
