/// The position of an item: its section's index and its index in the
/// section (RxDataSources' `ItemPath`, UIKit's `IndexPath`).
public struct ItemPath: Hashable, Comparable, Sendable, CustomDebugStringConvertible {
  /// The index of the section.
  public let sectionIndex: Int
  /// The index of the item within its section.
  public let itemIndex: Int

  /// The item at `itemIndex` of section `sectionIndex`.
  public init(sectionIndex: Int, itemIndex: Int) {
    self.sectionIndex = sectionIndex
    self.itemIndex = itemIndex
  }

  /// Section-major order.
  public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
    (lhs.sectionIndex, lhs.itemIndex) < (rhs.sectionIndex, rhs.itemIndex)
  }

  /// `(section, item)`.
  public var debugDescription: String { "(\(sectionIndex), \(itemIndex))" }
}
