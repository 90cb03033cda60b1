import Sections
import TestSupport
import XCTest

final class ItemPathSetTests: XCTestCase {
  func test_insertAndLookUpAgreeWithASetAcrossSeededRandomPaths() {
    var random = SplitMix64(seed: 91)
    for round in 0..<200 {
      let capacity = Int.random(in: 0...300, using: &random)
      var set = ItemPathSet(capacity: capacity)
      var reference = Set<ItemPath>()
      var order: [ItemPath] = []
      // Small ranges, so that paths repeat; negative and huge indices too.
      let span = Int.random(in: 1...20, using: &random)
      for _ in 0..<capacity {
        let path = ItemPath(
          sectionIndex: Int.random(in: -2...span, using: &random),
          itemIndex: Bool.random(using: &random)
            ? Int.random(in: -span...span, using: &random)
            : Int.random(in: Int.min...Int.max, using: &random))
        let inserted = set.insert(path)
        XCTAssertEqual(inserted, reference.insert(path).inserted, "round \(round): \(path)")
        if inserted { order.append(path) }
      }
      XCTAssertEqual(set.count, reference.count)
      for (index, path) in order.enumerated() {
        XCTAssertEqual(set.firstIndex(of: path), index, "round \(round): \(path)")
      }
      for _ in 0..<50 {
        let probe = ItemPath(
          sectionIndex: Int.random(in: -3...span + 1, using: &random),
          itemIndex: Int.random(in: -span - 1...span + 1, using: &random))
        XCTAssertEqual(set.contains(probe), reference.contains(probe), "round \(round): \(probe)")
      }
    }
  }

  func test_anEmptySetContainsNothing() {
    let set = ItemPathSet(capacity: 0)
    XCTAssertEqual(set.count, 0)
    XCTAssertFalse(set.contains(ItemPath(sectionIndex: 0, itemIndex: 0)))
    XCTAssertNil(set.firstIndex(of: ItemPath(sectionIndex: 0, itemIndex: 0)))
  }
}
