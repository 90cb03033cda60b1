import HeadlessReactor

/// One section of the list: which day range it is and its items (the
/// seed's `SampleSectionItem`, a user-made `SectionModelType`).
public struct SampleSectionItem: Equatable, Sendable {
  /// Which section this is; its raw value is the section's index.
  public enum SectionType: Int, Sendable, CaseIterable, Codable {
    /// Things for today.
    case today
    /// Things for this week.
    case week
    /// A section index that is neither.
    case none

    /// The section's header title.
    public var title: String {
      switch self {
      case .today: return "Today"
      case .week: return "This week"
      case .none: return "Other"
      }
    }
  }

  /// Which section this is.
  public var sectionType: SectionType
  /// The rows' texts.
  public var items: [String]

  /// Creates a section of `sectionType` showing `items`.
  public init(sectionType: SectionType, items: [String]) {
    self.sectionType = sectionType
    self.items = items
  }

  /// The section type of the section at `index` (`.none` past the known
  /// ones), as the seed's `getSctionType(_:)`.
  public static func sectionType(at index: Int) -> SectionType {
    SectionType(rawValue: index) ?? .none
  }

  /// The footer title: how many items the section has.
  public var footer: String {
    items.count == 1 ? "1 item" : "\(items.count) items"
  }
}

extension SampleSectionItem: SectionModelType {
  /// Each row is a string.
  public typealias Item = String

  /// The same section with other rows.
  public init(original: SampleSectionItem, items: [Item]) {
    self = original
    self.items = items
  }
}
