import ReactorTesting
import Streams
import TestSupport
import XCTest

/// The fixed-arity combineLatest and zip are one typed implementation over
/// a parameter pack: any number of sources (RxSwift stops at 8), each with
/// its own element type, and the traits' and Driver's forms beyond 4.
final class CombiningArityTests: XCTestCase {
  func test_combineLatestOfNineSourcesCombinesTheLatestOfEach() {
    let subjects = (1...9).map { _ in PublishSubject<Int>() }
    var sums: [Int] = []
    let subscription = Observable.combineLatest(
      subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
      subjects[7], subjects[8]
    ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 }
    .subscribe(onNext: { sums.append($0) })
    for (index, subject) in subjects.enumerated() { subject.onNext(index + 1) }
    subjects[8].onNext(100)
    XCTAssertEqual(sums, [45, 136])
    subscription.dispose()
  }

  func test_zipKeepsEachSourcesOwnElementType() {
    let scheduler = TestScheduler(initialClock: 0)
    let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let names = scheduler.createHotObservable([.next(215, "a"), .next(230, "b"), .completed(310)])
    let flags = scheduler.createHotObservable([
      .next(240, true), .next(250, false), .completed(320),
    ])
    let res = scheduler.start {
      Observable.zip(numbers, names, flags) { "\($0)\($1)\($2)" }
    }
    XCTAssertEqual(res.events, [.next(240, "1atrue"), .next(250, "2bfalse"), .completed(320)])
  }

  func test_zipTupleFormOfEightSourcesPairsTheirNthElements() {
    let subjects = (0..<8).map { _ in PublishSubject<Int>() }
    var tuples: [String] = []
    let subscription = Observable.zip(
      subjects[0], subjects[1], subjects[2], subjects[3], subjects[4], subjects[5], subjects[6],
      subjects[7]
    )
    .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)\($0.5)\($0.6)\($0.7)" }
    .subscribe(onNext: { tuples.append($0) })
    for round in 1...2 {
      for subject in subjects { subject.onNext(round) }
    }
    XCTAssertEqual(tuples, ["11111111", "22222222"])
    subscription.dispose()
  }

  func test_singleZipOfSixSinglesCombinesThemAndTheFirstErrorEndsIt() throws {
    let zipped = Single.zip(
      Single.just(1), Single.just("b"), Single.just(3), Single.just(4.5), Single.just(true),
      Single.just(6)
    ) { "\($0)\($1)\($2)\($3)\($4)\($5)" }
    XCTAssertEqual(try zipped.toBlocking().single(), "1b34.5true6")
    let tuple = Single.zip(
      Single.just(1), Single.just(2), Single.just(3), Single.just(4), Single.just(5),
      Single.just(6), Single.just(7), Single.just(8))
    XCTAssertEqual(try tuple.toBlocking().single().7, 8)
    let failing = Single.zip(
      Single.just(1), Single<Int>.error(TestError.boom), Single.just(3), Single.just(4),
      Single.just(5)
    ) { $0 + $1 + $2 + $3 + $4 }
    XCTAssertThrowsError(try failing.toBlocking().single())
  }

  func test_maybeZipOfFiveMaybesIsEmptyWhenOneCompletesEmpty() throws {
    let one = Maybe.just(1)
    let zipped = Maybe.zip(one, one, Maybe<Int>.empty(), one, one) { $0 + $1 + $2 + $3 + $4 }
    XCTAssertEqual(try zipped.toBlocking().toArray(), [])
    let five = Maybe.just(5)
    let full = Maybe.zip(one, one, one, one, five)
    XCTAssertEqual(try full.toBlocking().toArray().map { $0.0 + $0.4 }, [6])
  }

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
