import Streams

/// Where a screen's navigation stands, as state: the screens pushed above
/// its root and the one presented over them, each named by a destination.
///
/// A screen reactor keeps one in its state and changes it in `reduce`,
/// like any other value; a view binds it to a navigation controller
/// (`navigationController.rx.navigation(screen:)` in HeadlessUI), which
/// pushes, pops, presents and dismisses until the screen shows the state.
/// The user's own back and dismiss come back as a ``NavigationEvent`` the
/// reducer applies with ``apply(_:)``, so state and screen never disagree.
///
/// ```swift
/// enum Destination: Hashable, Sendable {
///   case message(id: Int)
///   case settings
///   case compose
/// }
///
/// var navigation = Navigation<Destination>()
/// navigation.push(.message(id: 7))
/// navigation.present(.compose)
/// navigation.apply(.dismissed)      // the user swiped the sheet down
/// navigation.apply(.popped(depth: 0))  // and went back to the list
/// ```
///
/// Setting ``path`` at once (a deep link) builds the whole stack in one
/// transition. A value type: copies are independent, and it is `Sendable`,
/// `Hashable` and `Codable` when `Destination` is.
public struct Navigation<Destination: Hashable>: Hashable {
  // Inlinable members: a reducer's `push` and `pop` are then specialized
  // for its destination type, copying a path of integers or enums without a
  // call per element (navigation.pushPop.1000).

  /// The destinations of the screens above the root, bottom first: the
  /// last one is shown (under ``presented``, if any).
  public var path: [Destination]

  /// The destination of the screen presented over the stack, or `nil`.
  public var presented: Destination?

  /// Creates a navigation showing `path` above the root and `presented`
  /// over it; by default the root alone.
  ///
  /// - Parameters:
  ///   - path: the destinations above the root, bottom first.
  ///   - presented: the destination presented over the stack, or `nil`.
  @inlinable
  public init(path: [Destination] = [], presented: Destination? = nil) {
    self.path = path
    self.presented = presented
  }

  /// The destination on top of the stack, `nil` at the root.
  public var top: Destination? { path.last }

  /// Whether only the root is shown in the stack (whatever is presented).
  public var isAtRoot: Bool { path.isEmpty }

  /// Pushes `destination` on top of the stack.
  ///
  /// - Complexity: amortized O(1).
  @inlinable
  public mutating func push(_ destination: Destination) {
    path.append(destination)
  }

  /// Pops the top destination; does nothing at the root.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func pop() {
    pop(count: 1)
  }

  /// Pops `count` destinations at once (one transition when bound), or all
  /// of them when there are fewer.
  ///
  /// - Parameter count: how many to pop. A negative count pops nothing and
  ///   is reported as a ``ReactorWarning`` (through
  ///   ``Streams/Hooks/reactorWarning``).
  /// - Complexity: O(`count`).
  @inlinable
  public mutating func pop(count: Int) {
    guard count >= 0 else { return Self.reportNegativePop(count) }
    path.removeLast(min(count, path.count))
  }

  @usableFromInline
  static func reportNegativePop(_ count: Int) {
    Hooks.report(
      ReactorWarning(
        .other,
        "Navigation<\(Destination.self)>.pop(count: \(count)): a negative count pops nothing"))
  }

  /// Pops every destination: only the root remains in the stack.
  ///
  /// - Complexity: O(*n*), where *n* is the length of ``path``.
  @inlinable
  public mutating func popToRoot() {
    path.removeAll()
  }

  /// Presents `destination` over the stack, in place of the one presented,
  /// if any.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func present(_ destination: Destination) {
    presented = destination
  }

  /// Dismisses the presented destination; does nothing when none is.
  ///
  /// - Complexity: O(1).
  @inlinable
  public mutating func dismiss() {
    presented = nil
  }

  /// Applies what the user did on screen: a back to `depth` pops down to
  /// `depth` destinations (nothing when the path is already that short, as
  /// after a later state popped further); a dismissal dismisses.
  ///
  /// - Parameter event: the user's back or dismiss, from
  ///   `navigationController.rx.navigationEvent`.
  /// - Complexity: O(number of destinations popped).
  @inlinable
  public mutating func apply(_ event: NavigationEvent) {
    switch event {
    case .popped(let depth):
      pop(count: max(0, path.count - max(0, depth)))
    case .dismissed:
      dismiss()
    }
  }
}

extension Navigation: Sendable where Destination: Sendable {}

// Synthesized, so in the type's own file.
extension Navigation: Codable where Destination: Codable {}

/// What the user did to a navigation on screen, as an action for the
/// reducer that owns the ``Navigation`` state
/// (`state.navigation.apply(event)`).
///
/// HeadlessUI's `navigationController.rx.navigationEvent` sends one only
/// for the user's own back or dismiss (a tap on `< Back`, a sheet swiped
/// down), never for the changes the state binding makes itself.
public enum NavigationEvent: Hashable, Sendable, Codable {
  /// The user went back; `depth` screens remain above the root.
  case popped(depth: Int)
  /// The user dismissed the presented screen.
  case dismissed
}
