import ReactorTesting
import Streams
import TestSupport
import XCTest

final class SharedSequenceCombineLatestTests: XCTestCase {
  func test_driverCombineLatestOfFiveDriversDeliversTheLatestOfEach() {
    let relays = (1...5).map { BehaviorRelay(value: $0) }
    var sums: [Int] = []
    var tuples: [String] = []
    let bag = DisposeBag()
    Driver.combineLatest(
      relays[0].asDriver(), relays[1].asDriver(), relays[2].asDriver(), relays[3].asDriver(),
      relays[4].asDriver()
    ) { $0 + $1 + $2 + $3 + $4 }
    .drive(onNext: { sums.append($0) }).disposed(by: bag)
    Driver.combineLatest(
      relays[0].asDriver(), relays[1].asDriver(), relays[2].asDriver(), relays[3].asDriver(),
      relays[4].asDriver()
    )
    .map { "\($0.0)\($0.4)" }
    .drive(onNext: { tuples.append($0) }).disposed(by: bag)
    relays[4].accept(50)
    XCTAssertEqual(sums, [15, 60])
    XCTAssertEqual(tuples, ["15", "150"])
  }
}
