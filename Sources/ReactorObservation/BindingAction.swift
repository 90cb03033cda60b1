/// A write of one field of a state, sent as an action: what a reactor that
/// accepts generic field writes receives from bindings
/// (``ObservedReactor/binding(_:)``).
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case save
/// }
/// // mutate: case .binding(let write): return .just(.binding(write))
/// // reduce: case .binding(let write): write.apply(to: &state)
/// ```
public struct BindingAction<Root>: CustomStringConvertible {
  /// The field written.
  public let keyPath: PartialKeyPath<Root>
  private let write: (inout Root) -> Void
  private let valueDescription: String

  /// A write of `value` into the field at `keyPath`.
  public static func set<Value>(_ keyPath: WritableKeyPath<Root, Value>, _ value: Value) -> Self {
    BindingAction(
      keyPath: keyPath, write: { $0[keyPath: keyPath] = value },
      valueDescription: String(describing: value))
  }

  private init(
    keyPath: PartialKeyPath<Root>, write: @escaping (inout Root) -> Void,
    valueDescription: String
  ) {
    self.keyPath = keyPath
    self.write = write
    self.valueDescription = valueDescription
  }

  /// Writes the value into `root`.
  public func apply(to root: inout Root) {
    write(&root)
  }

  /// Matches a write of the field at `keyPath`:
  /// `case .binding(\.name): …`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }

  /// `set(<key path>, <value>)`.
  public var description: String { "set(\(keyPath), \(valueDescription))" }
}

/// An action type with a case for field writes coming from bindings.
public protocol BindableAction {
  /// The state whose fields bindings write.
  associatedtype State

  /// The action carrying `action`, a write of one field.
  static func binding(_ action: BindingAction<State>) -> Self
}
