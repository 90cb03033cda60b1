/// A value with a stable identity that survives changes to its content, so
/// that a differ can tell "the same row, updated" from "another row".
public protocol IdentifiableType {
  /// The type of the identity.
  associatedtype Identity: Hashable

  /// The identity: equal for two versions of the same thing.
  var identity: Identity { get }
}
