import HeadlessReactor

/// A restaurant as the JSON file describes it: a name and a cuisine.
public struct Restaurant: Decodable, IdentifiableType, Equatable, Sendable {
  /// The name: unique in a section, so it is the identity.
  public var identity: String { name }

  /// The restaurant's name.
  public let name: String
  /// What it serves.
  public let cuisine: Cuisine

  /// Creates a restaurant.
  public init(name: String, cuisine: Cuisine) {
    self.name = name
    self.cuisine = cuisine
  }

  /// How a row shows it: `Curry Generation - Indian`.
  public var displayText: String { name + " - " + cuisine.rawValue.capitalized }
}

/// The cuisines the JSON file may name (lowercase, as in the file).
public enum Cuisine: String, Decodable, Sendable {
  /// European.
  case european
  /// Indian.
  case indian
  /// Mexican.
  case mexican
  /// French.
  case french
  /// English.
  case english
}

/// A section of restaurants under a header; the header is its identity.
public struct RestaurantSection: Equatable, Sendable {
  /// The header ("New branch", "B section").
  public var header: String
  /// The restaurants, in order.
  public var items: [Restaurant]

  /// Creates a section.
  public init(header: String, items: [Restaurant]) {
    self.header = header
    self.items = items
  }
}

extension RestaurantSection: AnimatableSectionModelType {
  /// A row is a restaurant.
  public typealias Item = Restaurant

  /// The header.
  public var identity: String { header }

  /// The same section with other restaurants.
  public init(original: RestaurantSection, items: [Restaurant]) {
    self = original
    self.items = items
  }
}
