import Dispatch
import Foundation
import ReactorCore
import Streams
import XCTest

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
