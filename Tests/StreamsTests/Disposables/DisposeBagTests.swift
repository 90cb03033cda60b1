import Streams
import TestSupport
import XCTest

final class DisposeBagTests: XCTestCase {
  // MARK: DisposeBag

  func test_disposeBag_disposesEveryMemberOnDeinit() {
    let counter = AtomicCounter()
    var bag: DisposeBag? = DisposeBag()
    bag!.insert(counting(counter))
    counting(counter).disposed(by: bag!)
    XCTAssertEqual(counter.value, 0)
    bag = nil
    XCTAssertEqual(counter.value, 2)
  }

  func test_disposeBag_disposesMembersInInsertionOrder() {
    var order: [Int] = []
    var bag: DisposeBag? = DisposeBag()
    for index in 0..<3 {
      Disposables.create { order.append(index) }.disposed(by: bag!)
    }
    bag = nil
    XCTAssertEqual(order, [0, 1, 2])
  }

  func test_disposeBag_variadicAndBuilderInsertsAddEveryDisposable() {
    let counter = AtomicCounter()
    var bag: DisposeBag? = DisposeBag()
    bag!.insert(counting(counter), counting(counter))
    bag!.insert {
      counting(counter)
      counting(counter)
    }
    bag = nil
    XCTAssertEqual(counter.value, 4)
  }

  func test_disposeBag_replacingTheBagDisposesTheOldBindings() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var bag = DisposeBag()
    subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.onNext(1)
    bag = DisposeBag()
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    XCTAssertFalse(subject.hasObservers)
    _ = bag
  }

  func test_disposeBag_insertDuringTeardownDisposesImmediately() {
    // A member whose disposal inserts into the same bag while the bag is
    // being torn down: the late member must be disposed at once.
    let counter = AtomicCounter()
    var bag: DisposeBag? = DisposeBag()
    let holder = UnownedBag(bag)
    Disposables.create {
      holder.bag?.insert(Disposables.create { counter.increment() })
    }.disposed(by: bag!)
    bag = nil
    XCTAssertEqual(counter.value, 1)
  }

  /// A disposable that appends `name` to `log` when disposed.
  private func logging(_ name: String, into log: Log) -> Disposable {
    Disposables.create { log.append(name) }
  }

  func test_initDisposingVariadic_disposesEveryMemberWhenReleased() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag(disposing: logging("a", into: log), logging("b", into: log))
    XCTAssertEqual(log.lines, [])
    bag = nil
    XCTAssertEqual(log.lines, ["a", "b"])
    _ = bag
  }

  func test_initDisposingArray_disposesEveryMemberWhenReleased() {
    let log = Log()
    let members = [logging("a", into: log), logging("b", into: log), logging("c", into: log)]
    var bag: DisposeBag? = DisposeBag(disposing: members)
    XCTAssertEqual(log.lines, [])
    bag = nil
    XCTAssertEqual(log.lines, ["a", "b", "c"])
    _ = bag
  }

  func test_initWithABuilder_disposesEveryListedMemberWhenReleased() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag {
      logging("a", into: log)
      logging("b", into: log)
    }
    XCTAssertEqual(log.lines, [])
    bag = nil
    XCTAssertEqual(log.lines, ["a", "b"])
    _ = bag
  }

  func test_insertArray_disposesEveryMemberWhenReleased() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag()
    bag!.insert([logging("a", into: log), logging("b", into: log)])
    XCTAssertEqual(log.lines, [])
    bag = nil
    XCTAssertEqual(log.lines, ["a", "b"])
  }

  func test_insertWithABuilder_disposesEveryListedMemberWhenReleased() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag()
    bag!.insert {
      logging("a", into: log)
      logging("b", into: log)
    }
    XCTAssertEqual(log.lines, [])
    bag = nil
    XCTAssertEqual(log.lines, ["a", "b"])
  }

  func test_initialMembersAreDisposedBeforeLaterInsertedOnes() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag(disposing: [logging("initial", into: log)])
    bag!.insert(logging("single", into: log))
    bag!.insert([logging("array", into: log)])
    bag!.insert { logging("builder", into: log) }
    bag = nil
    XCTAssertEqual(log.lines, ["initial", "single", "array", "builder"])
  }

  func test_bagsMadeFromSubscriptionsEndThemWhenReleased() {
    let subject = PublishSubject<Int>()
    var received: [String] = []
    var bag: DisposeBag? = DisposeBag {
      subject.subscribe(onNext: { received.append("first \($0)") })
      subject.subscribe(onNext: { received.append("second \($0)") })
    }
    subject.onNext(1)
    bag = nil
    subject.onNext(2)
    XCTAssertEqual(received, ["first 1", "second 1"])
    XCTAssertFalse(subject.hasObservers)
    _ = bag
  }

  func test_insertArrayDuringTeardown_disposesTheLateMembersAtOnce() {
    // A member whose disposal inserts into the bag being torn down: the
    // late members are disposed at once, not kept.
    let log = Log()
    var bag: DisposeBag? = DisposeBag()
    let holder = UnownedBag(bag)
    let late = [logging("late a", into: log), logging("late b", into: log)]
    bag!.insert(
      Disposables.create {
        log.append("first")
        holder.bag?.insert(late)
        log.append("inserted")
      })
    bag = nil
    XCTAssertEqual(log.lines, ["first", "late a", "late b", "inserted"])
  }

  func test_insertWithABuilderDuringTeardown_disposesTheLateMembersAtOnce() {
    let log = Log()
    var bag: DisposeBag? = DisposeBag()
    let holder = UnownedBag(bag)
    bag!.insert(
      Disposables.create {
        holder.bag?.insert {
          self.logging("late a", into: log)
          self.logging("late b", into: log)
        }
        log.append("inserted")
      })
    bag = nil
    XCTAssertEqual(log.lines, ["late a", "late b", "inserted"])
  }

  // MARK: Releasing what a subscription captured

  func test_disposeBag_deinitReleasesTheSubscriptionsClosures() {
    let subject = PublishSubject<Int>()
    var bag: DisposeBag? = DisposeBag()
    let tracked = weaklyHeld { object in
      subject.subscribe(onNext: { _ in _ = object }).disposed(by: bag!)
    }
    XCTAssertNotNil(tracked())
    bag = nil
    XCTAssertNil(tracked())
  }
}

/// An unowned reference to a bag, for a member whose disposal reaches the
/// bag while it is torn down.
private final class UnownedBag {
  unowned(unsafe) var bag: DisposeBag?

  init(_ bag: DisposeBag?) {
    self.bag = bag
  }
}
