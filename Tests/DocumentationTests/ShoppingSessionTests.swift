// Generated from a recording of CartReactor (3 actions over 5.000 s).
// Regenerate it rather than edit it.

import ReactorTesting
import Testing

/// The recorded session of CartReactor, replayed by a `TestStore`.
@Suite struct ShoppingSessionTests {
  @Test func replaysTheRecordedSession() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let reactor = CartReactor(scheduler: scheduler)
    let store = TestStore(reactor: reactor, scheduler: scheduler)

    store.send(.add("Milk")) {
      $0.items = ["Milk"]
    }
    store.send(.add("Eggs")) {
      $0.items = ["Milk", "Eggs"]
    }
    store.advance(by: .milliseconds(2000))
    store.send(.checkOut) {
      $0.isCheckingOut = true
    }
    store.advance(by: .milliseconds(1000))
    store.receive {
      $0.items = []
      $0.orders = 1
    }
    store.receive {
      $0.isCheckingOut = false
    }
    store.advance(by: .milliseconds(2000))
    store.finish()
  }
}
