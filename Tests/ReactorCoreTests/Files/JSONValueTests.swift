import Foundation
import XCTest

@testable import ReactorCore

final class JSONValueTests: XCTestCase {
  private func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
    let json = try JSONValue(encoding: value)
    let reread = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(json))
    XCTAssertEqual(reread, json, "the file holds what the tree holds")
    return try reread.decode(T.self)
  }

  func test_wholeNumbersAboveIntMax_surviveTheRoundTripExactly() throws {
    XCTAssertEqual(try roundTrip(UInt64.max), .max)
    XCTAssertEqual(try roundTrip(UInt64(Int.max) + 2), UInt64(Int.max) + 2)
    XCTAssertEqual(try JSONValue(encoding: UInt64.max), .unsignedInteger(.max))
  }

  func test_intsStayIntegers() throws {
    XCTAssertEqual(try roundTrip(Int.max), .max)
    XCTAssertEqual(try roundTrip(Int.min), .min)
    XCTAssertEqual(try JSONValue(encoding: 5), .integer(5))
  }

  func test_aNegativeZeroKeepsItsSign() throws {
    let value = try roundTrip(-0.0)
    XCTAssertEqual(value, 0)
    XCTAssertEqual(value.sign, .minus)
    XCTAssertEqual(try roundTrip(0.0).sign, .plus)
  }

  func test_fractionsStayDoubles() throws {
    XCTAssertEqual(try roundTrip(0.1), 0.1)
    XCTAssertEqual(try roundTrip(-2.5e300), -2.5e300)
  }

  func test_stringsArraysAndObjectsSurviveTheRoundTrip() throws {
    XCTAssertEqual(try roundTrip("text"), "text")
    XCTAssertEqual(try roundTrip([1, 2]), [1, 2])
    XCTAssertEqual(try roundTrip(["a": [true], "b": []]), ["a": [true], "b": []])
  }
}
