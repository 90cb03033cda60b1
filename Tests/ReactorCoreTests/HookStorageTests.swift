import ReactorCore
import Streams
import TestSupport
import XCTest

@testable import ReactorCore

/// Every read of a reactor hook, a traced reactor's output or its
/// error tap wrapped the stored closure in two more thunks.
final class ReactorHookStorageTests: XCTestCase {
  func test_reactorWarningReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.reactorWarning
    defer { Hooks.reactorWarning = saved }
    let probe = HookDepthProbe()
    Hooks.reactorWarning = { _ in probe.record() }
    let depths = probe.depths(
      read: { _ = Hooks.reactorWarning },
      roundTrip: { Hooks.reactorWarning = Hooks.reactorWarning },
      call: { Hooks.reactorWarning(ReactorWarning(.other, "probe")) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }

  func test_reactorErrorReadAMillionTimesRunsAtTheSameDepth() {
    let saved = Hooks.reactorError
    defer { Hooks.reactorError = saved }
    let probe = HookDepthProbe()
    Hooks.reactorError = { _ in probe.record() }
    let error = ReactorError(
      reactorType: "Probe", stage: .mutate, action: nil, underlying: TestError.boom)
    let depths = probe.depths(
      read: { _ = Hooks.reactorError },
      roundTrip: { Hooks.reactorError = Hooks.reactorError },
      call: { Hooks.reactorError(error) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }

  func test_tracedReactorWritesEveryLineAtTheSameDepth() {
    let reactor = TracedReactor()
    let probe = HookDepthProbe()
    reactor.trace(to: { line in
      // One depth per action: its action line.
      if line.contains(" action: ") { probe.record() }
    })
    defer { reactor.stopTracing() }
    for _ in 0..<20_000 { reactor.action.onNext(.nothing) }
    let depths = probe.recorded
    XCTAssertEqual(depths.count, 20_000)
    XCTAssertEqual(Set(depths).count, 1, "first \(depths.first ?? 0), last \(depths.last ?? 0)")
  }

  func test_errorTapReadAMillionTimesRunsAtTheSameDepth() {
    let reactor = TracedReactor()
    let probe = HookDepthProbe()
    reactor.storage.tapErrors { _ in probe.record() }
    let error = ReactorError(
      reactorType: "Probe", stage: .mutate, action: nil, underlying: TestError.boom)
    let depths = probe.depths(
      read: { _ = reactor.storage.errorTap },
      roundTrip: { reactor.storage.tapErrors(reactor.storage.errorTap) },
      call: { reactor.storage.report(error, stage: .mutate, action: nil) })
    XCTAssertEqual(Set(depths).count, 1, "depths: \(depths)")
    XCTAssertEqual(depths.count, 5)
  }
}
