import ReactorCore
import Streams
import TestSupport
import XCTest

/// Reactors whose `initialState` is computed by code that itself uses a
/// reactor, and whose mutations arrive late: regressions found in review.
final class ReviewFixesTests: XCTestCase {
  /// `initialState` reads the reactor's own `isStubEnabled` (a lookup in the
  /// storage table): creating the streams used to run it with the table
  /// locked and deadlocked.
  final class SelfInspectingReactor: Reactor {
    typealias Action = Int
    struct State { var value = 0 }

    var initialState: State {
      State(value: isStubEnabled ? -1 : 0)
    }

    func reduce(state: State, mutation: Int) -> State {
      State(value: state.value + mutation)
    }
  }

  func test_initialStateThatUsesTheReactorDoesNotDeadlock() {
    let reactor = SelfInspectingReactor()
    var seen: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { seen.append($0.value) })
    reactor.action.onNext(2)
    XCTAssertEqual(seen, [0, 2])
    subscription.dispose()
  }

  /// A reactor whose mutations come from a subject the test controls.
  final class LateReactor: Reactor {
    typealias Action = Void
    typealias Mutation = Int
    struct State { var value = 0 }
    let initialState = State()
    let mutations: PublishSubject<Int>

    init(mutations: PublishSubject<Int>) {
      self.mutations = mutations
    }

    func mutate(action: Void) -> Observable<Int> { mutations.asObservable() }

    func reduce(state: State, mutation: Int) -> State { State(value: mutation) }
  }

  func test_lateMutationAfterTheReactorIsGoneReleasesItsObservers() {
    let mutations = PublishSubject<Int>()
    var reactor: LateReactor? = LateReactor(mutations: mutations)
    weak let weakReactor = reactor
    weak var weakWatched: Tracked?
    do {
      let watched = Tracked()
      weakWatched = watched
      // Never disposed: only the end of the reactor's streams can free it.
      _ = reactor!.state.subscribe(onNext: { [watched] _ in _ = watched })
    }
    reactor!.action.onNext(())
    reactor = nil
    XCTAssertNil(weakReactor)
    mutations.onNext(1)  // late: the reactor is gone
    XCTAssertNil(weakWatched, "the storage of a dead reactor kept its observer alive")
  }
}
