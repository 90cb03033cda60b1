import Foundation
import ReactorTesting
import Streams
import TestSupport
import XCTest

/// A value decoded from JSON.
private struct User: Codable, Equatable {
  let id: Int
  let name: String
}

/// A decoder of its own: `Data` holding a decimal number, as an `Int`.
private struct DecimalDecoder: DataDecoder {
  struct NotANumber: Error {}

  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
    guard let number = Int(String(decoding: data, as: UTF8.self)), let item = number as? Item
    else { throw NotANumber() }
    return item
  }
}

/// `decode(type:decoder:)` of an observable of `Data`.
final class DecodeTests: XCTestCase {
  private func json(_ text: String) -> Data { Data(text.utf8) }

  func test_decode_decodesEachElementWithAJSONDecoder() {
    let res = runOverHot([
      .next(210, json(#"{"id": 1, "name": "Ann"}"#)),
      .next(220, json(#"{"id": 2, "name": "Bob"}"#)), .completed(230),
    ]) { xs, _ in xs.decode(type: User.self, decoder: JSONDecoder()) }
    XCTAssertEqual(
      res.events,
      [
        .next(210, User(id: 1, name: "Ann")), .next(220, User(id: 2, name: "Bob")),
        .completed(230),
      ])
  }

  func test_decode_invalidDataEndsWithTheDecodingErrorAndDisposesTheSource() {
    let res = runOverHot([
      .next(210, json(#"{"id": 1, "name": "Ann"}"#)), .next(220, json(#"{"id": "one"}"#)),
      .next(230, json(#"{"id": 3, "name": "Cy"}"#)), .completed(240),
    ]) { xs, _ in xs.decode(type: User.self, decoder: JSONDecoder()) }
    XCTAssertEqual(res.events.count, 2)
    XCTAssertEqual(res.events.first, .next(210, User(id: 1, name: "Ann")))
    let last = res.events.last
    XCTAssertEqual(last?.time, 220)
    guard case .error(let error) = last?.value else {
      return XCTFail("expected an error, got \(String(describing: last))")
    }
    XCTAssertTrue(error is DecodingError, "\(error)")
    XCTAssertEqual(res.subscriptions, [Subscription(200, 220)])
  }

  func test_decode_dataThatIsNotJSONIsADecodingError() {
    var events: [Event<User>] = []
    _ = Observable.just(json("not json")).decode(type: User.self, decoder: JSONDecoder())
      .subscribe { events.append($0) }
    XCTAssertEqual(events.count, 1)
    guard case .error(let error) = events.first else {
      return XCTFail("expected an error, got \(events)")
    }
    XCTAssertTrue(error is DecodingError, "\(error)")
  }

  func test_decode_usesTheDecodersConfiguration() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    struct Profile: Decodable, Equatable { let displayName: String }
    var events: [Event<Profile>] = []
    _ = Observable.just(json(#"{"display_name": "Ann"}"#))
      .decode(type: Profile.self, decoder: decoder)
      .subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(Profile(displayName: "Ann")), .completed])
  }

  func test_decode_acceptsAPropertyListDecoder() throws {
    let data = try PropertyListEncoder().encode(User(id: 4, name: "Dee"))
    var events: [Event<User>] = []
    _ = Observable.just(data).decode(type: User.self, decoder: PropertyListDecoder())
      .subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(User(id: 4, name: "Dee")), .completed])
  }

  func test_decode_acceptsAnyDataDecoder() {
    let res = runOverHot([.next(210, json("12")), .next(220, json("x")), .completed(230)]) {
      xs, _ in xs.decode(type: Int.self, decoder: DecimalDecoder())
    }
    XCTAssertEqual(res.events, [.next(210, 12), .error(220, DecimalDecoder.NotANumber())])
  }
}
