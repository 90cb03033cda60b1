import ReactorCore
import Streams
import TestSupport
import XCTest

/// `Shared` on its own: the current value, changes in order to every
/// observer, what a new observer is replayed, and re-entrant changes.
final class SharedTests: XCTestCase {
  func test_value_isTheInitialValue_thenTheLatestChange() {
    let shared = Shared(1)
    XCTAssertEqual(shared.value, 1)

    shared.set(2)
    XCTAssertEqual(shared.value, 2)
    shared.withLock { $0 += 10 }
    XCTAssertEqual(shared.value, 12)
  }

  func test_changes_replaysTheCurrentValue_thenDeliversEveryChangeInOrder() {
    let shared = Shared("a")
    shared.set("b")
    var seen: [String] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    shared.set("c")
    shared.withLock { $0 += "d" }

    XCTAssertEqual(seen, ["b", "c", "cd"])
    subscription.dispose()
  }

  func test_changes_deliversEqualValuesEachTime_distinctUntilChangedSkipsThem() {
    let shared = Shared(1)
    var every: [Int] = []
    var distinct: [Int] = []
    let bag = DisposeBag()
    shared.changes.subscribe(onNext: { every.append($0) }).disposed(by: bag)
    shared.changes.distinctUntilChanged().subscribe(onNext: { distinct.append($0) })
      .disposed(by: bag)

    shared.set(1)
    shared.withLock { _ in }
    shared.set(2)

    XCTAssertEqual(every, [1, 1, 1, 2])
    XCTAssertEqual(distinct, [1, 2])
  }

  func test_changes_isTheSameObjectOnEveryAccess() {
    let shared = Shared(0)
    XCTAssertTrue(shared.changes === shared.changes)
  }

  func test_withLock_returnsWhatTheBodyReturns_andIsOneChange() {
    let shared = Shared([1, 2])
    var seen: [[Int]] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    let removed = shared.withLock { values -> Int in
      values.append(3)
      return values.removeFirst()
    }

    XCTAssertEqual(removed, 1)
    XCTAssertEqual(seen, [[1, 2], [2, 3]])
    subscription.dispose()
  }

  func test_withLock_whoseBodyThrows_keepsAndDeliversWhatItChangedBeforeThrowing() {
    let shared = Shared(1)
    var seen: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    XCTAssertThrowsError(
      try shared.withLock { value in
        value = 2
        throw TestError.boom
      }
    ) { XCTAssertEqual($0 as? TestError, .boom) }

    XCTAssertEqual(shared.value, 2)
    XCTAssertEqual(seen, [1, 2])
    subscription.dispose()
  }

  func test_everyObserverReceivesEachChange_beforeAnyObserverReceivesTheNext() {
    let shared = Shared(0)
    var log: [String] = []
    let bag = DisposeBag()
    // The first observer changes the value again when it sees 1: that change
    // waits until 1 has reached the second observer.
    shared.changes.subscribe(onNext: { value in
      log.append("first \(value)")
      if value == 1 { shared.set(2) }
    }).disposed(by: bag)
    shared.changes.subscribe(onNext: { log.append("second \($0)") }).disposed(by: bag)
    log.removeAll()

    shared.set(1)

    XCTAssertEqual(log, ["first 1", "second 1", "first 2", "second 2"])
    XCTAssertEqual(shared.value, 2)
  }

  func test_observerReadingValue_seesTheChangeItReceives() {
    let shared = Shared(0)
    var read: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { _ in read.append(shared.value) })

    shared.set(5)
    shared.withLock { $0 += 1 }

    XCTAssertEqual(read, [0, 5, 6])
    subscription.dispose()
  }

  func test_subscriptionMadeByAnObserver_startsAfterTheCurrentChange_withThatChange() {
    let shared = Shared(0)
    var late: [Int] = []
    let bag = DisposeBag()
    shared.changes.subscribe(onNext: { value in
      if value == 1 {
        shared.changes.subscribe(onNext: { late.append($0) }).disposed(by: bag)
      }
    }).disposed(by: bag)

    shared.set(1)
    shared.set(2)

    XCTAssertEqual(late, [1, 2])
  }

  func test_disposedSubscription_receivesNoMoreChanges() {
    let shared = Shared(0)
    var seen: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })
    shared.set(1)

    subscription.dispose()
    shared.set(2)

    XCTAssertEqual(seen, [0, 1])
  }

  func test_observerDisposingItselfDuringAChange_receivesNothingAfter() {
    let shared = Shared(0)
    var seen: [Int] = []
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      shared.changes.subscribe(onNext: { value in
        seen.append(value)
        if value == 1 { subscription.dispose() }
      }))

    shared.set(1)
    shared.set(2)

    XCTAssertEqual(seen, [0, 1])
  }

  func test_sharedValueOfASendableType_isSendable() {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    let shared = requireSendable(Shared(Settings()))
    XCTAssertEqual(shared.value, Settings())
  }
}
