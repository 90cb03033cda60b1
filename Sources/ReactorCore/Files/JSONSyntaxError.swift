import Foundation

/// Where JSON text stops being valid JSON, and why, in words a person can
/// act on: `at line 3, column 15 (byte 55): unexpected character`.
///
/// `JSONDecoder` on Linux only says "not valid JSON"; `JSONSerialization`
/// names the byte offset, which this turns into a line and a column. Both
/// refuse JSON nested deeper than ``maximumNesting`` levels, which this
/// names as such rather than as invalid. A recording's reader and the
/// restaurants sample's both use it.
package struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong at the position.
  package enum Problem: Equatable, Sendable {
    case unexpectedCharacter
    case unexpectedEndOfFile
    /// Arrays and objects nest deeper than ``maximumNesting`` levels.
    case nestedTooDeep
    /// Another message of the parser.
    case other(String)
  }

  /// The deepest nesting of arrays and objects Foundation's JSON parsers
  /// accept.
  package static let maximumNesting = 512

  /// What is wrong.
  package var problem: Problem
  /// The 1-based line.
  package var line: Int
  /// The 1-based column, in characters (`é` is one column).
  package var column: Int
  /// The offset in bytes from the start.
  package var byte: Int

  /// The first error in `data`, or `nil` when it is valid JSON (a
  /// fragment such as `3` included).
  ///
  /// - Complexity: O(*n*) in the size of `data`.
  package init?(in data: Data) {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return nil
    } catch {
      let info = (error as NSError).userInfo
      let message = info[NSDebugDescriptionErrorKey] as? String ?? ""
      let offset: Int
      // The byte offset: a key of its own where Foundation gives one, else
      // in the message (`… around character 12.`).
      let index =
        info["NSJSONSerializationErrorIndex"] as? Int
        ?? message.range(of: "character ").flatMap {
          Int(message[$0.upperBound...].prefix { $0.isNumber })
        }
      if message.contains("end of file") {
        offset = data.count
        problem = .unexpectedEndOfFile
      } else if let number = index {
        offset = min(max(number, 0), data.count)
        if message.hasPrefix("Invalid value") {
          problem = .unexpectedCharacter
        } else if message.hasPrefix("Too many nested") {
          problem = .nestedTooDeep
        } else {
          problem = .other(message)
        }
      } else {
        offset = 0
        problem = .other(message.isEmpty ? "\(error)" : message)
      }
      byte = offset
      (line, column) = Self.lineAndColumn(ofByte: offset, in: data)
    }
  }

  /// `at line 3, column 15 (byte 55)`.
  package var position: String {
    "at line \(line), column \(column) (byte \(byte))"
  }

  /// What is wrong, without the position: `unexpected character`.
  package var what: String {
    switch problem {
    case .unexpectedCharacter: return "unexpected character"
    case .unexpectedEndOfFile: return "unexpected end of file"
    case .nestedTooDeep:
      return "arrays and objects nest deeper than \(Self.maximumNesting) levels"
    case .other(let message): return message
    }
  }

  /// `at line 3, column 15 (byte 55): unexpected character`.
  package var description: String { "\(position): \(what)" }

  /// The 1-based line and column of byte `offset` of UTF-8 `data`, the
  /// column counted in characters, as a user counts them: `é` is one
  /// column (two bytes), and so is `🇫🇷` (two scalars, eight bytes).
  package static func lineAndColumn(ofByte offset: Int, in data: Data) -> (
    line: Int, column: Int
  ) {
    var line = 1
    var column = 1
    for character in String(decoding: data.prefix(offset), as: UTF8.self) {
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
