import Dispatch
import Foundation
import ReactorCore
import Streams
import XCTest

/// Counts its own actions and logs the events of a stream merged in
/// `transform(mutation:)` (ReactorKit's global event stream).
private final class EventListeningReactor: Reactor {
  enum Action: Equatable {
    case tick
  }

  enum Mutation: Equatable {
    case tick
    case event(Int)
  }

  let initialState = 0
  let events: Observable<Int>
  let reducedEvents = Log<Int>()

  init(events: Observable<Int>) {
    self.events = events
  }

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.tick)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    .merge(mutation, events.map(Mutation.event))
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    if case .event(let event) = mutation { reducedEvents.append(event) }
    return state + 1
  }
}

/// A stream merged in `transform(mutation:)` that other threads feed is
/// reduced in the order it emits, even while the reactor's own actions are
/// processed on those threads: the thread processing an action may deliver
/// another thread's event through the `merge`, and that event must wait its
/// turn behind the events queued before it rather than be reduced at once.
final class MergedStreamOrderTests: XCTestCase {
  func test_eventsFromManyThreadsMergedIntoMutations_areReducedInTheOrderTheyWereEmitted() {
    for _ in 0..<10 {
      let events = PublishSubject<Int>()
      let reactor = EventListeningReactor(events: events)
      let emitted = Log<Int>()
      let subscription = events.subscribe(onNext: emitted.append)
      let state = reactor.state.subscribe(onNext: { _ in })
      let action = reactor.action
      let counter = Counter()
      let group = DispatchGroup()
      for _ in 0..<8 {
        group.enter()
        Thread.detachNewThread {
          for index in 0..<300 {
            events.onNext(counter.next())
            if index % 5 == 0 { action.onNext(.tick) }
          }
          group.leave()
        }
      }
      group.wait()
      // A sender that spent its bound on others' work handed the rest to a
      // thread of its own: wait for those drains too.
      waitUntilHandedDrainsFinish()

      XCTAssertEqual(reactor.reducedEvents.entries, emitted.entries)
      XCTAssertEqual(reactor.reducedEvents.count, 8 * 300)
      state.dispose()
      subscription.dispose()
    }
  }
}

/// Hands out 0, 1, 2, … from any thread.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  // Guarded by `lock`.
  private var last = -1

  func next() -> Int {
    lock.withLock {
      last += 1
      return last
    }
  }
}
