/// An object whose lifetime a test watches through a weak reference.
public final class Tracked {
  /// A label, for telling several tracked objects apart.
  public let name: String

  /// An object labelled `name`.
  public init(_ name: String = "tracked") { self.name = name }
}
