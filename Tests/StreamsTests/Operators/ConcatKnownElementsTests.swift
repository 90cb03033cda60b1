import Streams
import XCTest

/// `concat` of sources known up front (`just`, `of`) takes a fast path that
/// subscribes to nothing; these tests pin that it behaves exactly like the
/// general path.
final class ConcatKnownElementsTests: XCTestCase {
  private func elements<Element>(of observable: Observable<Element>) -> ([Element], Bool) {
    var elements: [Element] = []
    var completed = false
    _ = observable.subscribe(onNext: { elements.append($0) }, onCompleted: { completed = true })
    return (elements, completed)
  }

  func test_concatOfTwoJusts_emitsBothThenCompletes() {
    let (elements, completed) = elements(of: .concat(.just(1), .just(2)))
    XCTAssertEqual(elements, [1, 2])
    XCTAssertTrue(completed)
  }

  func test_concatOfTheSameJustTwice_emitsItTwice() {
    let just = Observable.just(7)
    XCTAssertEqual(elements(of: .concat(just, just)).0, [7, 7])
  }

  func test_justUsedInConcat_isNotChangedForItsOtherUsers() {
    let just = Observable.just(1)
    _ = elements(of: .concat(just, .just(2)))
    XCTAssertEqual(elements(of: just).0, [1])
  }

  func test_concatOfJustsResubscribes_emitsTheSameEachTime() {
    let both = Observable.concat(.just("a"), .just("b"))
    XCTAssertEqual(elements(of: both).0, ["a", "b"])
    XCTAssertEqual(elements(of: both).0, ["a", "b"])
  }

  func test_nestedConcatOfKnownSources_keepsOrder() {
    let nested = Observable.concat(.concat(.just(1), .just(2)), .of(3, 4))
    XCTAssertEqual(elements(of: nested).0, [1, 2, 3, 4])
  }

  func test_concatOfJustsTakeOne_stopsAfterTheFirstElement() {
    let (elements, completed) = elements(of: Observable.concat(.just(1), .just(2)).take(1))
    XCTAssertEqual(elements, [1])
    XCTAssertTrue(completed)
  }
}
