import Foundation

// UIKit adds these to IndexPath; Foundation alone (Linux, or Darwin without
// UIKit) does not have them.
extension IndexPath {
  /// An index path for `row` in `section` of a table view.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for `item` in `section` of a collection view.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section of a table or collection index path (its first index).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The row of a table index path (its second index).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The item of a collection index path (its second index).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

extension IndexPath {
  /// Whether an item at `source` can be dropped here, in a list of
  /// `sectionCount` sections holding `itemCount(section)` items each: an
  /// existing section, and a row within it once the item has left its own
  /// (up to the count of another section, one less in its own).
  func isMoveDestination(
    from source: IndexPath, sectionCount: Int, itemCount: (Int) -> Int
  ) -> Bool {
    guard count == 2, (0..<sectionCount).contains(section) else { return false }
    let items = itemCount(section)
    let slots = section == source.section ? items - 1 : items
    return (0...Swift.max(slots, 0)).contains(self[1])
  }
}
