import HeadlessUI
import Streams
import TestSupport
import XCTest

/// Each read of `Hooks.viewWarning` wrapped the handler in two
/// more thunks, until a report overflowed the stack.
final class ViewWarningTests: XCTestCase {
  func test_viewWarningReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.viewWarning
    defer { Hooks.viewWarning = saved }
    let probe = HookDepthProbe()
    Hooks.viewWarning = { _ in probe.record() }
    let depths = probe.depths(
      read: { _ = Hooks.viewWarning },
      roundTrip: { Hooks.viewWarning = Hooks.viewWarning },
      call: { Hooks.viewWarning(ViewWarning(.typeMismatch, "probe")) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }
}
