import Dispatch
import Streams
import XCTest

/// Runs `onDeinit` when freed: a user object captured by a source.
private final class ReleaseProbe: @unchecked Sendable {
  var onDeinit: (() -> Void)?
  deinit { onDeinit?() }
}

/// Holds a disposable set after it is made (the probe needs the connection).
private final class DisposableBox: @unchecked Sendable {
  var disposable: Disposable?
}

final class MulticastReleaseTests: XCTestCase {
  /// Disposing the connection of a `publish()` whose connectable nobody
  /// else kept released the connectable (and with it the user's source)
  /// under the connection's lock: a source whose captured object disposes
  /// that connection again when freed never got the lock back.
  func test_disposingTheLastReferenceToAConnectable_releasesTheSourceAfterItsLock() {
    let done = DispatchSemaphore(value: 0)
    let probeFreed = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let box = DisposableBox()
      do {
        let probe = ReleaseProbe()
        probe.onDeinit = {
          box.disposable?.dispose()
          probeFreed.signal()
        }
        let source = Observable<Int>.never().do(onNext: { _ in withExtendedLifetime(probe) {} })
        box.disposable = source.publish().connect()
      }
      box.disposable?.dispose()
      done.signal()
    }
    // Generous: disposing takes microseconds; a deadlock never ends.
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success, "disposing deadlocked")
    XCTAssertEqual(probeFreed.wait(timeout: .now() + 1), .success, "the source was not freed")
  }
}
