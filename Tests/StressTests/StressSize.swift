import Foundation

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
