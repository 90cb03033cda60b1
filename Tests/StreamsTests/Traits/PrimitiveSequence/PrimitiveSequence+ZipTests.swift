import ReactorTesting
import Streams
import TestSupport
import XCTest

final class PrimitiveSequenceZipTests: XCTestCase {
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
}
