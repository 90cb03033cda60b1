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
  ]
}
