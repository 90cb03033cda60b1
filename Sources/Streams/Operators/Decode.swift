import Foundation

extension ObservableType where Element == Data {
  /// Decodes each `Data` element as an `Item` with `decoder` (a
  /// `JSONDecoder`, a `PropertyListDecoder` or any ``DataDecoder``); a
  /// decoding error ends the sequence with that error.
  public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder)
    -> Observable<Item>
  {
    map { try decoder.decode(type, from: $0) }
  }
}

/// A decoder that turns `Data` into a `Decodable` value, for
/// ``ObservableType/decode(type:decoder:)``.
public protocol DataDecoder {
  /// Decodes `data` as a `type`.
  ///
  /// - Throws: the decoder's error when `data` is not a valid `type`.
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
