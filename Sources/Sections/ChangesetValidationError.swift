import Foundation

/// Why one stage of an update is not a valid UIKit batch update, with the
/// rule, the section and the numbers involved.
public enum ChangesetValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A section index of `kind` (e.g. "deleted section") is outside
  /// `0..<count`.
  case sectionIndexOutOfRange(kind: String, index: Int, count: Int)
  /// An item path of `kind` points past the `count` items of its section,
  /// or to a section that does not exist (`count` is then the number of
  /// sections).
  case itemIndexOutOfRange(kind: String, path: ItemPath, count: Int)
  /// The same section index appears twice (or in two kinds that exclude
  /// each other, e.g. deleted and moved).
  case duplicateSectionIndex(kind: String, index: Int)
  /// The same item path appears twice (or in two kinds that exclude each
  /// other).
  case duplicateItemPath(kind: String, path: ItemPath)
  /// Items are inserted into, moved into or deleted from a section that is
  /// itself inserted or deleted in the same stage.
  case itemInChangedSection(kind: String, path: ItemPath)
  /// The number of sections after the stage does not add up.
  case invalidSectionCount(before: Int, deleted: Int, inserted: Int, after: Int)
  /// The number of items of a section after the stage does not add up.
  case invalidItemCount(
    section: Int, before: Int, deleted: Int, inserted: Int, movedOut: Int, movedIn: Int,
    after: Int)

  /// UIKit-style sentence naming the rule, the section and the numbers.
  public var description: String {
    switch self {
    case .sectionIndexOutOfRange(let kind, let index, let count):
      return "Invalid update: \(kind) \(index) is out of range (there are \(count) sections)."
    case .itemIndexOutOfRange(let kind, let path, let count):
      return "Invalid update: \(kind) at section \(path.sectionIndex), item "
        + "\(path.itemIndex) is out of range (\(count) available)."
    case .duplicateSectionIndex(let kind, let index):
      return "Invalid update: section \(index) appears more than once (\(kind))."
    case .duplicateItemPath(let kind, let path):
      return "Invalid update: item \(path.itemIndex) of section \(path.sectionIndex) "
        + "appears more than once (\(kind))."
    case .itemInChangedSection(let kind, let path):
      return "Invalid update: \(kind) at section \(path.sectionIndex), item \(path.itemIndex) "
        + "is in a section that is itself inserted or deleted."
    case .invalidSectionCount(let before, let deleted, let inserted, let after):
      return "Invalid update: invalid number of sections. The number of sections after the "
        + "update (\(after)) must be equal to the number of sections before the update "
        + "(\(before)), plus or minus the number of sections inserted or deleted "
        + "(\(inserted) inserted, \(deleted) deleted)."
    case .invalidItemCount(
      let section, let before, let deleted, let inserted, let movedOut, let movedIn, let after):
      return "Invalid update: invalid number of items in section \(section). The number of "
        + "items in an existing section after the update (\(after)) must be equal to the "
        + "number of items in that section before the update (\(before)), plus or minus "
        + "the number of items inserted or deleted from that section (\(inserted) inserted, "
        + "\(deleted) deleted) and plus or minus the number of items moved into or out of "
        + "that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
  }
}

extension ChangesetValidationError: LocalizedError {
  /// The same sentence, so that `localizedDescription` names the section,
  /// counts and indices at fault.
  public var errorDescription: String? { description }
}
