import Platform
import XCTest

/// What generic code asks of a reference slot without naming the
/// instance's type (`RetainedSlot.isEmpty`, `RetainedSlot.clear()`).
final class LazyReferenceTests: XCTestCase {
  private final class Instance {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
  }

  private final class Holder {
    let reference = LazyReference<Instance>()
  }

  func test_slotIsEmptyUntilAnInstanceIsStored() {
    let holder = Holder()
    XCTAssertTrue(holder.reference.slot.isEmpty)
    _ = holder.reference.storeIfNil(Instance(onDeinit: {}))
    XCTAssertFalse(holder.reference.slot.isEmpty)
    _ = holder.reference.take()
    XCTAssertTrue(holder.reference.slot.isEmpty)
  }

  func test_clearReleasesTheStoredInstanceOnceAndEmptiesTheSlot() {
    let holder = Holder()
    var freed = 0
    _ = holder.reference.storeIfNil(Instance(onDeinit: { freed += 1 }))
    holder.reference.slot.clear()
    XCTAssertEqual(freed, 1)
    XCTAssertNil(holder.reference.load())
    holder.reference.slot.clear()
    XCTAssertEqual(freed, 1, "clearing an empty slot releases nothing")
  }
}
