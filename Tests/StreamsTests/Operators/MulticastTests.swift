import Dispatch
import ReactorTesting
import Streams
import TestSupport
import XCTest

final class MulticastTests: XCTestCase {
  /// How a connectable is made of the shared hot source.
  private enum Connectable {
    case multicastThroughAPublishSubject, published

    func make(of source: TestableObservable<Int>) -> ConnectableObservable<Int> {
      switch self {
      case .multicastThroughAPublishSubject: source.multicast(PublishSubject())
      case .published: source.publish()
      }
    }
  }

  /// On a scheduler of its own: the shared hot source, the connectable
  /// `connectable` makes of it at 50 and an observer subscribing to it at 100; then
  /// whatever `schedule` schedules with the connectable and that
  /// subscription. Runs the scheduler: what the observer received and the
  /// source's subscriptions.
  private func runConnectable(
    _ connectable: Connectable,
    _ schedule: (
      TestScheduler, _ connectable: @escaping () -> ConnectableObservable<Int>,
      _ subscription: @escaping () -> Disposable?
    ) -> Void
  ) -> OperatorRun<Int> {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    var ys: ConnectableObservable<Int>?
    var subscription: Disposable?
    scheduler.scheduleAt(50) { ys = connectable.make(of: xs) }
    scheduler.scheduleAt(100) { subscription = ys?.subscribe(observer) }
    schedule(scheduler, { ys! }, { subscription })
    scheduler.start()
    return OperatorRun(events: observer.events, subscriptions: xs.subscriptions)
  }

  // MARK: connect

  func test_multicast_deliversOnlyWhileSubscribedAndConnected() {
    let run = runConnectable(.multicastThroughAPublishSubject) { scheduler, ys, subscription in
      var connection: Disposable?
      scheduler.scheduleAt(200) { connection = ys().connect() }
      scheduler.scheduleAt(300) { subscription()?.dispose() }
      scheduler.scheduleAt(400) { connection?.dispose() }
    }
    XCTAssertEqual(run.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
    XCTAssertEqual(run.subscriptions, [Subscription(200, 390)])
  }

  func test_multicast_disposingTheConnectionUnsubscribesTheSource() {
    let run = runConnectable(.multicastThroughAPublishSubject) { scheduler, ys, _ in
      var connection: Disposable?
      scheduler.scheduleAt(200) { connection = ys().connect() }
      scheduler.scheduleAt(300) { connection?.dispose() }
    }
    XCTAssertEqual(run.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
    XCTAssertEqual(run.subscriptions, [Subscription(200, 300)])
  }

  func test_multicast_connectWhileConnectedReturnsTheSameConnection() {
    let run = runConnectable(.published) { scheduler, ys, _ in
      var connections: [Disposable] = []
      scheduler.scheduleAt(200) { connections.append(ys().connect()) }
      scheduler.scheduleAt(220) { connections.append(ys().connect()) }
      scheduler.scheduleAt(300) { connections[1].dispose() }
    }
    XCTAssertEqual(run.events, [.next(210, 3), .next(240, 4), .next(270, 5)])
    XCTAssertEqual(run.subscriptions, [Subscription(200, 300)])
  }

  func test_multicast_sameSubjectReplaysTerminalEventToLaterSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let ys = xs.multicast(PublishSubject())
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(450) { _ = ys.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.completed(450)])
  }

