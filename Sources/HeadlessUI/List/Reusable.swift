/// A cell or view with a reuse identifier of its own: the Reusable
/// library's protocol. The identifier defaults to the type's name.
///
/// ```swift
/// final class MainCell: TableViewCell, View, Reusable { … }
/// tableView.register(cellType: MainCell.self)
/// let cell = tableView.dequeueReusableCell(for: indexPath) as MainCell
/// ```
@preconcurrency @MainActor
public protocol Reusable: AnyObject {
  /// The identifier the type is registered and dequeued under.
  static var reuseIdentifier: String { get }
}

extension Reusable {
  /// The type's name.
  public static var reuseIdentifier: String { String(describing: self) }
}

extension ListEngine {
  /// A cell of type `Typed` dequeued under its ``Reusable/reuseIdentifier``
  /// (the views' `dequeueReusableCell(for:cellType:)`), after `register`
  /// when nothing is registered under it; a registered class of another
  /// type is reported and a new `Typed` (never reused, made by `make`)
  /// returned instead.
  func dequeueTyped<Typed: HeadlessView & Reusable>(
    register: () -> Void, make: () -> Typed
  ) -> Typed {
    if registrations[Typed.reuseIdentifier] == nil { register() }
    guard let cell = dequeue(Typed.reuseIdentifier) else {
      // `register` registered the identifier, so this is not expected.
      reportViewWarning(
        .unregisteredReuseIdentifier,
        "\(Typed.reuseIdentifier) is not registered; a new \(Typed.self) that will not be reused "
          + "is returned")
      return make()
    }
    if let typed = cell as? Typed { return typed }
    reportViewWarning(
      .typeMismatch,
      "\(Typed.reuseIdentifier) is registered for \(Swift.type(of: cell)), not \(Typed.self); "
        + "a new \(Typed.self) that will not be reused is returned")
    return make()
  }
}
