import Foundation

/// A JSON value held as a tree: how a recording keeps each action's
/// `Codable` encoding, nested in the file rather than as escaped text, so
/// that a recording reads (and can be edited) as plain JSON.
///
/// Numbers that are whole and fit `Int` (or, above it, `UInt64`) stay
/// integers, so that an `Int` payload such as `Int.max`, or a `UInt64` one
/// such as `UInt64.max`, survives the round trip exactly; a negative zero
/// stays a `Double`, keeping its sign.
package enum JSONValue: Codable, Equatable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  /// A whole number above `Int.max`.
  case unsignedInteger(UInt64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The JSON encoding of `value` (with `JSONEncoder`), as a tree.
  ///
  /// - Throws: what encoding throws (an `EncodingError`, or an error of
  ///   the value's own `encode(to:)`).
  package init(encoding value: some Encodable) throws {
    let data = try JSONEncoder().encode(value)
    self = try JSONDecoder().decode(JSONValue.self, from: data)
  }

  /// Decodes a `T` from this JSON (with `JSONDecoder`).
  package func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: JSONEncoder().encode(self))
  }

  package init(from decoder: any Decoder) throws {
    self = try Self.decoded(from: decoder.singleValueContainer())
  }

  private static func decoded(from container: any SingleValueDecodingContainer) throws -> JSONValue
  {
    if container.decodeNil() { return .null }
    if let bool = try? container.decode(Bool.self) { return .bool(bool) }
    if let number = try? container.decode(Double.self) {
      if number == 0, number.sign == .minus { return .double(number) }
      if let integer = try? container.decode(Int.self) { return .integer(integer) }
      if let unsigned = try? container.decode(UInt64.self) { return .unsignedInteger(unsigned) }
      return .double(number)
    }
    if let string = try? container.decode(String.self) { return .string(string) }
    if let array = try? container.decode([JSONValue].self) { return .array(array) }
    return .object(try container.decode([String: JSONValue].self))
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let bool): try container.encode(bool)
    case .integer(let integer): try container.encode(integer)
    case .unsignedInteger(let unsigned): try container.encode(unsigned)
    case .double(let double): try container.encode(double)
    case .string(let string): try container.encode(string)
    case .array(let array): try container.encode(array)
    case .object(let object): try container.encode(object)
    }
  }

  /// The value as compact JSON text with sorted keys (for messages and
  /// generated source).
  package var compactText: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "null" }
    return String(decoding: data, as: UTF8.self)
  }
}
