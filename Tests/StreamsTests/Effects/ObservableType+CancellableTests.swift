import Dispatch
import Foundation
import Platform
import ReactorTesting
import Streams
import Synchronization
import XCTest

/// `cancellable(id:cancelInFlight:)` and `cancel(id:)` on plain Rx streams,
/// outside any reactor (the process scope), and their exactly-once
/// cancellation under threads.
final class ObservableTypeCancellableTests: XCTestCase {
  /// An identifier no other test uses (the process scope is shared by
  /// tests running at the same time).
  private struct ID: Hashable, Sendable {
    let value = UUID()
  }

  func test_cancelByIdEndsAnIntervalWithACompletionAndDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let id = ID()
    let observer = scheduler.createObserver(Int.self)
    var disposed = false
    scheduler.scheduleAt(0) {
      _ = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
        .do(onDispose: { disposed = true })
        .cancellable(id: id)
        .subscribe(observer)
    }
    scheduler.scheduleAt(35) { _ = Observable<Int>.cancel(id: id).subscribe() }
    scheduler.advance(to: 100)
    XCTAssertEqual(observer.events, [.next(10, 0), .next(20, 1), .next(30, 2), .completed(35)])
    XCTAssertTrue(disposed)
  }

  func test_aNextTheSourceSendsReentrantlyBeforeItsCompletion_isDelivered() {
    var source: AnyObserver<Int>?
    var received: [String] = []
    let subscription = Observable<Int>.create { observer in
      source = observer
      return Disposables.create()
    }
    .cancellable(id: ID())
    .subscribe(
      onNext: { value in
        received.append("\(value)")
        if value == 1 {
          source?.onNext(2)
          source?.onCompleted()
          source?.onNext(3)
        }
      },
      onCompleted: { received.append("completed") })
    source?.onNext(1)
    XCTAssertEqual(received, ["1", "2", "completed"], "what comes after the completion is not")
    subscription.dispose()
  }

  func test_aNextQueuedBehindTheOneBeingDelivered_isDroppedWhenCancelled() {
    let id = ID()
    var source: AnyObserver<Int>?
    var received: [String] = []
    let subscription = Observable<Int>.create { observer in
      source = observer
      return Disposables.create()
    }
    .cancellable(id: id)
    .subscribe(
      onNext: { value in
        received.append("\(value)")
        if value == 1 {
          source?.onNext(2)
          _ = Observable<Never>.cancel(id: id).subscribe()
        }
      },
      onCompleted: { received.append("completed") })
    source?.onNext(1)
    XCTAssertEqual(received, ["1", "completed"])
    subscription.dispose()
  }

  func test_cancelInFlightCancelsTheDelayStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let id = ID()
    let observer = scheduler.createObserver(String.self)
    for (time, value) in [(0, "first"), (5, "second")] {
      scheduler.scheduleAt(time) {
        _ = Observable.just(value).delay(.seconds(10), scheduler: scheduler)
          .cancellable(id: id, cancelInFlight: true)
          .subscribe(observer)
      }
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.completed(5), .next(15, "second"), .completed(15)])
  }

  func test_withoutCancelInFlightStreamsUnderOneIdRunSideBySide() {
    let scheduler = TestScheduler(initialClock: 0)
    let id = ID()
    let observer = scheduler.createObserver(Int.self)
    for value in [1, 2] {
      scheduler.scheduleAt(value) {
        _ = Observable.just(value).delay(.seconds(10), scheduler: scheduler)
          .cancellable(id: id).subscribe(observer)
      }
    }
    scheduler.scheduleAt(5) { _ = Observable<Int>.cancel(ids: [id]).subscribe() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.completed(5), .completed(5)])
  }

  func test_aCancelledRequestIsDisposed() {
    let id = ID()
    let disposed = LockedState(false)
    let request = Single<Int>.create { _ in
      Disposables.create { disposed.withLock { $0 = true } }
    }
    var events: [Event<Int>] = []
    let subscription = request.asObservable().cancellable(id: id)
      .subscribe { events.append($0) }
    _ = Observable<Int>.cancel(id: id).subscribe()
    XCTAssertTrue(disposed.withLock { $0 })
    XCTAssertEqual(events.count, 1)
    XCTAssertTrue(events.first?.isCompleted ?? false)
    subscription.dispose()
  }

  func test_cancellingSeveralIdsAtOnce() {
    let first = ID()
    let second = ID()
    var ended: [String] = []
    let subscriptions = [
      Observable<Int>.never().cancellable(id: first)
        .subscribe(onCompleted: { ended.append("first") }),
      Observable<Int>.never().cancellable(id: second)
        .subscribe(onCompleted: { ended.append("second") }),
    ]
    _ = Observable<Int>.cancel(ids: [first, second]).subscribe()
    XCTAssertEqual(ended.sorted(), ["first", "second"])
    for subscription in subscriptions { subscription.dispose() }
  }

  func test_disposedStreamsLeaveTheirScope() {
    let scope = CancellationScope()
    let subscription = CancellationScope.owner.with(scope) {
      Observable<Int>.never().cancellable(id: ID()).subscribe()
    }
    XCTAssertEqual(scope.count, 1)
    subscription.dispose()
    XCTAssertEqual(scope.count, 0)
  }

  func test_aClosedScopeCancelsWhatItHoldsAndEverythingLater() {
    let scope = CancellationScope()
    var ended = 0
    let held = CancellationScope.owner.with(scope) {
      Observable<Int>.never().cancellable(id: ID()).subscribe(onCompleted: { ended += 1 })
    }
    scope.close()
    let later = CancellationScope.owner.with(scope) {
      Observable<Int>.never().cancellable(id: ID()).subscribe(onCompleted: { ended += 1 })
    }
    XCTAssertEqual(ended, 2)
    XCTAssertEqual(scope.count, 0)
    held.dispose()
    later.dispose()
  }

  func test_knownElementsAreGivenWithoutARegistration_andNotByAClosedScope() {
    let scope = CancellationScope()
    let id = ID()
    let stream = CancellationScope.owner.with(scope) {
      Observable.of(1, 2).cancellable(id: id)
    }
    var given: [Int] = []
    XCTAssertTrue(stream.forEachKnownElement { given.append($0) })
    XCTAssertEqual(given, [1, 2])
    XCTAssertEqual(scope.count, 0, "nothing can cancel it while it gives them: not registered")
    scope.close()
    given = []
    XCTAssertTrue(stream.forEachKnownElement { given.append($0) })
    XCTAssertEqual(given, [], "a closed scope's streams end without an element")
    var events: [String] = []
    _ = stream.subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("|") })
    XCTAssertEqual(events, ["|"], "subscribed, the same")
  }

  func test_knownElementsWithCancelInFlightCancelTheStreamInFlightFirst() {
    let scope = CancellationScope()
    let id = ID()
    var ended = 0
    let running = CancellationScope.owner.with(scope) {
      Observable<Int>.never().cancellable(id: id).subscribe(onCompleted: { ended += 1 })
    }
    let replacing = CancellationScope.owner.with(scope) {
      Observable.just(3).cancellable(id: id, cancelInFlight: true)
    }
    var given: [Int] = []
    XCTAssertTrue(replacing.forEachKnownElement { given.append($0) })
    XCTAssertEqual(ended, 1)
    XCTAssertEqual(given, [3])
    XCTAssertEqual(scope.count, 0)
    running.dispose()
  }

  /// Eight threads start streams under one identifier with `cancelInFlight`
  /// while two more cancel it: every stream ends exactly once, and at the
  /// end at most the last one started is still registered.
  func test_cancellingIsExactlyOnceUnderConcurrentStartsAndCancels() {
    let scope = CancellationScope()
    let id = ID()
    let ends = LockedState([Int: Int]())
    let subscriptions = LockedState([Disposable]())
    DispatchQueue.concurrentPerform(iterations: 10) { thread in
      for round in 0..<300 {
        let key = thread * 1000 + round
        if thread >= 8 {
          CancellationScope.owner.with(scope) {
            _ = Observable<Int>.cancel(id: id).subscribe()
          }
          continue
        }
        let subscription = CancellationScope.owner.with(scope) {
          Observable<Int>.never().cancellable(id: id, cancelInFlight: true)
            .subscribe(onCompleted: { ends.withLock { $0[key, default: 0] += 1 } })
        }
        subscriptions.withLock { $0.append(subscription) }
      }
    }
    XCTAssertLessThanOrEqual(scope.count, 1)
    XCTAssertTrue(ends.withLock { $0.values.allSatisfy { $0 == 1 } })
    XCTAssertGreaterThanOrEqual(ends.withLock { $0.count }, 8 * 300 - 1)
    for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
  }

  func test_anIdentifierTheTableDropsIsReleasedAfterItsLock() {
    // Two equal identifiers, each with its own probe: the table keeps the
    // first as its key, so when the second's stream ends the table drops the
    // first's last reference. Its `deinit` is user code that starts a
    // cancellation; under the table's lock it used to wait for that lock
    // for ever.
    let name = UUID()
    let released = Atomic<Bool>(false)
    var second: Disposable?
    do {
      let first = PublishSubject<Int>()
        .cancellable(
          id: ProbedID(
            name: name,
            probe: ReleaseProbe {
              _ = Observable<Never>.cancel(id: ID()).subscribe()
              released.store(true, ordering: .relaxed)
            })
        )
        .subscribe()
      second = PublishSubject<Int>()
        .cancellable(id: ProbedID(name: name, probe: ReleaseProbe {}))
        .subscribe()
      first.dispose()
    }
    XCTAssertFalse(
      released.load(ordering: .relaxed), "the table's key, the first identifier, was released early"
    )
    second?.dispose()
    XCTAssertTrue(released.load(ordering: .relaxed))
  }
}

/// Runs `onRelease` when freed.
private final class ReleaseProbe: Sendable {
  private let onRelease: @Sendable () -> Void
  init(_ onRelease: @escaping @Sendable () -> Void) { self.onRelease = onRelease }
  deinit { onRelease() }
}

/// An identifier equal to every other with its `name`, whatever its probe.
private struct ProbedID: Hashable, Sendable {
  let name: UUID
  let probe: ReleaseProbe

  static func == (lhs: ProbedID, rhs: ProbedID) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
