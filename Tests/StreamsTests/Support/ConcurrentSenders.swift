import TestSupport

/// How many threads the concurrent-delivery tests send from at once.
let threadCount = 8
/// How many events each of those threads sends, in the largest tests.
let perThread = 100_000

/// A counter that is deliberately not thread-safe: it stays exact only if
/// the subject never calls its subscriber concurrently.
final class PlainCounter {
  var value = 0

  /// An `onNext` that counts each delivery inside `detector`, which
  /// notices two deliveries at once.
  func countingDeliveries<Element>(checkedBy detector: OverlapDetector) -> (Element) -> Void {
    { _ in
      detector.enter()
      self.value += 1
      detector.leave()
    }
  }
}
