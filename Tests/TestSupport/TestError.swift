/// An error to send through sequences, `mutate` streams and transforms in
/// tests.
public enum TestError: Error, Equatable, CustomStringConvertible {
  case boom
  case other(Int)

  /// The case as written, without the type's module: `boom`, `other(2)`.
  public var description: String {
    switch self {
    case .boom: return "boom"
    case .other(let code): return "other(\(code))"
    }
  }
}
