import ReactorTesting
import Streams
import TestSupport
import XCTest

/// `RelayType`: every relay (publish, behavior, replay) is a target of
/// `bind(to:)`, `drive(_:)` and `emit(to:)`, and converts to an
/// `Infallible`, a `Driver` and a `Signal`.
final class RelayTypeTests: XCTestCase {
  /// A replay relay of one element that accepts 1 at 150 and 2 at 210,
  /// converted by `convert` and started on a mocked sharing scheduler: the
  /// events its subscriber received.
  private func eventsOfAReplayRelayOnTheSharingScheduler<Shared: ObservableConvertibleType>(
    _ convert: @escaping (ReplayRelay<Int>) -> Shared
  ) -> [Recorded<Event<Int>>] where Shared.Element == Int {
    var events: [Recorded<Event<Int>>] = []
    withMockedSharingScheduler { scheduler in
      let relay = ReplayRelay<Int>.create(bufferSize: 1)
      scheduler.schedule([(150, 1), (210, 2)], into: relay.accept)
      events = scheduler.start { convert(relay) }.events
    }
    return events
  }

  /// Accepts `element` through the protocol only, as generic user code does.
  private func feed<Relay: RelayType>(_ relay: Relay, _ element: Relay.Element) {
    relay.accept(element)
  }

