/// JSON encoding and decoding of a type known only at run time to be
/// `Codable` (a reactor's action type, a shared value's type).
package enum JSONCoding<Value> {
  /// Encodes a value, or `nil` when `Value` is not `Codable`.
  package static var encoder: ((Value) throws -> JSONValue)? {
    guard Value.self is any (Encodable & Decodable).Type else { return nil }
    // `Value` is Encodable (checked above): the cast always succeeds.
    return { value in
      guard let encodable = value as? any Encodable else { return .null }
      return try JSONValue(encoding: encodable)
    }
  }

  /// Decodes a value, or `nil` when `Value` is not `Codable`.
  package static var decoder: ((JSONValue) throws -> Value)? {
    guard let type = Value.self as? any (Encodable & Decodable).Type else { return nil }
    func decode<T: Decodable>(_ json: JSONValue, as type: T.Type) throws -> Any {
      try json.decode(type)
    }
    // Decoded as `Value` itself: the cast always succeeds.
    return { json in try decode(json, as: type) as! Value }
  }
}
