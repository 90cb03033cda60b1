import Foundation
import ReactorCore
import Streams
import Synchronization
import TestSupport
import XCTest

/// A reactor that is an `NSObject` subclass, as `Reactor: AnyObject` allows.
private final class ObjectReactor: NSObject, Reactor {
  enum Action { case increase }
  struct State { var count = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    State(count: state.count + 1)
  }
}

/// Something in a state whose `deinit` reads its reactor's `currentState`.
private final class ReadsReactorOnDeinit: @unchecked Sendable {
  weak var reactor: ReadingStateReactor?

  deinit {
    if let reactor {
      _ = reactor.currentState
      ReadingStateReactor.deinitReads.add(1, ordering: .relaxed)
    }
  }
}

/// Each action replaces the state's object, releasing the old one.
private final class ReadingStateReactor: Reactor {
  static let deinitReads = Atomic<Int>(0)
  enum Action { case replace }
  struct State { var object = ReadsReactorOnDeinit() }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    let object = ReadsReactorOnDeinit()
    object.reactor = self
    return State(object: object)
  }
}

/// How a reactor's streams live and end: storage reached without runtime
/// internals (any class, `NSObject` subclasses included), no deadlock when a
/// released state reads its reactor, and a dead reactor's `state`
/// completing with no further use of any reactor.
final class ReactorStorageTests: XCTestCase {
  func test_reactorThatIsAnNSObjectSubclassProcessesActionsAndIsFreed() {
    weak var weakReactor: ObjectReactor?
    var shown: [Int] = []
    do {
      let reactor = ObjectReactor()
      weakReactor = reactor
      let subscription = reactor.state.subscribe(onNext: { shown.append($0.count) })
      reactor.action.onNext(.increase)
      reactor.action.onNext(.increase)
      XCTAssertEqual(reactor.currentState.count, 2)
      subscription.dispose()
    }
    XCTAssertNil(weakReactor)
    XCTAssertEqual(shown, [0, 1, 2])
  }

  func test_stateWhoseDeinitReadsCurrentStateDoesNotDeadlock() {
    let before = ReadingStateReactor.deinitReads.load(ordering: .relaxed)
    let finished = expectation(description: "actions processed")
    // On another thread, so that a deadlock fails this test instead of
    // hanging the suite.
    Thread.detachNewThread {
      let reactor = ReadingStateReactor()
      let subscription = reactor.state.subscribe(onNext: { _ in })
      for _ in 0..<3 { reactor.action.onNext(.replace) }
      subscription.dispose()
      finished.fulfill()
    }
    wait(for: [finished], timeout: 10)
    XCTAssertEqual(ReadingStateReactor.deinitReads.load(ordering: .relaxed) - before, 2)
  }

  func test_deadReactorsStateCompletesWithoutAnyFurtherUseOfReactors() {
    let completed = expectation(description: "state completed")
    var subscription: Disposable?
    do {
      let reactor = ObjectReactor()
      subscription = reactor.state.subscribe(onCompleted: { completed.fulfill() })
      reactor.action.onNext(.increase)
    }
    // Nothing else happens: the table's background sweep notices.
    wait(for: [completed], timeout: 10)
    withExtendedLifetime(subscription) {}
  }

  func test_objectCapturedByADeadReactorsUndisposedSubscriberIsFreed() {
    final class Captured {
      let onDeinit: () -> Void
      init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
      deinit { onDeinit() }
    }
    let freed = expectation(description: "captured object freed")
    var subscription: Disposable?
    do {
      let reactor = ClassicCounterReactor()
      let captured = Captured(onDeinit: { freed.fulfill() })
      subscription = reactor.state.subscribe(onNext: { _ in withExtendedLifetime(captured) {} })
    }
    // Kept by the user and never disposed, the subscription keeps nothing
    // alive once the reactor is gone.
    wait(for: [freed], timeout: 10)
    XCTAssertNotNil(subscription)
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
