import Foundation

/// Whether `isReleased` becomes true within `timeout` seconds: true at once
/// when it already is.
///
/// For an object whose last reference a *background* thread may hold for a
/// moment: the reactors' storage table sweeps on a utility queue, and its
/// liveness check loads each reactor's weak reference, which retains a live
/// reactor until the check's pass ends. A reactor released by the test
/// meanwhile is freed on the sweeping thread a few microseconds later.
/// This waits for exactly what the test then asserts (the release), never
/// for something else.
public func becomesReleased(
  within timeout: TimeInterval = 5, _ isReleased: () -> Bool
) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while !isReleased() {
    if Date() >= deadline { return false }
    Thread.sleep(forTimeInterval: 0.001)
  }
  return true
}
