import HeadlessUI
import Platform
import Streams
import Testing
import XCTest

extension ViewWarning {
  /// The one switch that makes every ``HeadlessUI/ViewWarning`` a test
  /// failure: a forgotten `register`, duplicate identities, an invalid batch
  /// update, a view written off the main thread, …
  ///
  /// On a device UIKit would have crashed (or its Main Thread Checker
  /// complained) where a headless test recovers and passes; with the switch
  /// on, the test fails instead, naming the warning. Process-wide and
  /// thread-safe; off by default. Turn it on where a test class or suite
  /// starts:
  ///
  /// ```swift
  /// @MainActor final class ScreenTests: XCTestCase {
  ///   override func setUp() async throws { ViewWarning.failsTests = true }
  /// }
  ///
  /// @MainActor @Suite(.viewWarningsFailTests) struct ScreenSuite { … }
  /// ```
  ///
  /// Under Swift Testing a warning raised inside a test's task is an issue
  /// of that test; one raised elsewhere (a main-queue delivery, another
  /// thread) is an issue of the run, which fails it. Under XCTest it is a
  /// failure of the test that is running. The failure replaces the handler
  /// that was installed before (standard error by default; turning the
  /// switch off restores it). A test that installs its own
  /// ``Streams/Hooks/viewWarning`` collector, to assert a warning it
  /// expects, takes the warnings over until it restores the previous
  /// handler.
  public static var failsTests: Bool {
    get { ViewWarningFailures.isOn }
    set { ViewWarningFailures.turn(on: newValue) }
  }
}

/// The switch behind ``HeadlessUI/ViewWarning/failsTests``.
enum ViewWarningFailures {
  /// Which runner the switch was turned on under: decides where a warning
  /// raised outside any Swift Testing task is recorded.
  enum Runner { case xcTest, swiftTesting }

  private struct State {
    var runner: Runner?
    var handlerBefore: (@Sendable (ViewWarning) -> Void)?
  }

  private static let state = LockedState(State())

  static var isOn: Bool { state.withLock { $0.runner != nil } }

  static func turn(on: Bool) {
    if on {
      let runner: Runner = Test.current == nil ? .xcTest : .swiftTesting
      let alreadyOn = state.withLock { state -> Bool in
        defer { state.runner = runner }
        return state.runner != nil
      }
      guard !alreadyOn else { return }
      let before = Hooks.viewWarning
      state.withLock { $0.handlerBefore = before }
      Hooks.viewWarning = { warning in record(warning) }
    } else {
      let before = state.withLock { state -> (@Sendable (ViewWarning) -> Void)? in
        defer { state = State() }
        return state.handlerBefore
      }
      if let before { Hooks.viewWarning = before }
    }
  }

  private static func record(_ warning: ViewWarning) {
    let message = "View warning (ViewWarning.failsTests is on): \(warning)"
    if Test.current != nil {
      Issue.record(Comment(rawValue: message))
      return
    }
    switch state.withLock({ $0.runner }) {
    case .swiftTesting: Issue.record(Comment(rawValue: message))
    case .xcTest: XCTFail(message)
    case nil: break
    }
  }
}

/// A Swift Testing trait that turns ``HeadlessUI/ViewWarning/failsTests``
/// on before the suite's or test's first test runs: `@Suite(.viewWarningsFailTests)`.
///
/// The switch is process-wide and stays on afterwards (turning it off
/// while other suites run in parallel would let their warnings pass).
public struct ViewWarningsFailTestsTrait: SuiteTrait, TestTrait, TestScoping {
  /// Applies to every test of a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Turns the switch on, then runs the test.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    ViewWarning.failsTests = true
    try await function()
  }
}

extension Trait where Self == ViewWarningsFailTestsTrait {
  /// Every ``HeadlessUI/ViewWarning`` fails the test
  /// (``HeadlessUI/ViewWarning/failsTests``).
  public static var viewWarningsFailTests: Self { Self() }
}
