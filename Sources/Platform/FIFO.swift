/// A first-in, first-out queue with O(1) amortized `append` and
/// `popFirst()`: the queue of every operator, scheduler and drain that hands
/// events out in arrival order (`Array.removeFirst()` is O(n), which made a
/// burst quadratic).
///
/// Taken elements are moved out at once (their slot is emptied), so the
/// queue never keeps a taken element alive; the storage is compacted when
/// the taken prefix is at least half of it, and reset when everything was
/// taken. Not thread-safe: its owner guards it.
@frozen @usableFromInline
package struct FIFO<Element> {
  @usableFromInline var slots: [Element?] = []
  @usableFromInline var head = 0

  @inlinable
  package init() {}

  /// Whether nothing waits.
  @inlinable
  package var isEmpty: Bool { count == 0 }

  /// How many elements wait.
  @inlinable
  package var count: Int { slots.count - head }

  /// The next element, without taking it.
  @inlinable
  package var first: Element? { head < slots.count ? slots[head] : nil }

  /// Adds `element` after the others. O(1) amortized.
  @inlinable
  package mutating func append(_ element: Element) {
    slots.append(element)
  }

  /// Takes the next element out. O(1) amortized.
  @inlinable
  package mutating func popFirst() -> Element? {
    guard head < slots.count else { return nil }
    let element = slots[head].take()
    head += 1
    if head == slots.count {
      slots.removeAll(keepingCapacity: slots.count <= 1_024)
      head = 0
    } else if head >= 64, head * 2 >= slots.count {
      // Amortized O(1): the taken prefix is at least half the storage.
      slots.removeSubrange(0..<head)
      head = 0
    }
    return element
  }
}