  func test_publish_reconnectingAfterDisposalUsesAFreshSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let ys = xs.publish()
    var connection: Disposable?
    scheduler.scheduleAt(200) {
      _ = ys.subscribe(first)
      connection = ys.connect()
    }
    scheduler.scheduleAt(250) { connection?.dispose() }
    scheduler.scheduleAt(300) {
      _ = ys.subscribe(second)
      connection = ys.connect()
    }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 3), .next(240, 4)])
    XCTAssertEqual(second.events, [.next(330, 6), .next(340, 7), .completed(390)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250), Subscription(300, 390)])
  }

  func test_publish_errorReachesSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError.boom)])
    let observer = scheduler.createObserver(Int.self)
    let ys = xs.publish()
    scheduler.scheduleAt(200) {
      _ = ys.subscribe(observer)
      _ = ys.connect()
    }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .error(300, TestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  // MARK: replay

  func test_replay_replaysTheLastElementsToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let ys = xs.replay(2)
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(300) { _ = ys.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [.next(300, 4), .next(300, 5), .next(330, 6), .next(340, 7), .completed(390)])
  }

  func test_replayAll_replaysEveryElementToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let ys = xs.replayAll()
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.scheduleAt(300) { _ = ys.subscribe(observer) }
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [.next(300, 3), .next(300, 4), .next(300, 5), .next(330, 6), .next(340, 7), .completed(390)])
  }

  func test_multicastMakeSubject_makesASubjectPerConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    var made = 0
    let ys = xs.multicast(makeSubject: { () -> PublishSubject<Int> in
      made += 1
      return PublishSubject()
    })
    var connection: Disposable?
    scheduler.scheduleAt(200) { connection = ys.connect() }
    scheduler.scheduleAt(250) { connection?.dispose() }
    scheduler.scheduleAt(300) { connection = ys.connect() }
    scheduler.start()
    XCTAssertEqual(made, 2)
  }

  // MARK: multicast with selector

  func test_multicastSelector_sharesOneSourceSubscriptionInsideTheSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .next(20, 2), .completed(30)]) { xs in
      xs.multicast(
        { PublishSubject<Int>() },
        selector: { ys in Observable.zip(ys, ys.map { $0 * 10 }) { $0 + $1 } })
    }
    XCTAssertEqual(res.events, [.next(210, 11), .next(220, 22), .completed(230)])
    XCTAssertEqual(res.subscriptions, [Subscription(200, 230)])
  }

  func test_multicastSelector_throwingSelectorErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.run(cold: [.next(10, 1), .completed(30)]) { xs in
      xs.multicast(
        { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError.boom })
    }
    XCTAssertEqual(res.events, [.error(200, TestError.boom)])
    XCTAssertEqual(res.subscriptions, [])
  }

  func test_multicastSelector_disposalDisposesTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let res = scheduler.start(disposed: 250) {
      xs.multicast({ PublishSubject<Int>() }, selector: { $0 })
    }
    XCTAssertEqual(res.events, [.next(210, 3), .next(240, 4)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func test_multicast_aSubjectsAsObserverMaySubscribeToTheConnectable() {
    // `asObserver()` is the subject's own code: connecting must not hold the
    // connectable's lock while it runs (a subscription inside it used to
    // wait for that lock for ever).
    let scheduler = TestScheduler(initialClock: 0)
    let xs = hotSource(scheduler)
    let observer = scheduler.createObserver(Int.self)
    let subject = ObservingSubject()
    let ys = xs.multicast(subject)
    subject.onAsObserver = { _ = ys.subscribe(observer) }
    scheduler.scheduleAt(200) { _ = ys.connect() }
    scheduler.start()
    XCTAssertEqual(
      observer.events,
      [.next(210, 3), .next(240, 4), .next(270, 5), .next(330, 6), .next(340, 7), .completed(390)])
    XCTAssertEqual(subject.asObserverCalls, 1)
  }

  /// Disposing the connection of a `publish()` whose connectable nobody
  /// else kept released the connectable (and with it the user's source)
  /// under the connection's lock: a source whose captured object disposes
  /// that connection again when freed never got the lock back.
  func test_disposingTheLastReferenceToAConnectable_releasesTheSourceAfterItsLock() {
    let done = DispatchSemaphore(value: 0)
    let probeFreed = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let box = DisposableBox()
      do {
        let probe = ReleaseProbe()
        probe.onDeinit = {
          box.disposable?.dispose()
          probeFreed.signal()
        }
        let source = Observable<Int>.never().do(onNext: { _ in withExtendedLifetime(probe) {} })
        box.disposable = source.publish().connect()
      }
      box.disposable?.dispose()
      done.signal()
    }
    // Generous: disposing takes microseconds; a deadlock never ends.
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "disposing deadlocked")
    XCTAssertEqual(probeFreed.wait(timeout: .now() + 1), .success, "the source was not freed")
  }
}

/// A subject that runs `onAsObserver` each time it is asked for its
/// observer side (once per connection), as a custom subject's own code may.
private final class ObservingSubject: SubjectType, @unchecked Sendable {
  typealias Element = Int
  private let subject = PublishSubject<Int>()
  var onAsObserver: () -> Void = {}
  private(set) var asObserverCalls = 0

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Int {
    subject.subscribe(observer)
  }

  func asObserver() -> PublishSubject<Int> {
    asObserverCalls += 1
    onAsObserver()
    return subject
  }
}

/// Runs `onDeinit` when freed: a user object captured by a source.
private final class ReleaseProbe: @unchecked Sendable {
  var onDeinit: (() -> Void)?
  deinit { onDeinit?() }
}

/// Holds a disposable set after it is made (the probe needs the connection).
private final class DisposableBox: @unchecked Sendable {
  var disposable: Disposable?
}
