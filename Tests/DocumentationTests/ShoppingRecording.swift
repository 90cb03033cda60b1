import Foundation
import HeadlessReactor
import ReactorTesting

/// Records a shopping session on a test scheduler's virtual time.
func recordShopping(on scheduler: TestScheduler) throws -> Recording {
  let reactor = CartReactor(scheduler: scheduler)
  let recorder = try SessionRecorder(reactor, scheduler: scheduler)
  reactor.action.onNext(.add("Milk"))
  reactor.action.onNext(.add("Eggs"))
  scheduler.advance(by: .seconds(2))
  reactor.action.onNext(.checkOut)
  scheduler.advance(by: .seconds(3))
  return try recorder.stop()
}

/// Saves a recording and reads it back.
func saveAndLoad(_ recording: Recording, at url: URL) throws -> Recording {
  try recording.write(to: url)
  return try Recording(contentsOf: url)
}

/// The session as a `TestStore` test, in Swift.
func shoppingTestSource(_ recording: Recording) throws -> String {
  let scheduler = TestScheduler(initialClock: 0)
  return try recording.testStoreSource(
    replayingInto: CartReactor(scheduler: scheduler), scheduler: scheduler,
    reactorSource: "CartReactor(scheduler: scheduler)", imports: [],
    typeName: "ShoppingSessionTests")
}
