import Foundation
import ReactorCore
import Streams
import XCTest

/// Counts its frees, so that a test can see a closure's captures released.
private final class Captured {
  let onDeinit: () -> Void
  init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
  deinit { onDeinit() }
}

/// A reactor's state subscriptions: `subscribe(onNext:)` (one object per
/// subscription, no generic disposer) and operator chains behave alike,
/// release what they captured when disposed, and keep their order.
final class StateSubscriptionTests: XCTestCase {
  func test_disposedOnNextSubscriptionKeptByItsUserReleasesTheClosure() {
    assertDisposingReleasesTheClosure { state, onNext in
      state.subscribe(onNext: { onNext($0.count) })
    }
  }

  func test_disposedOperatorSubscriptionKeptByItsUserReleasesTheClosure() {
    assertDisposingReleasesTheClosure { state, onNext in
      state.map(\.count).subscribe(onNext: onNext, onCompleted: {})
    }
  }

  /// Subscribes through `subscribe` with a closure that captures an object,
  /// checks that the subscription sees states until disposed and that
  /// disposing frees the object while the disposable is still kept.
  private func assertDisposingReleasesTheClosure(
    file: StaticString = #filePath, line: UInt = #line,
    _ subscribe: (Observable<ClassicCounterReactor.State>, @escaping (Int) -> Void) -> Disposable
  ) {
    let reactor = ClassicCounterReactor()
    var freed = false
    var shown: [Int] = []
    var subscription: Disposable?
    do {
      let captured = Captured(onDeinit: { freed = true })
      subscription = subscribe(reactor.state) {
        withExtendedLifetime(captured) {}
        shown.append($0)
      }
    }
    reactor.action.onNext(.increase)
    XCTAssertFalse(freed, file: file, line: line)
    subscription?.dispose()
    XCTAssertTrue(
      freed, "the disposed subscription still holds its closure", file: file, line: line)
    reactor.action.onNext(.increase)
    XCTAssertEqual(shown, [0, 1], file: file, line: line)
    XCTAssertNotNil(subscription)
  }

  func test_onNextSubscriptionDisposedInsideItsOwnOnNextReceivesNothingMore() {
    let reactor = ClassicCounterReactor()
    var shown: [Int] = []
    var subscription: Disposable?
    subscription = reactor.state.subscribe(onNext: { state in
      shown.append(state.count)
      if state.count == 1 { subscription?.dispose() }
    })
    reactor.action.onNext(.increase)
    reactor.action.onNext(.increase)
    XCTAssertEqual(shown, [0, 1])
    XCTAssertEqual(reactor.currentState.count, 2)
  }

  func test_onNextAndOperatorSubscribersReceiveStatesInSubscriptionOrder() {
    let reactor = ClassicCounterReactor()
    var log: [String] = []
    let first = reactor.state.subscribe(onNext: { log.append("a\($0.count)") })
    let second = reactor.state.map(\.count).subscribe(onNext: { log.append("b\($0)") })
    let third = reactor.state.subscribe(onNext: { log.append("c\($0.count)") })
    reactor.action.onNext(.increase)
    second.dispose()
    reactor.action.onNext(.increase)
    first.dispose()
    reactor.action.onNext(.increase)
    third.dispose()
    reactor.action.onNext(.increase)
    XCTAssertEqual(log, ["a0", "b0", "c0", "a1", "b1", "c1", "a2", "c2", "c3"])
  }

  func test_onNextSubscriptionIsCancelableAndSaysWhenItIsDisposed() {
    let reactor = ClassicCounterReactor()
    let subscription = reactor.state.subscribe(onNext: { _ in })
    let cancelable = subscription as? Cancelable
    XCTAssertNotNil(cancelable, "RxSwift's subscribe(onNext:) returns a Cancelable")
    XCTAssertEqual(cancelable?.isDisposed, false)
    subscription.dispose()
    XCTAssertEqual(cancelable?.isDisposed, true)
  }

