import Dispatch
import ReactorCore
import Streams
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let contendingThreads = 16

/// `actionCount` actions sent to one reactor from `contendingThreads`
/// threads at once, with one state subscriber.
func reactorContended() -> Double {
  let reactor = CounterReactor()
  var seen = 0
  let perThread = actionCount / contendingThreads
  let total = perThread * contendingThreads
  // A sender that drained long enough hands the rest to a thread of its own:
  // the run ends when the last state is published.
  let processed = DispatchSemaphore(value: 0)
  // The subscriber runs on whichever thread drains the queue, one state at
  // a time: the reactor serializes it.
  let subscription = reactor.state.subscribe(onNext: {
    seen = $0.count
    if seen == total { processed.signal() }
  })
  let sender = Sender(reactor)
  let result = nanosecondsPerOperation(operations: total) {
    DispatchQueue.concurrentPerform(iterations: contendingThreads) { _ in
      for _ in 0..<perThread { sender.reactor.action.onNext(.increase) }
    }
    processed.wait()
  }
  precondition(
    reactor.currentState.count == perThread * contendingThreads,
    "reactor.contended lost actions: \(reactor.currentState.count)")
  subscription.dispose()
  blackHole(seen)
  return result
}

/// Hands the reactor, which takes actions from any thread, to the senders.
private struct Sender: @unchecked Sendable {
  let reactor: CounterReactor
  init(_ reactor: CounterReactor) { self.reactor = reactor }
}

/// The most actions one `onNext` call processed in a contended run, and the
/// longest `onNext`: the sending thread that finds the queue idle drains
/// it, including the actions other threads queue meanwhile, until it has
/// processed 16,384 of theirs or spent 1 ms on them; then it hands the rest
/// to a thread of its own and returns. The longest `onNext` includes the
/// time its thread waited for a core (16 threads on this machine's 2).
func largestDrainUnderContention() -> [String: Int] {
  let reactor = DrainCountingReactor()
  let perThread = actionCount / contendingThreads
  let largest = Atomic<Int>(0)
  let longest = Atomic<Int>(0)
  let sender = DrainSender(reactor)
  let total = perThread * contendingThreads
  let processed = DispatchSemaphore(value: 0)
  let subscription = reactor.state.subscribe(onNext: {
    if $0.count == total { processed.signal() }
  })
  DispatchQueue.concurrentPerform(iterations: contendingThreads) { _ in
    let counter = DrainCounter.forCurrentThread()
    for _ in 0..<perThread {
      counter.reduced = 0
      let start = DispatchTime.now().uptimeNanoseconds
      sender.reactor.action.onNext(.increase)
      let elapsed = Int(DispatchTime.now().uptimeNanoseconds - start)
      largest.max(counter.reduced)
      longest.max(elapsed / 1_000)
    }
  }
  // The rest of a handed-over drain finishes on a thread of its own.
  processed.wait()
  subscription.dispose()
  return [
    "maxActionsPerOnNext": largest.load(ordering: .relaxed),
    "maxOnNextMicroseconds": longest.load(ordering: .relaxed),
  ]
}

private struct DrainSender: @unchecked Sendable {
  let reactor: DrainCountingReactor
  init(_ reactor: DrainCountingReactor) { self.reactor = reactor }
}

/// Counts, per thread, the reductions run on that thread.
private final class DrainCounter {
  var reduced = 0

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The calling thread's counter (kept for the life of the process: a
  /// benchmark's threads are few).
  static func forCurrentThread() -> DrainCounter {
    if let existing = pthread_getspecific(key) {
      return Unmanaged<DrainCounter>.fromOpaque(existing).takeUnretainedValue()
    }
    let counter = DrainCounter()
    pthread_setspecific(key, Unmanaged.passRetained(counter).toOpaque())
    return counter
  }
}

/// The counter, noting on which thread each action is reduced.
private final class DrainCountingReactor: Reactor {
  enum Action { case increase }
  struct State { var count = 0 }
  let initialState = State()

  func reduce(state: State, mutation: Action) -> State {
    DrainCounter.forCurrentThread().reduced += 1
    return State(count: state.count &+ 1)
  }
}

extension Atomic where Value == Int {
  /// Raises the value to `candidate` if it is larger.
  fileprivate func max(_ candidate: Int) {
    var current = load(ordering: .relaxed)
    while candidate > current {
      let (exchanged, original) = compareExchange(
        expected: current, desired: candidate, ordering: .relaxed)
      if exchanged { return }
      current = original
    }
  }
}

func contentionScenarios() -> [Scenario] {
  [
    Scenario(
      name: "reactor.contended.16threads",
      summary: "16 threads send to one reactor, 1 subscriber (baseline: reactor.dispatch)",
      measure: reactorContended, baseline: reactorDispatch,
      extra: largestDrainUnderContention)
  ]
}
