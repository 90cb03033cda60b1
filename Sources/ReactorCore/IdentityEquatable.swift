/// A class whose instances are equal only to themselves: `==` is `===`.
///
/// ReactorKit's name. Conform cell reactors to it so that a state holding
/// them (`var items: [CellReactor]`, an enum section of
/// `.main(MainCellReactor)` items) can be `Equatable` without a hand-written
/// `==`: two states are equal when they hold the same reactor objects.
///
/// ```swift
/// final class MainCellReactor: Reactor, IdentityEquatable { ... }
/// ```
public protocol IdentityEquatable: AnyObject, Equatable {}

extension IdentityEquatable {
  /// Whether `lhs` and `rhs` are the same object.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs === rhs
  }
}

/// A class whose instances are equal only to themselves and hash by
/// identity, so that they can be `Set` elements and dictionary keys.
///
/// ReactorKit's name; see ``IdentityEquatable``.
public protocol IdentityHashable: IdentityEquatable, Hashable {}

extension IdentityHashable {
  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