  func test_everyRelayConformsAndAcceptsThroughTheProtocol() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    let published = EventRecorder<Int>()
    _ = publish.subscribe(published)
    feed(publish, 1)
    feed(behavior, 2)
    feed(replay, 3)
    let replayed = EventRecorder<Int>()
    _ = replay.subscribe(replayed)
    XCTAssertEqual(published.events, [.next(1)])
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(replayed.events, [.next(3)])
  }

  // MARK: bind(to:)

  func test_replayRelayIsABindTarget() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    let live = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(0) { _ = relay.subscribe(live) }
    scheduler.scheduleAt(200) { _ = xs.bind(to: relay) }
    scheduler.scheduleAt(300) { _ = relay.subscribe(late) }
    scheduler.start()
    // The completion is not forwarded: a relay never ends.
    XCTAssertEqual(live.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(late.events, [.next(300, 2), .next(300, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func test_bindToSeveralReplayRelaysAcceptsIntoEach() {
    let first = ReplayRelay<Int>.createUnbound()
    let second = ReplayRelay<Int>.createUnbound()
    _ = Observable.of(1, 2).bind(to: first, second)
    let firstRecorder = EventRecorder<Int>()
    let secondRecorder = EventRecorder<Int>()
    _ = first.subscribe(firstRecorder)
    _ = second.subscribe(secondRecorder)
    XCTAssertEqual(firstRecorder.events, [.next(1), .next(2)])
    XCTAssertEqual(secondRecorder.events, [.next(1), .next(2)])
  }

  func test_bindToAnOptionalReplayRelayAcceptsWrappedElements() {
    let relay = ReplayRelay<Int?>.createUnbound()
    _ = Observable.of(1, 2).bind(to: relay)
    let recorder = EventRecorder<Int?>()
    _ = relay.subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
  }

  func test_bindToAReplayRelay_errorGoesToTheUnhandledErrorHook() {
    let relay = ReplayRelay<Int>.createUnbound()
    let errors = collectingUnhandledErrors {
      _ = Observable<Int>.error(TestError.boom).bind(to: relay)
    }
    XCTAssertEqual(errors.map { $0 as? TestError }, [.boom])
    XCTAssertEqual(eventsOnSubscribing(to: relay), [])
  }

  func test_infallibleBindsToAReplayRelayAndItsOptionalForm() {
    let relay = ReplayRelay<Int>.createUnbound()
    let optional = ReplayRelay<Int?>.createUnbound()
    _ = Infallible.of(1, 2).bind(to: relay)
    _ = Infallible.of(3).bind(to: optional)
    let recorder = EventRecorder<Int>()
    let optionalRecorder = EventRecorder<Int?>()
    _ = relay.subscribe(recorder)
    _ = optional.subscribe(optionalRecorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    XCTAssertEqual(optionalRecorder.events, [.next(3)])
  }

  func test_infallibleBindsToAPublishAndAnOptionalBehaviorRelay() {
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay<Int?>(value: nil)
    let recorder = EventRecorder<Int>()
    _ = publish.subscribe(recorder)
    _ = Infallible.of(4, 5).bind(to: publish)
    _ = Infallible.of(6).bind(to: behavior)
    XCTAssertEqual(recorder.events, [.next(4), .next(5)])
    XCTAssertEqual(behavior.value, 6)
  }

  // MARK: drive and emit

  func test_driverDrivesAReplayRelay() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([
        .next(210, 1), .next(220, 2), .error(230, TestError.boom),
      ])
      let relay = ReplayRelay<Int>.createUnbound()
      let observer = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(0) { _ = relay.subscribe(observer) }
      scheduler.scheduleAt(200) { _ = xs.asDriver(onErrorJustReturn: -1).drive(relay) }
      scheduler.start()
      // Delivery on the mocked scheduler adds a tick; the completion that
      // replaces the error is not forwarded.
      XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .next(231, -1)])
    }
  }

  func test_driverDrivesSeveralReplayRelaysAndAnOptionalOne() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
      let first = ReplayRelay<Int>.createUnbound()
      let second = ReplayRelay<Int>.createUnbound()
      let optional = ReplayRelay<Int?>.createUnbound()
      let driver = xs.asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) {
        _ = driver.drive(first, second)
        _ = driver.drive(optional)
      }
      scheduler.start()
      let firstRecorder = EventRecorder<Int>()
      let secondRecorder = EventRecorder<Int>()
      let optionalRecorder = EventRecorder<Int?>()
      _ = first.subscribe(firstRecorder)
      _ = second.subscribe(secondRecorder)
      _ = optional.subscribe(optionalRecorder)
      XCTAssertEqual(firstRecorder.events, [.next(1), .next(2)])
      XCTAssertEqual(secondRecorder.events, [.next(1), .next(2)])
      XCTAssertEqual(optionalRecorder.events, [.next(1), .next(2)])
    }
  }

  func test_signalEmitsToAReplayRelay() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
      let relay = ReplayRelay<Int>.create(bufferSize: 1)
      let observer = scheduler.createObserver(Int.self)
      let late = scheduler.createObserver(Int.self)
      scheduler.scheduleAt(0) { _ = relay.subscribe(observer) }
      scheduler.scheduleAt(200) { _ = xs.asSignal(onErrorJustReturn: 0).emit(to: relay) }
      scheduler.scheduleAt(300) { _ = relay.subscribe(late) }
      scheduler.start()
      XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2)])
      XCTAssertEqual(late.events, [.next(300, 2)])
    }
  }

  func test_signalEmitsToAnOptionalReplayRelay() {
    withMockedSharingScheduler { scheduler in
      let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
      let relay = ReplayRelay<Int?>.createUnbound()
      let observer = scheduler.createObserver(Int?.self)
      scheduler.scheduleAt(0) { _ = relay.subscribe(observer) }
      scheduler.scheduleAt(200) { _ = xs.asSignal(onErrorJustReturn: 0).emit(to: relay) }
      scheduler.start()
      XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2)])
    }
  }

  // MARK: asInfallible, asDriver, asSignal

  func test_publishRelayAsInfallibleForwardsElementsAndNeverEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    scheduler.schedule([(150, 0), (210, 1), (220, 2)], into: relay.accept)
    let res = scheduler.start { relay.asInfallible() }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
  }

  func test_behaviorRelayAsInfallibleStartsWithTheCurrentValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: 0)
    scheduler.schedule([(150, 1), (210, 2)], into: relay.accept)
    let res = scheduler.start { relay.asInfallible() }
    XCTAssertEqual(res.events, [.next(200, 1), .next(210, 2)])
  }

  func test_replayRelayAsInfallibleReplaysItsBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    scheduler.schedule([(140, 1), (150, 2), (160, 3), (210, 4)], into: relay.accept)
    let res = scheduler.start { relay.asInfallible() }
    XCTAssertEqual(res.events, [.next(200, 2), .next(200, 3), .next(210, 4)])
  }

  func test_replayRelayAsDriverReplaysThenDeliversOnTheSharingScheduler() {
    XCTAssertEqual(
      eventsOfAReplayRelayOnTheSharingScheduler { $0.asDriver() }, [.next(201, 1), .next(211, 2)])
  }

  func test_replayRelayAsSignalReplaysThenDeliversOnTheSharingScheduler() {
    XCTAssertEqual(
      eventsOfAReplayRelayOnTheSharingScheduler { $0.asSignal() }, [.next(201, 1), .next(211, 2)])
  }

  func test_replayRelayAsDriverSharesTheLatestElementWithALaterSubscriber() {
    withMockedSharingScheduler { scheduler in
      let relay = ReplayRelay<Int>.createUnbound()
      let driver = relay.asDriver()
      let first = scheduler.createObserver(Int.self)
      let second = scheduler.createObserver(Int.self)
      scheduler.subscribe(driver.asObservable(), first, at: 200, disposeAt: 1000)
      scheduler.subscribe(driver.asObservable(), second, at: 250, disposeAt: 1000)
      scheduler.schedule([(210, 1), (220, 2), (260, 3)], into: relay.accept)
      scheduler.start()
      XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(261, 3)])
      // A driver replays its latest element, not the relay's whole buffer.
      XCTAssertEqual(second.events, [.next(250, 2), .next(261, 3)])
    }
  }
}
