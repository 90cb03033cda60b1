import Dispatch
import Streams

/// The honest cost of delivering one event: a call through a closure stored
/// in a property of a final class, built where the optimizer cannot see it.
final class ClosureHolder {
  let call: (Int) -> Void
  init(_ call: @escaping (Int) -> Void) { self.call = call }
}

@inline(never)
func makeClosureHolder(_ sink: @escaping (Int) -> Void) -> ClosureHolder {
  ClosureHolder(sink)
}

let eventCount = 1_000_000

/// Baseline: `eventCount` calls of a stored closure.
func closureCallBaseline() -> Double {
  var sum = 0
  let holder = makeClosureHolder { sum &+= $0 }
  let result = nanosecondsPerOperation(operations: eventCount) {
    for value in 0..<eventCount { holder.call(value) }
  }
  blackHole(sum)
  return result
}

/// `PublishSubject.onNext` with one subscriber.
func publishSubjectOnNext() -> Double {
  var sum = 0
  let subject = PublishSubject<Int>()
  let subscription = subject.subscribe(onNext: { sum &+= $0 })
  let result = nanosecondsPerOperation(operations: eventCount) {
    for value in 0..<eventCount { subject.onNext(value) }
  }
  subscription.dispose()
  blackHole(sum)
  return result
}

/// `BehaviorRelay.accept` with one subscriber.
func behaviorRelayAccept() -> Double {
  var sum = 0
  let relay = BehaviorRelay(value: 0)
  let subscription = relay.subscribe(onNext: { sum &+= $0 })
  let result = nanosecondsPerOperation(operations: eventCount) {
    for value in 0..<eventCount { relay.accept(value) }
  }
  subscription.dispose()
  blackHole(sum)
  return result
}

/// `map → filter → scan` behind a subject.
func chainOnNext() -> Double {
  var last = 0
  let subject = PublishSubject<Int>()
  let subscription =
    subject
    .map { $0 &+ 1 }
    .filter { $0 & 1 == 0 }
    .scan(0) { $0 &+ $1 }
    .subscribe(onNext: { last = $0 })
  let result = nanosecondsPerOperation(operations: eventCount) {
    for value in 0..<eventCount { subject.onNext(value) }
  }
  subscription.dispose()
  blackHole(last)
  return result
}

/// `combineLatest` of two subjects, ns per event: the two subjects take
/// turns, so that every event makes a result.
func combineLatestOnNext() -> Double {
  var sum = 0
  let left = PublishSubject<Int>()
  let right = PublishSubject<Int>()
  let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }
    .subscribe(onNext: { sum &+= $0 })
  left.onNext(0)
  let result = nanosecondsPerOperation(operations: eventCount) {
    for value in stride(from: 0, to: eventCount, by: 2) {
      right.onNext(value)
      left.onNext(value)
    }
  }
  subscription.dispose()
  blackHole(sum)
  return result
}

/// What a burst's observer counts, on the scheduler's queue; read after
/// the burst's last event was seen (the semaphore orders the accesses).
private final class BurstCounter: @unchecked Sendable {
  var sum = 0
  let lastSeen = DispatchSemaphore(value: 0)
}

/// Bursts of `burst` events sent at once through `observe(on:)` a serial
/// dispatch queue scheduler, ns per event: the sender queues them faster
/// than the queue drains them, so the backlog grows to most of the burst;
/// each burst is waited for. About 200,000 events per run whatever the
/// burst size.
func observeOnBursts(of burst: Int) -> () -> Double {
  {
    let bursts = max(1, 200_000 / burst)
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "bench.observeOn")
    let subject = PublishSubject<Int>()
    let counter = BurstCounter()
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
      counter.sum &+= value
      if value == burst - 1 { counter.lastSeen.signal() }
    })
    let result = nanosecondsPerOperation(operations: bursts * burst) {
      for _ in 0..<bursts {
        for value in 0..<burst { subject.onNext(value) }
        counter.lastSeen.wait()
      }
    }
    subscription.dispose()
    blackHole(counter.sum)
    return result
  }
}

func streamsScenarios() -> [Scenario] {
  [
    Scenario(
      name: "streams.publish",
      summary: "PublishSubject.onNext, 1 subscriber (baseline: stored closure call)",
      measure: publishSubjectOnNext, baseline: closureCallBaseline),
    Scenario(
      name: "streams.relay",
      summary: "BehaviorRelay.accept, 1 subscriber (baseline: stored closure call)",
      measure: behaviorRelayAccept, baseline: closureCallBaseline),
    Scenario(
      name: "streams.chain",
      summary: "subject → map → filter → scan (baseline: streams.publish)",
      measure: chainOnNext, baseline: publishSubjectOnNext),
    Scenario(
      name: "streams.combineLatest",
      summary:
        "combineLatest of two subjects, per event, each making a result "
        + "(baseline: streams.publish; target ≤10x)",
      measure: combineLatestOnNext, baseline: publishSubjectOnNext),
    Scenario(
      name: "streams.observeOn.1k",
      summary:
        "observe(on: serial dispatch queue scheduler), bursts of 1,000 events, per event "
        + "(baseline: streams.publish)",
      measure: observeOnBursts(of: 1_000), baseline: publishSubjectOnNext),
    Scenario(
      name: "streams.observeOn.100k",
      summary:
        "the same, bursts of 100,000 events (baseline: streams.observeOn.1k; target ≤1.5x)",
      measure: observeOnBursts(of: 100_000), baseline: observeOnBursts(of: 1_000)),
  ]
}
