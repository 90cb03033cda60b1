/// A section made of a model (header data) and items (RxDataSources'
/// `SectionModel`): `SectionModel<ConfigViewSection, ConfigItem>`.
public struct SectionModel<Section, ItemType>: SectionModelType {
  /// The section's model, e.g. an enum naming the section.
  public var model: Section
  /// The section's items.
  public var items: [ItemType]

  /// The item type.
  public typealias Item = ItemType

  /// A section of `model` holding `items`.
  public init(model: Section, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// A section with `original`'s model holding `items`.
  public init(original: SectionModel<Section, ItemType>, items: [Item]) {
    self.init(model: original.model, items: items)
  }
}

extension SectionModel: IdentifiableType where Section: IdentifiableType {
  /// The model's identity.
  public var identity: Section.Identity { model.identity }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}

extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension SectionModel: CustomStringConvertible {
  /// `model > [items]`, as RxDataSources prints it.
  public var description: String {
    "\(model) > \(items)"
  }
}

/// An animatable section: an identifiable model and identifiable, equatable
/// items (RxDataSources' `AnimatableSectionModel`).
public struct AnimatableSectionModel<
  Section: IdentifiableType, ItemType: IdentifiableType & Equatable
>:
  AnimatableSectionModelType
{
  /// The section's model; its identity is the section's identity.
  public var model: Section
  /// The section's items.
  public var items: [ItemType]

  /// The item type.
  public typealias Item = ItemType

  /// A section of `model` holding `items`.
  public init(model: Section, items: [ItemType]) {
    self.model = model
    self.items = items
  }

  /// A section with `original`'s model holding `items`.
  public init(original: AnimatableSectionModel, items: [ItemType]) {
    self.init(model: original.model, items: items)
  }

  /// The model's identity.
  public var identity: Section.Identity { model.identity }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}

extension AnimatableSectionModel: CustomStringConvertible {
  /// `AnimatableSectionModel(model: …, items: […])`.
  public var description: String {
    "AnimatableSectionModel(model: \(model), items: \(items))"
  }
}
