import Foundation

extension Diff {
  /// Which side of a diff an input problem was found on.
  public enum Side: String, Sendable {
    /// The sections before the change.
    case initial
    /// The sections after the change.
    case final
  }

  /// Why sections cannot be diffed.
  public enum Error: Swift.Error, CustomDebugStringConvertible, CustomStringConvertible {
    /// Two items share an identity: the identity (described) and both
    /// positions.
    case duplicateItem(identity: String, first: ItemPath, second: ItemPath, side: Side)
    /// Two sections share an identity: the identity (described) and both
    /// indices.
    case duplicateSection(identity: String, first: Int, second: Int, side: Side)
    /// `init(original:items:)` of the section type did not keep the
    /// section's identity or the items it was given.
    case invalidInitializationOfSectionModel(
      section: String, expectedItemCount: Int, actualItemCount: Int, keptIdentity: Bool)

    /// A sentence that names the problem and where it is.
    public var debugDescription: String {
      switch self {
      case .duplicateItem(let identity, let first, let second, let side):
        return "Duplicate item identity \(identity) in the \(side.rawValue) sections, at "
          + "section \(first.sectionIndex) item \(first.itemIndex) and at section "
          + "\(second.sectionIndex) item \(second.itemIndex)."
      case .duplicateSection(let identity, let first, let second, let side):
        return "Duplicate section identity \(identity) in the \(side.rawValue) sections, at "
          + "indices \(first) and \(second)."
      case .invalidInitializationOfSectionModel(
        let section, let expected, let actual, let keptIdentity):
        return "init(original:items:) of \(section) must keep the section's identity and "
          + "the given items: it was given \(expected) items and kept \(actual)"
          + (keptIdentity ? "." : ", and the identity changed.")
      }
    }

    /// Same as `debugDescription`.
    public var description: String { debugDescription }
  }
}

extension Diff.Error: LocalizedError {
  /// The same sentence, so that `localizedDescription` names the section,
  /// item and identity at fault.
  public var errorDescription: String? { description }
}
