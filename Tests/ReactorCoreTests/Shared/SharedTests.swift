import Dispatch
import Foundation
import Platform
import ReactorCore
import ReactorTesting
import Streams
import Synchronization
import TestSupport
import Testing
import XCTest

@testable import ReactorTesting

/// `Shared` on its own: the current value, changes in order to every
/// observer, what a new observer is replayed, and re-entrant changes.
final class SharedTests: XCTestCase {
  func test_value_isTheInitialValue_thenTheLatestChange() {
    let shared = Shared(1)
    XCTAssertEqual(shared.value, 1)

    shared.set(2)
    XCTAssertEqual(shared.value, 2)
    shared.withLock { $0 += 10 }
    XCTAssertEqual(shared.value, 12)
  }

  func test_changes_replaysTheCurrentValue_thenDeliversEveryChangeInOrder() {
    let shared = Shared("a")
    shared.set("b")
    var seen: [String] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    shared.set("c")
    shared.withLock { $0 += "d" }

    XCTAssertEqual(seen, ["b", "c", "cd"])
    subscription.dispose()
  }

  func test_changes_deliversEqualValuesEachTime_distinctUntilChangedSkipsThem() {
    let shared = Shared(1)
    var every: [Int] = []
    var distinct: [Int] = []
    let bag = DisposeBag()
    shared.changes.subscribe(onNext: { every.append($0) }).disposed(by: bag)
    shared.changes.distinctUntilChanged().subscribe(onNext: { distinct.append($0) })
      .disposed(by: bag)

    shared.set(1)
    shared.withLock { _ in }
    shared.set(2)

    XCTAssertEqual(every, [1, 1, 1, 2])
    XCTAssertEqual(distinct, [1, 2])
  }

  func test_changes_isTheSameObjectOnEveryAccess() {
    let shared = Shared(0)
    XCTAssertTrue(shared.changes === shared.changes)
  }

  func test_withLock_returnsWhatTheBodyReturns_andIsOneChange() {
    let shared = Shared([1, 2])
    var seen: [[Int]] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    let removed = shared.withLock { values -> Int in
      values.append(3)
      return values.removeFirst()
    }

    XCTAssertEqual(removed, 1)
    XCTAssertEqual(seen, [[1, 2], [2, 3]])
    subscription.dispose()
  }

  func test_withLock_whoseBodyThrows_keepsAndDeliversWhatItChangedBeforeThrowing() {
    let shared = Shared(1)
    var seen: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })

    XCTAssertThrowsError(
      try shared.withLock { value in
        value = 2
        throw TestError.boom
      }
    ) { XCTAssertEqual($0 as? TestError, .boom) }

    XCTAssertEqual(shared.value, 2)
    XCTAssertEqual(seen, [1, 2])
    subscription.dispose()
  }

  func test_everyObserverReceivesEachChange_beforeAnyObserverReceivesTheNext() {
    let shared = Shared(0)
    var log: [String] = []
    let bag = DisposeBag()
    // The first observer changes the value again when it sees 1: that change
    // waits until 1 has reached the second observer.
    shared.changes.subscribe(onNext: { value in
      log.append("first \(value)")
      if value == 1 { shared.set(2) }
    }).disposed(by: bag)
    shared.changes.subscribe(onNext: { log.append("second \($0)") }).disposed(by: bag)
    log.removeAll()

    shared.set(1)

    XCTAssertEqual(log, ["first 1", "second 1", "first 2", "second 2"])
    XCTAssertEqual(shared.value, 2)
  }

  func test_observerReadingValue_seesTheChangeItReceives() {
    let shared = Shared(0)
    var read: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { _ in read.append(shared.value) })

    shared.set(5)
    shared.withLock { $0 += 1 }

    XCTAssertEqual(read, [0, 5, 6])
    subscription.dispose()
  }

  func test_subscriptionMadeByAnObserver_startsAfterTheCurrentChange_withThatChange() {
    let shared = Shared(0)
    var late: [Int] = []
    let bag = DisposeBag()
    shared.changes.subscribe(onNext: { value in
      if value == 1 {
        shared.changes.subscribe(onNext: { late.append($0) }).disposed(by: bag)
      }
    }).disposed(by: bag)

    shared.set(1)
    shared.set(2)

    XCTAssertEqual(late, [1, 2])
  }

  func test_disposedSubscription_receivesNoMoreChanges() {
    let shared = Shared(0)
    var seen: [Int] = []
    let subscription = shared.changes.subscribe(onNext: { seen.append($0) })
    shared.set(1)

    subscription.dispose()
    shared.set(2)

    XCTAssertEqual(seen, [0, 1])
  }

  func test_observerDisposingItselfDuringAChange_receivesNothingAfter() {
    let shared = Shared(0)
    var seen: [Int] = []
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      shared.changes.subscribe(onNext: { value in
        seen.append(value)
        if value == 1 { subscription.dispose() }
      }))

    shared.set(1)
    shared.set(2)

    XCTAssertEqual(seen, [0, 1])
  }

  func test_sharedValueOfASendableType_isSendable() {
    func requireSendable<T: Sendable>(_ value: T) -> T { value }
    let shared = requireSendable(Shared(Settings()))
    XCTAssertEqual(shared.value, Settings())
  }
}

