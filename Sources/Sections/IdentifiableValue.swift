/// A hashable value used as its own identity (RxDataSources'
/// `IdentifiableValue`).
public struct IdentifiableValue<Value: Hashable>: IdentifiableType, Equatable, Hashable,
  CustomStringConvertible, CustomDebugStringConvertible
{
  /// The value.
  public let value: Value

  /// Wraps `value`.
  public init(value: Value) {
    self.value = value
  }

  /// The value itself.
  public var identity: Value { value }

  /// The value's description.
  public var description: String { "\(value)" }

  /// `IdentifiableValue(value)`.
  public var debugDescription: String { "IdentifiableValue(\(value))" }
}

extension IdentifiableValue: Sendable where Value: Sendable {}

extension String: IdentifiableType {
  /// The string itself.
  public var identity: String { self }
}

extension Int: IdentifiableType {
  /// The number itself.
  public var identity: Int { self }
}

extension Int8: IdentifiableType {
  /// The number itself.
  public var identity: Int8 { self }
}

extension Int16: IdentifiableType {
  /// The number itself.
  public var identity: Int16 { self }
}

extension Int32: IdentifiableType {
  /// The number itself.
  public var identity: Int32 { self }
}

extension Int64: IdentifiableType {
  /// The number itself.
  public var identity: Int64 { self }
}

extension UInt: IdentifiableType {
  /// The number itself.
  public var identity: UInt { self }
}

extension UInt8: IdentifiableType {
  /// The number itself.
  public var identity: UInt8 { self }
}

extension UInt16: IdentifiableType {
  /// The number itself.
  public var identity: UInt16 { self }
}

extension UInt32: IdentifiableType {
  /// The number itself.
  public var identity: UInt32 { self }
}

extension UInt64: IdentifiableType {
  /// The number itself.
  public var identity: UInt64 { self }
}

extension Float: IdentifiableType {
  /// The number itself.
  public var identity: Float { self }
}

extension Double: IdentifiableType {
  /// The number itself.
  public var identity: Double { self }
}
