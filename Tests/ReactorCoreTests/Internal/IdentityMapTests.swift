import TestSupport
import XCTest

@testable import ReactorCore

/// The storage table's open-addressing map, against a dictionary model:
/// seeded random insertions and removals (including removals that shift
/// later entries of a probe run back into the gap) never lose or confuse an
/// entry, and shrinking keeps every entry.
final class IdentityMapTests: XCTestCase {
  private final class Owner {}

  /// A storage for `owner` (the map reads only its key).
  private func storage(for owner: Owner) -> Unmanaged<ReactorStorageBase> {
    Unmanaged.passRetained(ReactorStorageBase(owner: owner))
  }

  func test_randomInsertionsAndRemovalsMatchADictionary() {
    var generator = SplitMix64(seed: 0x5EED)
    var map = IdentityMap()
    var owners: [Owner] = []
    var model: [UInt: Unmanaged<ReactorStorageBase>] = [:]
    for step in 0..<20_000 {
      if owners.isEmpty || generator.next() % 3 != 0 {
        let owner = Owner()
        let value = storage(for: owner)
        map.insert(value)
        model[IdentityMap.bits(ObjectIdentifier(owner))] = value
        owners.append(owner)
      } else {
        let position = Int(generator.next() % UInt64(owners.count))
        let key = IdentityMap.bits(ObjectIdentifier(owners[position]))
        guard let slot = map.index(of: key) else {
          XCTFail("step \(step): key missing before removal")
          return
        }
        let removed = map.remove(at: slot)
        XCTAssertTrue(removed.toOpaque() == model[key]!.toOpaque(), "step \(step)")
        model[key] = nil
        removed.release()
        owners.swapAt(position, owners.count - 1)
        owners.removeLast()
      }
      if step % 997 == 0 { map.shrinkIfMostlyEmpty() }
      XCTAssertEqual(map.count, model.count)
    }
    for (key, value) in model {
      XCTAssertTrue(map.value(for: key)?.toOpaque() == value.toOpaque())
    }
    for owner in owners.prefix(100) {
      XCTAssertNotNil(map.value(for: IdentityMap.bits(ObjectIdentifier(owner))))
    }
    XCTAssertNil(map.value(for: IdentityMap.bits(ObjectIdentifier(Owner()))))
    for value in model.values { value.release() }
  }

  func test_mapShrinksOnceMostlyEmptyAndKeepsItsEntries() {
    var map = IdentityMap()
    let owners = (0..<4_096).map { _ in Owner() }
    for owner in owners { map.insert(storage(for: owner)) }
    let grown = map.slots.count
    for owner in owners.dropFirst(100) {
      let slot = map.index(of: IdentityMap.bits(ObjectIdentifier(owner)))!
      map.remove(at: slot).release()
    }
    map.shrinkIfMostlyEmpty()
    XCTAssertLessThan(map.slots.count, grown / 8)
    for owner in owners.prefix(100) {
      let key = IdentityMap.bits(ObjectIdentifier(owner))
      XCTAssertNotNil(map.value(for: key))
      // The map's retain is released once, after removing the entry (a
      // value read with `value(for:)` is not retained: releasing it freed a
      // storage the map still held, which the address sanitizer caught).
      guard let slot = map.index(of: key) else { continue }
      map.remove(at: slot).release()
    }
    XCTAssertEqual(map.count, 0)
  }
}
