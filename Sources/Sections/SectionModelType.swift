/// A section of a list: its items, and a way to make a copy of it with other
/// items (RxDataSources' `SectionModelType`).
///
/// Enum sections with associated items conform by writing both members:
///
/// ```swift
/// enum SettingsSection: SectionModelType {
///   case account([SettingsItem])
///   case about([SettingsItem])
///
///   var items: [SettingsItem] {
///     switch self {
///     case .account(let items), .about(let items): return items
///     }
///   }
///
///   init(original: SettingsSection, items: [SettingsItem]) {
///     switch original {
///     case .account: self = .account(items)
///     case .about: self = .about(items)
///     }
///   }
/// }
/// ```
public protocol SectionModelType {
  /// The type of the section's items.
  associatedtype Item

  /// The section's items, in display order.
  var items: [Item] { get }

  /// A section like `original` (same model, same identity) holding `items`.
  init(original: Self, items: [Item])
}

/// A section whose identity and items' identities let the differ compute
/// animated updates (RxDataSources' `AnimatableSectionModelType`).
public protocol AnimatableSectionModelType: SectionModelType, IdentifiableType
where Item: IdentifiableType, Item: Equatable {}
