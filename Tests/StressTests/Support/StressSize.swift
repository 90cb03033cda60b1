import Foundation

/// Stress tests run on real threads and real, concurrent schedulers.
///
/// The default size is small enough for CI (a few seconds in debug). For the
/// full size, the one the numbers in the test names refer to, set the
/// multiplier `STRESS_SCALE` to 50 (any value scales proportionally; sizes
/// have a floor):
///
///     STRESS_SCALE=50 swift test --filter '^StressTests\.'
///
/// Each test waits for exactly what it asserts (every subscription's
/// terminal event, or the reactor's final state), never for a fixed time.
///
/// The size multiplier from `STRESS_SCALE` (1 when unset or invalid).
let stressScale: Int = {
  let value = ProcessInfo.processInfo.environment["STRESS_SCALE"].flatMap { Int($0) }
  return max(1, value ?? 1)
}()

/// `full` at `STRESS_SCALE=50`, proportionally less below, never under
/// `floor`.
func scaled(_ full: Int, floor: Int) -> Int {
  max(floor, full * stressScale / 50)
}

/// Hands a reactor, which takes actions from any thread, to other threads.
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
