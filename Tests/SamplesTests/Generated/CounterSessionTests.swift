// Generated from a recording of CounterViewReactor (3 actions over 1.517 s).
// Regenerate it rather than edit it:
//   swift run counter --replay Tests/SamplesTests/Recordings/counter-session.json --emit-test

import CounterSample
import ReactorTesting
import Testing

/// The recorded session of CounterViewReactor, replayed by a `TestStore`.
@Suite struct CounterSessionTests {
  @Test func replaysTheRecordedSession() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = CounterViewReactor(value: 0, scheduler: scheduler, delay: .milliseconds(300))
    let store = TestStore(reactor: reactor, scheduler: scheduler)

    store.advance(by: .milliseconds(7))
    store.send(.increase) {
      $0.isLoading = true
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.value = 1
    }
    store.receive {
      $0.isLoading = false
    }
    store.advance(by: .milliseconds(208))
    store.send(.increase) {
      $0.isLoading = true
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.value = 2
    }
    store.receive {
      $0.isLoading = false
    }
    store.advance(by: .milliseconds(201))
    store.send(.decrease) {
      $0.isLoading = true
    }
    store.advance(by: .milliseconds(300))
    store.receive {
      $0.value = 1
    }
    store.receive {
      $0.isLoading = false
    }
    store.advance(by: .milliseconds(201))
    store.finish()
  }
}
