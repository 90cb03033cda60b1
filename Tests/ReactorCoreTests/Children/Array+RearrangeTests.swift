import TestSupport
import XCTest

@testable import ReactorCore

private final class Box {
  let value: Int
  init(_ value: Int) { self.value = value }
}

final class ArrayRearrangeTests: XCTestCase {
  /// Random sources: some of the indices, each once, in a random order.
  private func randomSources(count: Int, using random: inout SplitMix64) -> [Int] {
    var sources = Array(0..<count).shuffled(using: &random)
    sources.removeLast(Int.random(in: 0...count, using: &random))
    return sources
  }

  func test_rearrangeGivesWhatGatheringTheSourcesGivesAcrossSeededRandomCases() {
    var random = SplitMix64(seed: 71)
    for round in 0..<500 {
      let count = Int.random(in: 0...40, using: &random)
      let original = (0..<count).map { $0 * 10 }
      let sources = randomSources(count: count, using: &random)
      var array = original
      array.rearrange(takingFrom: sources)
      XCTAssertEqual(array, sources.map { original[$0] }, "round \(round): \(sources)")
    }
  }

  func test_rearrangeKeepsTheSameObjectsAndFreesOnlyTheDroppedOnes() {
    var random = SplitMix64(seed: 72)
    for round in 0..<200 {
      let count = Int.random(in: 1...30, using: &random)
      var boxes = (0..<count).map { Box($0) }
      let sources = randomSources(count: count, using: &random)
      let expected = sources.map { ObjectIdentifier(boxes[$0]) }
      let dropped = Set(0..<count).subtracting(sources)
      weak let firstDropped = dropped.min().map { boxes[$0] }

      boxes.rearrange(takingFrom: sources)

      XCTAssertEqual(boxes.map { ObjectIdentifier($0) }, expected, "round \(round)")
      XCTAssertEqual(boxes.map(\.value), sources, "round \(round)")
      XCTAssertNil(firstDropped, "round \(round): a dropped element is still held")
    }
  }

  func test_rearrangingASharedArrayLeavesTheOtherCopyAsItWas() {
    let boxes = (0..<5).map { Box($0) }
    var copy = boxes
    copy.rearrange(takingFrom: [4, 0, 2])
    XCTAssertEqual(copy.map(\.value), [4, 0, 2])
    XCTAssertEqual(boxes.map(\.value), [0, 1, 2, 3, 4])
    XCTAssertTrue(copy[0] === boxes[4])
  }
}
