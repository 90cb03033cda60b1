import Dispatch
import ReactorCore
import ReactorTesting
import Streams
import XCTest

/// One action at a time, in the order received, from any thread; the
/// mutations a `mutate` stream emits synchronously are reduced, in order,
/// before the next queued action.
final class SerialProcessingTests: XCTestCase {
  func test_actionsFromSeveralThreadsAreEachProcessedExactlyOnce() {
    let reactor = ClassicCounterReactor()

    concurrently(4) { _ in
      for _ in 0..<2_000 { reactor.action.onNext(.increase) }
    }

    XCTAssertEqual(reactor.currentState.count, 8_000)
  }

  func test_reduceNeverOverlapsItselfUnderConcurrentActions() {
    let reactor = ScriptReactor()

    concurrently(4) { thread in
      for index in 0..<1_000 { reactor.action.onNext("\(thread):\(index)") }
    }

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied.count, 4_000)
  }

  func test_actionsFromOneThreadAreProcessedInTheOrderThatThreadSentThem() {
    let reactor = ScriptReactor()

    concurrently(4) { thread in
      for index in 0..<1_000 { reactor.action.onNext("\(thread):\(index)") }
    }

    var lastIndexByThread: [String: Int] = [:]
    var outOfOrder: [String] = []
    for mutation in reactor.currentState.applied {
      let parts = mutation.split(separator: ":")
      let thread = String(parts[0])
      let index = Int(parts[1])!
      if let last = lastIndexByThread[thread], last >= index { outOfOrder.append(mutation) }
      lastIndexByThread[thread] = index
    }
    XCTAssertEqual(outOfOrder, [])
    XCTAssertEqual(lastIndexByThread, ["0": 999, "1": 999, "2": 999, "3": 999])
  }

  func test_currentStateReadFromAnotherThreadNeverGoesBackwards() {
    let reactor = ClassicCounterReactor()
    let regressions = Log<String>()

    concurrently(3) { thread in
      if thread == 0 {
        var last = 0
        for _ in 0..<5_000 {
          let count = reactor.currentState.count
          if count < last { regressions.append("\(last) -> \(count)") }
          last = count
        }
      } else {
        for _ in 0..<2_000 { reactor.action.onNext(.increase) }
      }
    }

    XCTAssertEqual(regressions.entries, [])
    XCTAssertEqual(reactor.currentState.count, 4_000)
  }

  func test_synchronousConcatMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "A" ? .concat(.just("a1"), .just("a2")) : .just(action)
    }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries, ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B"])
  }

  func test_synchronousFromArrayMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "A" ? Observable.from(["a1", "a2", "a3"]) : .just(action)
    }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["mutate A", "reduce a1", "reduce a2", "reduce a3", "mutate B", "reduce B"])
  }

  func test_synchronousCreateMutationsAreReducedInOrderBeforeTheNextQueuedAction() {
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      guard action == "A" else { return .just(action) }
      return Observable.create { observer in
        observer.onNext("a1")
        observer.onNext("a2")
        observer.onNext("a3")
        observer.onCompleted()
        return Disposables.create()
      }
    }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }

    reactor.action.onNext("A")

    XCTAssertEqual(
      reactor.log.entries,
      ["mutate A", "reduce a1", "reduce a2", "reduce a3", "mutate B", "reduce B"])
  }

  func test_synchronousPartOfAMixedConcatIsReducedBeforeTheNextQueuedAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      guard action == "A" else { return .just(action) }
      return .concat(
        .just("a1"),
        .just("a2").map { $0 },
        .just("late").delay(.seconds(5), scheduler: scheduler))
    }
    reactor.onReduce = { [weak reactor] mutation in
      if mutation == "a1" { reactor?.action.onNext("B") }
    }

    reactor.action.onNext("A")
    scheduler.advance(to: 5)

    XCTAssertEqual(
      reactor.log.entries,
      ["mutate A", "reduce a1", "reduce a2", "mutate B", "reduce B", "reduce late"])
  }

  func test_delayedMutationJoinsTheQueueBehindSynchronousActions() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "slow" ? .just("slow done").delay(.seconds(1), scheduler: scheduler) : .just(action)
    }

    reactor.action.onNext("slow")
    reactor.action.onNext("fast")
    XCTAssertEqual(reactor.currentState.applied, ["fast"])
    scheduler.advance(by: 1)

    XCTAssertEqual(reactor.currentState.applied, ["fast", "slow done"])
  }

  func test_asyncMutationArrivingWhileAnActionIsProcessedIsReducedAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let reactor = ScriptReactor()
    reactor.onMutate = { action in
      action == "slow" ? .just("slow done").delay(.seconds(1), scheduler: scheduler) : .just(action)
    }
    reactor.onReduce = { mutation in
      // The delayed mutation falls due while this reduce runs.
      if mutation == "fast" { scheduler.advance(by: 1) }
    }

    reactor.action.onNext("slow")
    reactor.action.onNext("fast")

    XCTAssertEqual(reactor.currentState.applied, ["fast", "slow done"])
    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
  }

  func test_mutationsOfManyInFlightStreamsEmittedFromManyThreadsAreAllReducedSerially() {
    let reactor = ScriptReactor()
    let streams = (0..<64).map { _ in PublishSubject<String>() }
    reactor.onMutate = { action in streams[Int(action)!].asObservable() }
    for index in streams.indices { reactor.action.onNext("\(index)") }

    concurrently(streams.count) { index in
      for round in 0..<50 { streams[index].onNext("\(index).\(round)") }
    }

    XCTAssertEqual(reactor.reduceOverlaps.overlaps, 0)
    XCTAssertEqual(reactor.currentState.applied.count, 64 * 50)
    XCTAssertEqual(Set(reactor.currentState.applied).count, 64 * 50)
  }
}
