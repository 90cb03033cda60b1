import Sections

/// A child reactor as an item of animatable sections: its identity is its
/// model's, and two items are equal when they hold the same reactor object.
///
/// An animated data source therefore sees a kept child as unchanged (its
/// cell is not reloaded or rebound: the reactor itself shows the new
/// model), a new child as an insertion and a removed one as a deletion.
public struct ChildItem<Identity: Hashable, Child: AnyObject>: IdentifiableType, Equatable {
  /// The model's identity.
  public let identity: Identity
  /// The child reactor.
  public let reactor: Child

  // Inlinable, as the two below: specialized in the caller, an item is built
  // and compared without generic calls (children.wholeUpdate.10k).
  /// Wraps `reactor` under `identity`.
  @inlinable
  public init(identity: Identity, reactor: Child) {
    self.identity = identity
    self.reactor = reactor
  }

  /// The same reactor object (and identity).
  @inlinable
  public static func == (lhs: ChildItem, rhs: ChildItem) -> Bool {
    lhs.reactor === rhs.reactor && lhs.identity == rhs.identity
  }
}