  func test_disposingAnOnNextSubscriptionTwiceOrAfterItsReactorIsGoneIsHarmless() {
    var subscription: Disposable?
    do {
      let reactor = ClassicCounterReactor()
      subscription = reactor.state.subscribe(onNext: { _ in })
      subscription?.dispose()
      subscription?.dispose()
      subscription = reactor.state.subscribe(onNext: { _ in })
    }
    subscription?.dispose()
    subscription?.dispose()
  }

  func test_onNextSubscribersOnManyThreadsEachSeeEveryStateInOrder() {
    let reactor = ClassicCounterReactor()
    let threads = 8
    let actions = 200
    let seen = (0..<threads).map { _ in LockedCounts() }
    let disposables = LockedDisposables()
    concurrently(threads) { index in
      disposables.append(reactor.state.subscribe(onNext: { seen[index].append($0.count) }))
    }
    concurrently(actions) { _ in reactor.action.onNext(.increase) }
    for index in 0..<threads {
      XCTAssertEqual(seen[index].values, Array(0...actions), "subscriber \(index)")
    }
    concurrently(threads) { _ in disposables.disposeOne() }
    reactor.action.onNext(.increase)
    for index in 0..<threads {
      XCTAssertEqual(seen[index].values.count, actions + 1, "subscriber \(index) after dispose")
    }
  }
}

/// Counts appended from any thread.
private final class LockedCounts: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [Int] = []

  func append(_ count: Int) { lock.withLock { counts.append(count) } }
  var values: [Int] { lock.withLock { counts } }
}

/// Disposables added and disposed from any thread.
private final class LockedDisposables: @unchecked Sendable {
  private let lock = NSLock()
  private var disposables: [Disposable] = []

  func append(_ disposable: Disposable) { lock.withLock { disposables.append(disposable) } }
  func disposeOne() { lock.withLock { disposables.popLast() }?.dispose() }
}

/// A reactor whose `action` and `state` are never used costs nothing beyond
/// itself (the bytes are measured by the benchmarks); here: it behaves.
final class LazyStreamsTests: XCTestCase {
  func test_reactorReadOnlyThroughCurrentStateReturnsItsInitialState() {
    let reactor = MainCellReactor(Main(message: "Idle", isDone: false))

    XCTAssertEqual(reactor.currentState, Main(message: "Idle", isDone: false))
    XCTAssertEqual(reactor.currentState, reactor.initialState)
  }

  func test_reactorReadOnlyThroughCurrentStateKeepsStubDisabled() {
    let reactor = MainCellReactor(Main(message: "Idle", isDone: false))
    _ = reactor.currentState

    XCTAssertFalse(reactor.isStubEnabled)
  }

  func test_reactorReadOnlyThroughCurrentStateIsFreed() {
    weak var weakReactor: MainCellReactor?
    do {
      let reactor = MainCellReactor(Main(message: "Idle", isDone: true))
      weakReactor = reactor
      XCTAssertTrue(reactor.currentState.isDone)
      XCTAssertFalse(reactor.isStubEnabled)
    }

    XCTAssertNil(weakReactor)
  }

  func test_streamsCreatedAfterCurrentStateReadsStartFromInitialState() {
    let reactor = ClassicCounterReactor()
    XCTAssertEqual(reactor.currentState.count, 0)
    XCTAssertFalse(reactor.isStubEnabled)

    var counts: [Int] = []
    let subscription = reactor.state.subscribe(onNext: { counts.append($0.count) })
    defer { subscription.dispose() }
    reactor.action.onNext(.increase)

    XCTAssertEqual(counts, [0, 1])
  }

  func test_manyIdleCellReactorsEachReadTheirOwnModel() {
    let reactors = (0..<10_000).map {
      MainCellReactor(Main(message: "cell \($0)", isDone: $0 % 3 == 0))
    }

    let mismatches = reactors.indices.filter { index in
      reactors[index].currentState != Main(message: "cell \(index)", isDone: index % 3 == 0)
    }

    XCTAssertEqual(mismatches, [])
    XCTAssertFalse(reactors.contains { $0.isStubEnabled })
  }
}