/// Holds a shared number; its mutation function captures `tracked`, so the
/// test can see when the shared value lets that function go.
private final class TrackingHolderReactor: Reactor {
  enum Action: Equatable {
    case tick
  }

  enum Mutation: Equatable {
    case tick
    case setNumber(Int)
  }

  let number: Shared<Int>
  let tracked: Tracked
  let initialState: Int

  init(number: Shared<Int>, tracked: Tracked) {
    self.number = number
    self.tracked = tracked
    initialState = number.value
  }

  func mutate(action: Action) -> Observable<Mutation> {
    .just(.tick)
  }

  func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
    mutation.merge(number) { [tracked] value in
      withExtendedLifetime(tracked) { .setNumber(value) }
    }
  }

  func reduce(state: Int, mutation: Mutation) -> Int {
    guard case .setNumber(let number) = mutation else { return state }
    return number
  }
}

/// No retain cycle between a shared value and its holders: a reactor
/// holding one is freed, the shared value is freed with its last holder,
/// and it drops a freed reactor's observer.
final class SharedLifetimeTests: XCTestCase {
  func test_reactorHoldingASharedValue_isFreed_whileTheSharedValueLivesOn() {
    let settings = Shared(Settings())
    weak var weakList: MessageListReactor?
    weak var weakScreen: SettingsScreenReactor?
    do {
      let list = MessageListReactor(settings: settings)
      let screen = SettingsScreenReactor(settings: settings)
      weakList = list
      weakScreen = screen
      let subscription = list.state.subscribe(onNext: { _ in })
      screen.action.onNext(.toggleUnreadOnly)
      XCTAssertTrue(list.currentState.settings.showsUnreadOnly)
      subscription.dispose()
    }

    XCTAssertNil(weakList)
    XCTAssertNil(weakScreen)
    settings.withLock { $0.pageSize = 1 }
    XCTAssertEqual(settings.value.pageSize, 1)
  }

  func test_sharedValue_isFreedWhenItsLastHolderIs() {
    weak var weakSettings: Shared<Settings>?
    weak var weakList: MessageListReactor?
    var screen: SettingsScreenReactor?
    do {
      let settings = Shared(Settings())
      weakSettings = settings
      let list = MessageListReactor(settings: settings)
      weakList = list
      screen = SettingsScreenReactor(settings: settings)
      // Both holders' streams are running and merging the changes.
      let subscription = list.state.subscribe(onNext: { _ in })
      screen?.action.onNext(.setPageSize(5))
      XCTAssertEqual(list.currentState.settings.pageSize, 5)
      subscription.dispose()
    }
    XCTAssertNil(weakList)
    XCTAssertNotNil(weakSettings, "the screen still holds it")

    screen = nil

    XCTAssertNil(weakSettings)
  }

  func test_sharedValueFreed_completesItsObservers() {
    var events: [String] = []
    var shared: Shared<Int>? = Shared(1)
    let subscription = shared!.changes.subscribe(
      onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })

    shared = nil

