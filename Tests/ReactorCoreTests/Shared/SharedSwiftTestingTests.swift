import Dispatch
import Foundation
import ReactorCore
import ReactorTesting
import Streams
import Testing

/// Shared state under Swift Testing: a `TestStore` receives a change made
/// elsewhere as a state change, and tests running in parallel each have
/// their own shared value.
@Suite struct SharedSwiftTestingTests {
  private typealias Message = MessageListReactor.Message

  @Test func changeMadeOnTheSettingsScreen_isReceivedByTheListsStore() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let screen = SettingsScreenReactor(settings: settings)
    let store = TestStore(reactor: MessageListReactor(settings: settings), scheduler: scheduler)
    let read = Message(subject: "read", isRead: true)

    store.send(.add(read)) { $0.messages = [read] }
    screen.action.onNext(.toggleUnreadOnly)
    store.receive { $0.settings.showsUnreadOnly = true }
    screen.action.onNext(.setPageSize(10))
    store.receive { $0.settings.pageSize = 10 }
    store.finish()

    #expect(store.state.visibleSubjects == [])
    #expect(screen.currentState.settings == Settings(showsUnreadOnly: true, pageSize: 10))
  }

  @Test func changeMadeOnAnotherThread_isReceivedByTheStore() async {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let store = TestStore(reactor: MessageListReactor(settings: settings), scheduler: scheduler)

    await Task.detached { settings.withLock { $0.pageSize = 2 } }.value

    store.receive { $0.settings.pageSize = 2 }
    store.finish()
  }

  /// Run in parallel: each test makes its own shared value, so none sees
  /// another's changes.
  @Test(arguments: 0..<6) func eachTestHasItsOwnSharedValue(run: Int) {
    let settings = Shared(Settings(pageSize: run))
    let list = MessageListReactor(settings: settings)
    var seen: [Int] = []
    let subscription = list.state.subscribe(onNext: { seen.append($0.settings.pageSize) })

    for step in 1...50 { settings.withLock { $0.pageSize = run * 1_000 + step } }

    #expect(seen == [run] + (1...50).map { run * 1_000 + $0 })
    subscription.dispose()
  }

  @Test func holdersSeeChangesFromManyThreadsInOneOrder() {
    let number = Shared(0)
    let holders = (0..<4).map { _ in NumberHolderReactor(number: number) }
    let subscriptions = holders.map { $0.state.subscribe(onNext: { _ in }) }

    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for value in 1...200 { number.set(thread * 1_000 + value) }
    }
    // A writer that reached its bound handed the rest on: wait for it.
    waitUntilHandedDrainsFinish()

    let first = holders[0].numbers.entries
    #expect(first.count == 8 * 200 + 1)
    for holder in holders.dropFirst() { #expect(holder.numbers.entries == first) }
    #expect(first.last == number.value)
    for subscription in subscriptions { subscription.dispose() }
  }
}
