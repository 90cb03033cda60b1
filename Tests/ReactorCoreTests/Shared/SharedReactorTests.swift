import Dispatch
import ReactorCore
import Streams
import TestSupport
import XCTest

@testable import ReactorTesting

/// Reactors holding one `Shared` value: a change made by one (or by any
/// thread) arrives in every holder as a mutation it reduces, in order; the
/// state never changes any other way, and a `TestStore` receives it.
final class SharedReactorTests: XCTestCase {
  private typealias Message = MessageListReactor.Message

  private let read = Message(subject: "read", isRead: true)
  private let unread = Message(subject: "unread", isRead: false)

  func test_changeMadeByOneReactor_arrivesInTheOtherAsMutations_inOrder() {
    let settings = Shared(Settings())
    let screen = SettingsScreenReactor(settings: settings)
    let list = MessageListReactor(settings: settings)
    var shown: [[String]] = []
    let subscription = list.state.subscribe(onNext: { shown.append($0.visibleSubjects) })

    list.action.onNext(.add(read))
    list.action.onNext(.add(unread))
    screen.action.onNext(.toggleUnreadOnly)
    screen.action.onNext(.setPageSize(0))

    let unreadOnly = Settings(showsUnreadOnly: true, pageSize: 20)
    let empty = Settings(showsUnreadOnly: true, pageSize: 0)
    XCTAssertEqual(
      list.reduced.entries,
      [
        .setSettings(Settings()), .add(read), .add(unread), .setSettings(unreadOnly),
        .setSettings(empty),
      ]
    )
    XCTAssertEqual(shown, [[], ["read"], ["read", "unread"], ["unread"], []])
    subscription.dispose()
  }

  func test_reactorThatWrites_receivesItsOwnChangeAsAMutation() {
    let settings = Shared(Settings())
    let screen = SettingsScreenReactor(settings: settings)

    screen.action.onNext(.toggleUnreadOnly)

    // `mutate` only wrote the shared value; the state changed by reducing
    // the change that came back, as in every other holder.
    let changed = Settings(showsUnreadOnly: true)
    XCTAssertEqual(screen.reduced.entries, [.setSettings(Settings()), .setSettings(changed)])
    XCTAssertEqual(screen.currentState.settings, changed)
    XCTAssertEqual(settings.value, changed)
  }

  func test_changeMadeInMutate_isReducedAfterThatActionsOwnMutations() {
    let settings = Shared(Settings())
    let list = MessageListReactor(settings: settings)

    list.action.onNext(.addShowingUnreadOnly(unread))

    XCTAssertEqual(
      list.reduced.entries,
      [.setSettings(Settings()), .add(unread), .setSettings(Settings(showsUnreadOnly: true))])
  }

  func test_changeMadeBeforeAReactorsStreamsStarted_isReducedWhenTheyStart() {
    let settings = Shared(Settings())
    let list = MessageListReactor(settings: settings)
    settings.withLock { $0.pageSize = 1 }
    XCTAssertEqual(list.currentState.settings.pageSize, 20, "streams not started yet")

    var states: [Settings] = []
    let subscription = list.state.subscribe(onNext: { states.append($0.settings) })

    XCTAssertEqual(states, [Settings(pageSize: 1)])
    XCTAssertEqual(list.reduced.entries, [.setSettings(Settings(pageSize: 1))])
    subscription.dispose()
  }

  func test_changeMadeWhileAReactorProcessesAnAction_isReducedAfterThatAction() {
    let number = Shared(0)
    let holder = NumberHolderReactor(number: number)
    let inReduce = DispatchSemaphore(value: 0)
    let changed = DispatchSemaphore(value: 0)
    let processed = DispatchSemaphore(value: 0)
    var order: [String] = []
    let subscription = holder.state.skip(1).subscribe(onNext: { state in
      order.append("ticks \(state.ticks) number \(state.number)")
    })
    holder.onTick = {
      inReduce.signal()
      changed.wait()
    }

    let action = holder.action
    let thread = Thread {
      action.onNext(.tick)
      processed.signal()
    }
    thread.start()
    inReduce.wait()
    // The reactor is inside `reduce` on the other thread: the change waits
    // in its queue and that thread reduces it after the action.
    number.set(7)
    changed.signal()
    processed.wait()

    XCTAssertEqual(order, ["ticks 1 number 0", "ticks 1 number 7"])
    XCTAssertEqual(holder.numbers.entries, [0, 7])
    subscription.dispose()
  }

  // MARK: - TestStore

  func test_testStore_receivesAChangeMadeByAnotherReactor_asAStateChange() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let screen = SettingsScreenReactor(settings: settings)
    let store = TestStore(reactor: MessageListReactor(settings: settings), scheduler: scheduler)

    store.send(.add(read)) { $0.messages = [self.read] }
    screen.action.onNext(.toggleUnreadOnly)
    store.receive { $0.settings.showsUnreadOnly = true }
    XCTAssertEqual(store.state.visibleSubjects, [])
    store.send(.add(unread)) { $0.messages = [self.read, self.unread] }
    XCTAssertEqual(store.state.visibleSubjects, ["unread"])
    store.finish()
  }

  func test_testStore_receivesAChangeMadeOnAnotherThread() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let store = TestStore(reactor: MessageListReactor(settings: settings), scheduler: scheduler)

    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      settings.withLock { $0.pageSize = 5 }
      done.signal()
    }
    done.wait()

    store.receive { $0.settings.pageSize = 5 }
    store.finish()
  }

  func test_testStore_failsForASharedChangeNotReceivedBeforeTheNextSend() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let store = TestStore(reactor: MessageListReactor(settings: settings), scheduler: scheduler)
    var failures: [String] = []
    store.failureHandler = { message, _ in failures.append(message) }

    settings.withLock { $0.showsUnreadOnly = true }
    store.send(.add(read)) { $0.messages = [self.read] }
    store.finish()

    XCTAssertEqual(failures.count, 1)
    XCTAssertTrue(
      failures.first?.hasPrefix("Must handle 1 received state before sending .add(") ?? false,
      failures.first ?? "no failure")
    XCTAssertTrue(failures.first?.contains("showsUnreadOnly: true") ?? false, failures.first ?? "")
  }

  func test_testStore_startsFromTheStateTheReactorsStreamsStartedWith() {
    let scheduler = TestScheduler(initialClock: 0)
    let settings = Shared(Settings())
    let list = MessageListReactor(settings: settings)
    settings.withLock { $0.pageSize = 3 }

    let store = TestStore(reactor: list, scheduler: scheduler)

    XCTAssertEqual(store.state.settings.pageSize, 3)
    store.send(.add(read)) { $0.messages = [self.read] }
    store.finish()
  }
}
