import Streams
import XCTest

final class DisposablesTests: XCTestCase {
  private func counting(_ counter: AtomicCounter) -> Cancelable {
    Disposables.create { counter.increment() }
  }

  func test_disposablesCreate_withoutArgumentsIsANoOp() {
    let disposable = Disposables.create()
    disposable.dispose()
    disposable.dispose()
  }

  func test_disposablesCreateWith_runsTheActionOnceOnFirstDispose() {
    let counter = AtomicCounter()
    let disposable = counting(counter)
    XCTAssertFalse(disposable.isDisposed)
    XCTAssertEqual(counter.value, 0)
    disposable.dispose()
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(counter.value, 1)
  }

  func test_disposablesCreateWith_releasesTheActionAfterDispose() {
    var disposable: Cancelable?
    let tracked = weaklyHeld { object in
      disposable = Disposables.create { _ = object }
    }
    XCTAssertNotNil(tracked())
    disposable?.dispose()
    XCTAssertNil(tracked())
    XCTAssertNotNil(disposable)
  }

  func test_disposablesCreate_twoDisposesBoth() {
    let counter = AtomicCounter()
    let both = Disposables.create(counting(counter), counting(counter))
    both.dispose()
    XCTAssertEqual(counter.value, 2)
    XCTAssertTrue(both.isDisposed)
  }

  func test_disposablesCreate_threeDisposesAllThree() {
    let counter = AtomicCounter()
    Disposables.create(counting(counter), counting(counter), counting(counter)).dispose()
    XCTAssertEqual(counter.value, 3)
  }

  func test_disposablesCreate_arrayDisposesEveryElement() {
    let counter = AtomicCounter()
    let all = Disposables.create((0..<5).map { _ in counting(counter) })
    all.dispose()
    all.dispose()
    XCTAssertEqual(counter.value, 5)
  }

  func test_booleanDisposable_isDisposedAfterDispose() {
    let disposable = BooleanDisposable()
    XCTAssertFalse(disposable.isDisposed)
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
  }

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
    final class Holder { unowned(unsafe) var bag: DisposeBag? }
    let holder = Holder()
    var bag: DisposeBag? = DisposeBag()
    holder.bag = bag
    Disposables.create {
      holder.bag?.insert(Disposables.create { counter.increment() })
    }.disposed(by: bag!)
    bag = nil
    XCTAssertEqual(counter.value, 1)
  }

  // MARK: CompositeDisposable

  func test_compositeDisposable_disposeDisposesEveryMemberOnce() {
    let counter = AtomicCounter()
    let composite = CompositeDisposable(counting(counter), counting(counter))
    composite.insert(counting(counter))
    XCTAssertEqual(composite.count, 3)
    composite.dispose()
    composite.dispose()
    XCTAssertEqual(counter.value, 3)
    XCTAssertTrue(composite.isDisposed)
    XCTAssertEqual(composite.count, 0)
  }

  func test_compositeDisposable_removeForKeyDisposesOnlyThatMember() {
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    let composite = CompositeDisposable()
    let key = composite.insert(first)
    composite.insert(second)
    XCTAssertNotNil(key)
    composite.remove(for: key!)
    XCTAssertTrue(first.isDisposed)
    XCTAssertFalse(second.isDisposed)
    XCTAssertEqual(composite.count, 1)
    composite.dispose()
    XCTAssertTrue(second.isDisposed)
  }

  func test_compositeDisposable_removingTwiceDisposesOnce() {
    let counter = AtomicCounter()
    let composite = CompositeDisposable()
    let key = composite.insert(Disposables.create { counter.increment() })!
    composite.remove(for: key)
    composite.remove(for: key)
    composite.dispose()
    XCTAssertEqual(counter.value, 1)
  }

  func test_compositeDisposable_insertAfterDisposeDisposesImmediatelyAndReturnsNil() {
    let composite = CompositeDisposable()
    composite.dispose()
    let late = BooleanDisposable()
    XCTAssertNil(composite.insert(late))
    XCTAssertTrue(late.isDisposed)
  }

  func test_compositeDisposable_initWithArrayHoldsEveryMember() {
    let members = [BooleanDisposable(), BooleanDisposable()]
    let composite = CompositeDisposable(disposables: members)
    XCTAssertEqual(composite.count, 2)
    composite.dispose()
    XCTAssertTrue(members.allSatisfy(\.isDisposed))
  }

  // MARK: SerialDisposable

  func test_serialDisposable_replacingDisposesThePrevious() {
    let serial = SerialDisposable()
    let first = BooleanDisposable()
    let second = BooleanDisposable()
    serial.disposable = first
    XCTAssertFalse(first.isDisposed)
    serial.disposable = second
    XCTAssertTrue(first.isDisposed)
    XCTAssertFalse(second.isDisposed)
  }

  func test_serialDisposable_disposeDisposesTheCurrentAndEveryLaterOne() {
    let serial = SerialDisposable()
    let current = BooleanDisposable()
    serial.disposable = current
    serial.dispose()
    XCTAssertTrue(serial.isDisposed)
    XCTAssertTrue(current.isDisposed)
    let later = BooleanDisposable()
    serial.disposable = later
    XCTAssertTrue(later.isDisposed)
  }

  func test_serialDisposable_getterReturnsTheCurrentDisposable() {
    let serial = SerialDisposable()
    let current = BooleanDisposable()
    serial.disposable = current
    XCTAssertTrue((serial.disposable as? BooleanDisposable) === current)
  }

  // MARK: SingleAssignmentDisposable

  func test_singleAssignmentDisposable_disposeDisposesTheAssignedDisposable() {
    let single = SingleAssignmentDisposable()
    let inner = BooleanDisposable()
    single.setDisposable(inner)
    XCTAssertFalse(inner.isDisposed)
    single.dispose()
    XCTAssertTrue(single.isDisposed)
    XCTAssertTrue(inner.isDisposed)
  }

  func test_singleAssignmentDisposable_assignmentAfterDisposeDisposesImmediately() {
    let single = SingleAssignmentDisposable()
    single.dispose()
    let inner = BooleanDisposable()
    single.setDisposable(inner)
    XCTAssertTrue(inner.isDisposed)
  }
}
