import Streams
import XCTest

@testable import ReactorCore

/// The table of a reactor's `mutate` streams: streams end by themselves,
/// without the table, which forgets them as it grows.
final class InFlightStreamsTests: XCTestCase {
  /// A stream that counts how often it was disposed.
  private final class Stream: InFlightStream {
    var hasEnded = false
    var disposals = 0

    func dispose() {
      disposals += 1
      hasEnded = true
    }
  }

  /// An action that says when it is freed.
  private final class Token {
    let freed: () -> Void
    init(freed: @escaping () -> Void) { self.freed = freed }
    deinit { freed() }
  }

  func test_actionsListTheStreamsStillRunningOldestFirst() {
    let streams = InFlightStreams()
    let running = (0..<4).map { _ in Stream() }
    for (index, stream) in running.enumerated() {
      XCTAssertTrue(streams.insert(action: index, stream: stream))
    }
    running[1].hasEnded = true
    XCTAssertEqual(streams.actions.compactMap { $0 as? Int }, [0, 2, 3])
  }

  func test_endedStreamsAreForgottenAsTheTableGrows_keepingItWithinTwiceTheRunningOnes() {
    let streams = InFlightStreams()
    var alive: [Stream] = []
    var maximumKept = 0
    // Ten streams keep running; every other one ends at once.
    for index in 0..<10_000 {
      let stream = Stream()
      XCTAssertTrue(streams.insert(action: index, stream: stream))
      if index < 10 { alive.append(stream) } else { stream.hasEnded = true }
      maximumKept = max(maximumKept, streams.entryCount)
    }
    XCTAssertLessThanOrEqual(maximumKept, 2 * 10 + InFlightStreams.sweepThreshold)
    XCTAssertEqual(streams.actions.compactMap { $0 as? Int }, Array(0..<10))
  }

  func test_aSweptEntryReleasesItsAction() {
    let streams = InFlightStreams()
    var freed = 0
    for index in 0..<InFlightStreams.sweepThreshold {
      let stream = Stream()
      stream.hasEnded = true
      XCTAssertTrue(streams.insert(action: Token { freed += 1 }, stream: stream))
      XCTAssertEqual(freed, 0, "kept until a sweep, at insertion \(index)")
    }
    XCTAssertTrue(streams.insert(action: 0, stream: Stream()))
    XCTAssertEqual(freed, InFlightStreams.sweepThreshold)
    XCTAssertEqual(streams.entryCount, 1)
  }

  func test_disposeDisposesEveryStreamOnce_andEveryLaterOneAtOnce() {
    let streams = InFlightStreams()
    let running = Stream()
    let ended = Stream()
    XCTAssertTrue(streams.insert(action: 0, stream: running))
    XCTAssertTrue(streams.insert(action: 1, stream: ended))
    ended.hasEnded = true
    streams.dispose()
    streams.dispose()
    XCTAssertEqual(running.disposals, 1)
    XCTAssertEqual(streams.actions.count, 0)
    let late = Stream()
    XCTAssertFalse(streams.insert(action: 2, stream: late))
    XCTAssertEqual(late.disposals, 1)
    XCTAssertEqual(streams.entryCount, 0)
  }

  func test_aSubscriptionEndsItsEntryWhenDisposed() {
    let streams = InFlightStreams()
    let subscription = SingleAssignmentDisposable()
    XCTAssertTrue(streams.insert(action: 0, stream: subscription))
    XCTAssertEqual(streams.actions.count, 1)
    subscription.dispose()
    XCTAssertEqual(streams.actions.count, 0)
  }
}