    XCTAssertEqual(events, ["next 1", "completed"])
    subscription.dispose()
  }

  func test_changesKeptAfterTheSharedValueWasFreed_completeAtOnce() {
    weak var weakShared: Shared<Int>?
    var shared: Shared<Int>? = Shared(1)
    let changes = shared!.changes
    weakShared = shared
    shared = nil
    XCTAssertNil(weakShared, "`changes` does not keep it alive")

    var events: [String] = []
    _ = changes.subscribe(
      onNext: { events.append("next \($0)") }, onCompleted: { events.append("completed") })

    XCTAssertEqual(events, ["completed"])
  }

  func test_freedReactorsObserver_isDroppedByTheNextChange() {
    let number = Shared(0)
    weak var weakTracked: Tracked?
    weak var weakReactor: TrackingHolderReactor?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      let reactor = TrackingHolderReactor(number: number, tracked: tracked)
      weakReactor = reactor
      reactor.action.onNext(.tick)
      number.set(1)
      XCTAssertEqual(reactor.currentState, 1)
    }
    XCTAssertNil(weakReactor)
    XCTAssertNotNil(weakTracked, "its streams wait for the next change or the table's sweep")

    number.set(2)

    XCTAssertNil(weakTracked)
  }

  func test_subscriptionKeptAfterDisposal_keepsNothingAlive() {
    weak var weakTracked: Tracked?
    let shared = Shared(0)
    var subscription: Disposable?
    do {
      let tracked = Tracked()
      weakTracked = tracked
      subscription = shared.changes.subscribe(onNext: { _ in withExtendedLifetime(tracked) {} })
    }
    XCTAssertNotNil(weakTracked)

    subscription?.dispose()

    XCTAssertNil(weakTracked)
    XCTAssertNotNil(subscription)
  }
}

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

/// D7: a thread writing a `Shared` delivered other threads' changes with no
/// bound (one `withLock` took 5.8 s while two threads kept writing). A
/// writer now delivers at most 16,384 of theirs, or spends at most 1 ms on
/// them, as a reactor's sender does, then hands the rest on, in order.
final class SharedWriterBoundTests: XCTestCase {
  /// An observer whose first change waits until another thread queued its
  /// own, then counts on which thread each change is delivered, in order.
  private final class GatedObserver: @unchecked Sendable {
    let entered = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    private let isFirst = Atomic<Bool>(true)
    private let log = LockedState((values: [Int](), threads: [UInt: Int]()))
    private let work: @Sendable () -> Void

    init(work: @escaping @Sendable () -> Void = {}) { self.work = work }

    func receive(_ value: Int) {
      if value == 1, isFirst.exchange(false, ordering: .relaxed) {
        entered.signal()
        gate.wait()
      }
      work()
      let thread = UInt(bitPattern: Int(bitPattern: pthread_self()))
      log.withLock {
        $0.values.append(value)
        $0.threads[thread, default: 0] += 1
      }
    }

    var values: [Int] { log.withLock { $0.values } }
    func deliveries(on thread: UInt) -> Int { log.withLock { $0.threads[thread] ?? 0 } }
  }

  private final class ManualClock: Sendable {
    private let nanoseconds = Atomic<UInt64>(0)
    func advance(by interval: UInt64) { nanoseconds.wrappingAdd(interval, ordering: .relaxed) }
    func now() -> UInt64 { nanoseconds.load(ordering: .relaxed) }
  }

  func test_aWriterDeliversAtMost16384OfOtherThreadsChangesThenHandsTheRestOn() {
    // A clock that never moves: only the count bounds the writer here.
    let stopped: @Sendable () -> UInt64 = { 0 }
    DrainClock.withClock(stopped) {
      assertWriter(of: GatedObserver(), others: 20_000, delivers: 1 + 16_384)
    }
  }

  /// Each change takes 200 µs of the test's clock: the writer checks the
  /// time after 1, 2, 4 and 8 of the others' changes, and at 8 (1.6 ms) it
  /// is past its 1 ms.
  func test_aWriterOfSlowChangesHandsOnAfterOneMillisecond() {
    let clock = ManualClock()
    DrainClock.withClock(clock.now) {
      assertWriter(
        of: GatedObserver { clock.advance(by: 200_000) }, others: 500, delivers: 1 + 8)
    }
  }

  /// Writes change 1 from a thread of its own, whose delivery waits until
  /// this thread wrote `others` more; checks how many the writer delivered
  /// before its `set` returned, then that every change arrived, in order.
  private func assertWriter(
    of observer: GatedObserver, others: Int, delivers expected: Int,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let shared = Shared(0)
    let subscription = shared.changes.subscribe(onNext: observer.receive)
    let box = UncheckedSendable(shared)
    let writer = Atomic<UInt>(0)
    let returned = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      writer.store(UInt(bitPattern: Int(bitPattern: pthread_self())), ordering: .relaxed)
      box.value.set(1)
      returned.signal()
    }
    observer.entered.wait()
    for value in 2...(others + 1) { shared.set(value) }
    observer.gate.signal()
    returned.wait()

