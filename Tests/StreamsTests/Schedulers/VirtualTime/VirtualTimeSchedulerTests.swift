import Foundation
import Streams
import TestSupport
import XCTest

final class VirtualTimeSchedulerTests: XCTestCase {
  func test_initialClockIsReadThroughTheConverter() {
    let scheduler = TenSecondScheduler(initialClock: 10)
    XCTAssertEqual(scheduler.clock, 10)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 100))
  }

  func test_startRunsWorkInVirtualTimeOrderNowBeforeLater() {
    let scheduler = TenSecondScheduler()
    let times = ScheduledValues<Int>()
    scheduleNested(on: scheduler, into: times) { scheduler.clock }
    scheduler.start()
    XCTAssertEqual(times.values, [1, 1, 3])
    XCTAssertEqual(scheduler.clock, 3)
  }

  func test_disposedWorkDoesNotRun() {
    let scheduler = TenSecondScheduler()
    let times = ScheduledValues<Int>()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.clock)
      scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }.dispose()
      scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }.dispose()
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.values, [1])
  }

  func test_advanceToRunsOnlyWhatIsDueThenSetsTheClock() {
    let scheduler = TenSecondScheduler()
    let times = ScheduledValues<Int>()
    scheduleNested(on: scheduler, into: times) { scheduler.clock }
    scheduler.advanceTo(1)
    XCTAssertEqual(times.values, [1, 1])
    XCTAssertEqual(scheduler.clock, 1)
    scheduler.advanceTo(10)
    XCTAssertEqual(times.values, [1, 1, 3])
    XCTAssertEqual(scheduler.clock, 10)
  }

  func test_stopEndsStartAfterTheRunningWork() {
    let scheduler = TenSecondScheduler()
    let times = ScheduledValues<Int>()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.clock)
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      scheduler.stop()
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.values, [1])
    scheduler.start()
    XCTAssertEqual(times.values, [1, 1])
  }

  func test_sleepMovesTheClockWithoutRunningWork() {
    let scheduler = TenSecondScheduler()
    let times = ScheduledValues<Int>()
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.clock)
      scheduler.sleep(10)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times.values, [1, 11, 13])
  }

  func test_movingTheClockBackwardsIsRefusedAndReported() {
    let scheduler = TenSecondScheduler(initialClock: 50)
    let reports = ScheduledValues<String>()
    scheduler.refusedMoveHandler = { message, _ in reports.append(message) }
    let ran = ScheduledValues<Int>()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 40) { _ in
      ran.append(scheduler.clock)
      return Disposables.create()
    }
    scheduler.advanceTo(20)
    scheduler.sleep(-5)
    XCTAssertEqual(scheduler.clock, 50)
    XCTAssertEqual(ran.values, [])
    XCTAssertEqual(
      reports.values,
      [
        "TenSecondScheduler.advanceTo(20): the clock is already at 50 and cannot move backwards",
        "TenSecondScheduler.sleep(-5): the clock is at 50 and cannot move backwards to 45",
      ])
  }

  func test_aRefusedMoveIsReportedAsASchedulerWarningThroughHooks() {
    let previous = Hooks.schedulerWarning
    defer { Hooks.schedulerWarning = previous }
    let warnings = ScheduledValues<SchedulerWarning>()
    Hooks.schedulerWarning = { warnings.append($0) }
    let scheduler = TenSecondScheduler(initialClock: 50)
    let line = UInt(#line + 1)
    scheduler.advanceTo(20)
    XCTAssertEqual(scheduler.clock, 50)
    XCTAssertEqual(
      warnings.values,
      [
        SchedulerWarning(
          "TenSecondScheduler.advanceTo(20): the clock is already at 50 and cannot move backwards",
          fileID: #fileID, line: line)
      ])
    XCTAssertEqual(
      warnings.values.first?.description,
      "\(#fileID):\(line): TenSecondScheduler.advanceTo(20): the clock is already at 50 and"
        + " cannot move backwards")

    scheduler.sleep(-5)
    let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 100))
    historical.advanceTo(Date(timeIntervalSince1970: 40))
    XCTAssertEqual(scheduler.clock, 50)
    XCTAssertEqual(historical.clock, Date(timeIntervalSince1970: 100))
    XCTAssertEqual(warnings.values.count, 3)
    XCTAssertEqual(
      warnings.values.dropFirst().first?.message,
      "TenSecondScheduler.sleep(-5): the clock is at 50 and cannot move backwards to 45")
    XCTAssertEqual(
      warnings.values.last?.message.hasPrefix("HistoricalScheduler.advanceTo("), true,
      warnings.values.last?.message ?? "no warning")
    XCTAssertEqual(warnings.values.last?.fileID, #fileID)
  }

  func test_workScheduledForAPassedTimeRunsFirstAtTheCurrentTime() {
    let scheduler = TenSecondScheduler(initialClock: 5)
    let order = ScheduledValues<String>()
    _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
      order.append("now@\(scheduler.clock)")
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: 2) { _ in
      order.append("past@\(scheduler.clock)")
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(order.values, ["past@5", "now@5"])
  }

  func test_manyItemsRunSortedByDueTimeAndStableForEqualTimes() {
    let scheduler = TenSecondScheduler()
    var generator = SplitMix64(seed: 2_718)
    let due = (0..<5_000).map { _ in Int.random(in: 0..<500, using: &generator) }
    let ran = ScheduledValues<(time: Int, index: Int)>()
    for (index, time) in due.enumerated() {
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10 * time)) { _ in
        ran.append((scheduler.clock, index))
        return Disposables.create()
      }
    }
    scheduler.start()
    let expected = due.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
    XCTAssertEqual(ran.values.map(\.time), expected.map(\.element))
    XCTAssertEqual(ran.values.map(\.index), expected.map(\.offset))
  }

  func test_timeOperatorsSeeVirtualTime() {
    let scheduler = TenSecondScheduler()
    let elements = ScheduledValues<Int>()
    let subscription = Observable<Int>.interval(.seconds(20), scheduler: scheduler)
      .take(3)
      .subscribe(onNext: { _ in elements.append(scheduler.clock) })
    scheduler.start()
    XCTAssertEqual(elements.values, [2, 4, 6])
    subscription.dispose()
  }
}

/// A virtual clock whose unit is ten seconds, to check that the scheduler
/// goes through its converter.
private struct TenSecondTicks: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
    Date(timeIntervalSince1970: Double(virtualTime) * 10)
  }
  func convertToVirtualTime(_ time: RxTime) -> Int { Int(time.timeIntervalSince1970 / 10) }
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
    Double(virtualTimeInterval) * 10
  }
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval / 10) }
  func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

private final class TenSecondScheduler: VirtualTimeScheduler<TenSecondTicks>, @unchecked Sendable {
  init(initialClock: Int = 0) {
    super.init(initialClock: initialClock, converter: TenSecondTicks())
  }
}
