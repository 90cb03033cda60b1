import Platform
import XCTest

/// The queue behind observe(on:), concatMap, merge(maxConcurrent:) and the
/// current-thread trampoline: arrival order through growth, compaction and
/// resets, and taken elements released at once.
final class FIFOTests: XCTestCase {
  private final class Token {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
  }

  func test_elementsComeOutInArrivalOrderAcrossCompactionsAndResets() {
    var queue = FIFO<Int>()
    var expected = 0
    var next = 0
    // Interleaved appends and takes, so that the taken prefix is compacted
    // many times and the queue empties (and resets) now and then.
    for round in 0..<2_000 {
      for _ in 0..<(round % 7 + 1) {
        queue.append(next)
        next += 1
      }
      for _ in 0..<(round % 5 + 1) {
        guard let value = queue.popFirst() else { break }
        XCTAssertEqual(value, expected)
        expected += 1
      }
      XCTAssertEqual(queue.count, next - expected)
      XCTAssertEqual(queue.isEmpty, next == expected)
      XCTAssertEqual(queue.first, queue.isEmpty ? nil : expected)
    }
    var rest: [Int] = []
    while let value = queue.popFirst() { rest.append(value) }
    XCTAssertEqual(rest, Array(expected..<next))
    XCTAssertTrue(queue.isEmpty)
    XCTAssertNil(queue.popFirst())
  }

  func test_aTakenElementIsReleasedWhenTakenNotWhenTheQueueIsCompacted() {
    var released = 0
    var queue = FIFO<Token>()
    for _ in 0..<100 { queue.append(Token { released += 1 }) }
    for taken in 1...10 {
      _ = queue.popFirst()
      XCTAssertEqual(released, taken)
    }
  }
}