    XCTAssertEqual(
      observer.deliveries(on: writer.load(ordering: .relaxed)), expected,
      "the writer's own change and the others' it delivered", file: file, line: line)
    waitUntilHandedDrainsFinish()
    XCTAssertEqual(observer.values, [0] + Array(1...(others + 1)), file: file, line: line)
    subscription.dispose()
  }
}

/// Changes from many threads at once: applied one at a time, none lost, and
/// seen by every holder (reactors and plain observers) in the same order.
final class SharedConcurrencyTests: XCTestCase {
  private let threadCount = 8
  private let changesPerThread = 500

  /// Runs `body(thread)` on `threadCount` threads at once and waits for all.
  private func onThreads(_ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for thread in 0..<threadCount {
      group.enter()
      Thread.detachNewThread {
        start.wait()
        body(thread)
        group.leave()
      }
    }
    for _ in 0..<threadCount { start.signal() }
    group.wait()
    // A writer that reached its bound handed the rest to a thread of its
    // own, which may still be delivering.
    waitUntilHandedDrainsFinish()
  }

  func test_eightThreadsIncrementing_everyHolderSeesEveryValueOnceInOrder() {
    // Several rounds: a wrong order shows in some interleavings only.
    for _ in 0..<5 { incrementFromEightThreadsAndCheckEveryHolder() }
  }

  private func incrementFromEightThreadsAndCheckEveryHolder() {
    let number = Shared(0)
    let holders = (0..<3).map { _ in NumberHolderReactor(number: number) }
    let bag = DisposeBag()
    for holder in holders { holder.state.subscribe(onNext: { _ in }).disposed(by: bag) }
    let observed = (0..<2).map { _ in Log<Int>() }
    for log in observed { number.changes.subscribe(onNext: log.append).disposed(by: bag) }
    let changes = changesPerThread
    let actions = holders.map(\.action)

    // The holders process actions of their own from the same threads.
    onThreads { thread in
      for index in 0..<changes {
        number.withLock { $0 += 1 }
        if index % 10 == 0 { actions[thread % actions.count].onNext(.tick) }
      }
    }

    let total = threadCount * changesPerThread
    let expected = Array(0...total)
    XCTAssertEqual(number.value, total)
    for log in observed { XCTAssertEqual(log.entries, expected) }
    for holder in holders {
      XCTAssertEqual(holder.numbers.entries, expected)
      XCTAssertEqual(holder.currentState.number, total)
    }
    XCTAssertEqual(holders.map(\.currentState.ticks).reduce(0, +), threadCount * changes / 10)
  }

  func test_eightThreadsSettingDistinctValues_everyHolderSeesTheSameOrder() {
    let number = Shared(-1)
    let holders = (0..<3).map { _ in NumberHolderReactor(number: number) }
    let bag = DisposeBag()
    for holder in holders { holder.state.subscribe(onNext: { _ in }).disposed(by: bag) }
    let observed = Log<Int>()
    number.changes.subscribe(onNext: observed.append).disposed(by: bag)
    let changes = changesPerThread

    onThreads { thread in
      for index in 0..<changes { number.set(thread * changes + index) }
    }

    let order = observed.entries
    XCTAssertEqual(order.count, threadCount * changesPerThread + 1)
    XCTAssertEqual(Set(order), Set(-1..<(threadCount * changesPerThread)))
    XCTAssertEqual(order.last, number.value)
    for holder in holders { XCTAssertEqual(holder.numbers.entries, order) }
    // Each thread's own changes keep their order.
    for thread in 0..<threadCount {
      let own = order.filter { $0 >= 0 && $0 / changesPerThread == thread }
      XCTAssertEqual(own, own.sorted())
    }
  }

  func test_observersSubscribingWhileThreadsChange_seeAnUnbrokenRunUpToTheLastChange() {
    let number = Shared(0)
    let late = Log<Log<Int>>()
    let subscriptions = Log<Disposable>()
    let changes = changesPerThread

    onThreads { thread in
      for index in 0..<changes {
        number.withLock { $0 += 1 }
        if thread < 2, index % 100 == 0 {
          let log = Log<Int>()
          late.append(log)
          subscriptions.append(number.changes.subscribe(onNext: log.append))
        }
      }
    }

    let total = threadCount * changesPerThread
    XCTAssertEqual(late.count, 2 * changesPerThread / 100)
    for log in late.entries {
      let seen = log.entries
      // No change missed, none seen twice: the replayed value, then each
      // later one.
      XCTAssertEqual(seen, Array((seen.first ?? 0)...total))
    }
    for subscription in subscriptions.entries { subscription.dispose() }
  }
}

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
