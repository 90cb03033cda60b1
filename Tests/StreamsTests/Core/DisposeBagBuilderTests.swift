import Streams
import TestSupport
import XCTest

/// RxSwift's `DisposeBag` initializers and inserts: variadic, array and
/// result-builder forms; each member is disposed when the bag is released.
final class DisposeBagBuilderTests: XCTestCase {
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
    final class Holder { unowned(unsafe) var bag: DisposeBag? }
    let holder = Holder()
    var bag: DisposeBag? = DisposeBag()
    holder.bag = bag
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
    final class Holder { unowned(unsafe) var bag: DisposeBag? }
    let holder = Holder()
    var bag: DisposeBag? = DisposeBag()
    holder.bag = bag
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
}
