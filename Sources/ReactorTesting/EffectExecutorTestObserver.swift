import Platform
import Streams
import XCTest

/// Keeps the thread default of async effects (``TestScheduler``'s rule: an
/// effect started outside any store or scheduler call runs on the
/// executor of the scheduler last created or advanced on its thread) right
/// across XCTest tests.
///
/// XCTest makes every test case object before running the first, so a
/// scheduler held in a property would otherwise be the default during every
/// other test. When a test starts, its own scheduler (a `TestScheduler` or
/// `TestClock` property of the test case) becomes the default; a test
/// without one starts with none (its effects use the global executor until
/// it makes or advances a scheduler).
///
/// Registered once, when the first ``TestScheduler`` is made; main thread
/// only, as XCTest's observation is.
final class EffectExecutorTestObserver: NSObject, XCTestObservation, @unchecked Sendable {
  private static let registered = LockedState(false)

  /// Registers the observer once per process.
  static func registerOnce() {
    guard MainContext.isMainThread else { return }
    let isNew = registered.withLock { done -> Bool in
      defer { done = true }
      return !done
    }
    guard isNew else { return }
    MainActor.assumeIsolated {
      XCTestObservationCenter.shared.addTestObserver(EffectExecutorTestObserver())
    }
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    EffectExecutor.threadDefault.set(Self.scheduler(of: testCase)?.effectExecutor)
  }

  /// The one test scheduler a test case holds in a property, if any.
  private static func scheduler(of testCase: XCTestCase) -> TestScheduler? {
    var found: [TestScheduler] = []
    var mirror: Mirror? = Mirror(reflecting: testCase)
    while let current = mirror {
      for child in current.children {
        if let scheduler = child.value as? TestScheduler {
          found.append(scheduler)
        } else if let clock = child.value as? TestClock {
          found.append(clock.scheduler)
        } else if let optional = child.value as? TestScheduler?, let scheduler = optional {
          found.append(scheduler)
        }
      }
      mirror = current.superclassMirror
    }
    return found.count == 1 ? found[0] : nil
  }
}
