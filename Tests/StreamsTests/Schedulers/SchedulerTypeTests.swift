import Foundation
import Streams
import XCTest

/// The recursive scheduling every scheduler gets from `SchedulerType`.
final class SchedulerTypeTests: XCTestCase {
  func test_scheduleRecursiveReleasesAFinishedStepsDisposableAfterUnlocking() {
    let scheduler = ManualScheduler()
    let recursive = Box<Disposable?>(nil)
    let disposedDuringDeinit = Box(false)
    scheduler.makeDisposable = {
      DeinitProbeDisposable {
        recursive.value?.dispose()
        disposedDuringDeinit.value = true
      }
    }
    let finished = finishesWithoutDeadlock {
      recursive.value = scheduler.scheduleRecursive(0) { _, _ in }
      scheduler.run()
    }
    guard finished else { return }
    XCTAssertTrue(disposedDuringDeinit.value)
  }
}
