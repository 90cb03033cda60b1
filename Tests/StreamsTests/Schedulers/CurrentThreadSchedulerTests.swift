import Dispatch
import Foundation
import Streams
import XCTest

final class CurrentThreadSchedulerTests: XCTestCase {
  private let scheduler = CurrentThreadScheduler.instance

  func test_currentThreadScheduler_runsAnActionImmediatelyWhenIdle() {
    var ran = false
    _ = scheduler.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func test_currentThreadScheduler_passesTheState() {
    var received: String?
    _ = scheduler.schedule("state") { state in
      received = state
      return Disposables.create()
    }
    XCTAssertEqual(received, "state")
  }

  func test_currentThreadScheduler_nestedScheduleRunsAfterTheCurrentAction() {
    let log = Log()
    scheduleNestedActions(on: scheduler, into: log)
    XCTAssertEqual(log.lines, ["outer start", "outer end", "inner"])
  }

  func test_currentThreadScheduler_nestedActionsRunInScheduleOrder() {
    var log: [Int] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      for index in 1...3 {
        _ = scheduler.schedule(index) { value in
          log.append(value)
          if value == 1 {
            _ = scheduler.schedule(4) { value in
              log.append(value)
              return Disposables.create()
            }
          }
          return Disposables.create()
        }
      }
      return Disposables.create()
    }
    XCTAssertEqual(log, [1, 2, 3, 4])
  }

  func test_currentThreadScheduler_isScheduleRequiredOnlyOutsideAnAction() {
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    var inside: Bool?
    _ = scheduler.schedule(()) { _ in
      inside = CurrentThreadScheduler.isScheduleRequired
      return Disposables.create()
    }
    XCTAssertEqual(inside, false)
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func test_currentThreadScheduler_disposingAQueuedActionSkipsIt() {
    var log: [String] = []
    _ = scheduler.schedule(()) { [scheduler] _ in
      let queued = scheduler.schedule(()) { _ in
        log.append("queued")
        return Disposables.create()
      }
      queued.dispose()
      log.append("outer")
      return Disposables.create()
    }
    XCTAssertEqual(log, ["outer"])
  }

  func test_currentThreadScheduler_eachThreadHasItsOwnQueue() {
    var otherThreadRanInline: Bool?
    _ = scheduler.schedule(()) { _ in
      let group = DispatchGroup()
      let result = EventRecorder<Bool>()
      DispatchQueue.global().async(group: group) {
        var ran = false
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          ran = true
          return Disposables.create()
        }
        result.on(.next(ran))
      }
      group.wait()
      otherThreadRanInline = result.elements.first
      return Disposables.create()
    }
    XCTAssertEqual(otherThreadRanInline, true)
  }

  func test_scheduleRecursive_runsUntilTheActionStopsRecursing() {
    var visited: [Int] = []
    _ = scheduler.scheduleRecursive(0) { value, recurse in
      visited.append(value)
      if value < 4 { recurse(value + 1) }
    }
    XCTAssertEqual(visited, [0, 1, 2, 3, 4])
  }

  func test_scheduleRecursive_onTheTrampolineDoesNotGrowTheStack() {
    var count = 0
    _ = scheduler.scheduleRecursive(0) { value, recurse in
      count += 1
      if value < 100_000 { recurse(value + 1) }
    }
    XCTAssertEqual(count, 100_001)
  }

  func test_scheduleRecursive_disposingStopsTheRecursion() {
    var visited: [Int] = []
    var subscription: Disposable?
    _ = scheduler.schedule(()) { [scheduler] _ in
      subscription = scheduler.scheduleRecursive(0) { value, recurse in
        visited.append(value)
        if value == 2 { subscription?.dispose() }
        recurse(value + 1)
      }
      return Disposables.create()
    }
    XCTAssertEqual(visited, [0, 1, 2])
  }

  func test_fromSequenceOnCurrentThreadScheduler_emitsEveryElementThenCompletes() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([1, 2, 3], scheduler: scheduler).subscribe(recorder)
    XCTAssertEqual(recorder.events, [.next(1), .next(2), .next(3), .completed])
  }

  // MARK: Releasing a replaced value after unlocking

  func test_scheduledItemReleasesADisposedActionAfterUnlocking() {
    let scheduler = CurrentThreadScheduler.instance
    let readDuringDeinit = Box<Bool?>(nil)
    let finished = finishesWithoutDeadlock {
      _ = scheduler.schedule(()) { _ in
        // Queued behind this action, so disposing drops it before it ran;
        // its state, the probe, is held by the item's action only.
        let item = Box<Disposable?>(nil)
        item.value = scheduler.schedule(
          DeinitProbe { readDuringDeinit.value = (item.value as? Cancelable)?.isDisposed }
        ) { probe in
          withExtendedLifetime(probe) {}
          return Disposables.create()
        }
        item.value?.dispose()
        return Disposables.create()
      }
    }
    guard finished else { return }
    XCTAssertEqual(readDuringDeinit.value, true)
  }
}
