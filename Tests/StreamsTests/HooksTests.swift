import Streams
import Synchronization
import TestSupport
import XCTest

final class HooksTests: XCTestCase {
  /// A depth probe that `Hooks.unhandledError` now reports to.
  private func probingUnhandledError() -> HookDepthProbe {
    let probe = HookDepthProbe()
    Hooks.unhandledError = { _ in probe.record() }
    return probe
  }

  /// Asserts that the hook ran `count` times, always at the same stack
  /// depth.
  private func assertOneDepth(
    _ depths: [Int], count: Int, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)", file: file, line: line)
    XCTAssertEqual(depths.count, count, file: file, line: line)
  }

  func test_defaultErrorHandlerIsTheUnhandledErrorHook() {
    let previous = Hooks.unhandledError
    defer { Hooks.unhandledError = previous }
    let received = LockedValues()
    Hooks.defaultErrorHandler = { callStack, _ in received.append(callStack.count) }
    _ = Observable<Int>.error(RxError.unknown).subscribe(onNext: { _ in })
    XCTAssertEqual(received.values, [0])
  }

  func test_unhandledErrorReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.unhandledError
    defer { Hooks.unhandledError = saved }
    let probe = probingUnhandledError()
    let depths = probe.depths(
      read: { _ = Hooks.unhandledError },
      roundTrip: { Hooks.unhandledError = Hooks.unhandledError },
      call: { Hooks.unhandledError(TestError.boom) })
    assertOneDepth(depths, count: 5)
  }

  func test_defaultErrorHandlerReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.defaultErrorHandler
    defer { Hooks.defaultErrorHandler = saved }
    let probe = HookDepthProbe()
    Hooks.defaultErrorHandler = { _, _ in probe.record() }
    let depths = probe.depths(
      read: { _ = Hooks.defaultErrorHandler },
      roundTrip: { Hooks.defaultErrorHandler = Hooks.defaultErrorHandler },
      call: { Hooks.defaultErrorHandler([], TestError.boom) })
    assertOneDepth(depths, count: 5)
  }

  func test_savingAndRestoringUnhandledErrorKeepsReportsAtTheSameDepth() {
    let saved = Hooks.unhandledError
    defer { Hooks.unhandledError = saved }
    let probe = probingUnhandledError()
    let depths = probe.depths(
      reads: 1_000, roundTrips: 10_000,
      read: { _ = Hooks.defaultErrorHandler },
      roundTrip: {
        let previous = Hooks.unhandledError
        Hooks.unhandledError = previous
      },
      // Reported the way the framework reports: an unhandled `.error`.
      call: { _ = Observable<Int>.error(TestError.boom).subscribe() })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
  }

  func test_sharingSchedulerMakeReadAMillionTimesRunsAtTheSameDepth() {
    let probe = HookDepthProbe()
    let makeScheduler: () -> SchedulerType = {
      probe.record()
      return MainScheduler.instance
    }
    SharingScheduler.mock(makeScheduler: makeScheduler) {
      let depths = probe.depths(
        read: { _ = SharingScheduler.make },
        roundTrip: {
          SharingScheduler.mock(makeScheduler: SharingScheduler.make, action: {})
        },
        call: { _ = SharingScheduler.make() })
      XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
      XCTAssertEqual(depths.count, 5)
    }
  }
}

/// Integers appended from any thread.
private final class LockedValues: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Int] = []
  var values: [Int] { lock.withLock { stored } }
  func append(_ value: Int) { lock.withLock { stored.append(value) } }
}
