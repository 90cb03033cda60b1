/// Just enough of a Swift lexer to find a call and its closure in a test
/// file: it tells code from comments (`//`, nested `/* */`) and string
/// literals (single-line, multi-line, raw `#"…"#` with any number of `#`,
/// and interpolations inside them), and matches brackets in code.
///
/// Works on the file's UTF-8 bytes: every character it looks for is ASCII,
/// and columns reported by `#column` count UTF-8 bytes. Regex literals are
/// not recognized (a test's call to `assertRender` does not contain one).
struct SwiftSourceScanner {
  let bytes: [UInt8]

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  // MARK: Lines

  /// The offset of the first byte of each line, 1-based line `n` at index
  /// `n - 1`.
  func lineStarts() -> [Int] {
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == .newline {
      starts.append(index + 1)
    }
    return starts
  }

  /// The spaces and tabs that start the line holding `offset`.
  func indentation(ofLineAt offset: Int) -> String {
    var start = offset
    while start > 0, bytes[start - 1] != .newline { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  // MARK: Code, comments and strings

  /// Where the comment or string literal that starts at `offset` ends (the
  /// offset just after it), or `nil` when code starts there.
  func endOfNonCode(at offset: Int) -> Int? {
    guard offset < bytes.count else { return nil }
    switch bytes[offset] {
    case .slash where byte(at: offset + 1) == .slash:
      var end = offset
      while end < bytes.count, bytes[end] != .newline { end += 1 }
      return end
    case .slash where byte(at: offset + 1) == .asterisk:
      return endOfBlockComment(at: offset)
    case .quote, .hash:
      return endOfStringLiteral(at: offset)
    default:
      return nil
    }
  }

  /// The offset of the bracket that closes the one at `open` (`(`, `[` or
  /// `{`), skipping comments and strings; `nil` when it is never closed.
  func matchingClose(of open: Int) -> Int? {
    var depth = 0
    var offset = open
    while offset < bytes.count {
      if let end = endOfNonCode(at: offset) {
        offset = end
        continue
      }
      switch bytes[offset] {
      case .openParen, .openBracket, .openBrace:
        depth += 1
      case .closeParen, .closeBracket, .closeBrace:
        depth -= 1
        if depth == 0 { return offset }
      default:
        break
      }
      offset += 1
    }
    return nil
  }

  /// Calls `body` with the offset of every byte of code in `range` that is
  /// not inside a comment or string literal; `body` returns how many bytes
  /// it consumed (at least 1), so that it can read a whole token.
  func forEachCode(in range: Range<Int>, _ body: (Int) -> Int) {
    var offset = range.lowerBound
    while offset < range.upperBound {
      if let end = endOfNonCode(at: offset) {
        offset = end
        continue
      }
      offset += max(1, body(offset))
    }
  }

  /// The identifier that starts at `offset`, when one starts there (the
  /// byte before is not part of an identifier).
  func identifier(at offset: Int) -> Substring? {
    guard offset < bytes.count, bytes[offset].isIdentifierHead,
      offset == 0 || !bytes[offset - 1].isIdentifierByte
    else { return nil }
    var end = offset
    while end < bytes.count, bytes[end].isIdentifierByte { end += 1 }
    return Substring(String(decoding: bytes[offset..<end], as: UTF8.self))
  }

  /// The first offset at or after `offset` that is not a space or tab.
  func skippingHorizontalSpace(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
    return end
  }

  /// The first offset at or after `offset` that is not whitespace (newlines
  /// included) or a comment.
  func skippingSpaceAndComments(from offset: Int) -> Int {
    var end = offset
    while end < bytes.count {
      if bytes[end].isWhitespace {
        end += 1
      } else if bytes[end] == .slash, let after = endOfNonCode(at: end) {
        end = after
      } else {
        break
      }
    }
    return end
  }

  func byte(at offset: Int) -> UInt8? {
    offset < bytes.count ? bytes[offset] : nil
  }

  private func endOfBlockComment(at offset: Int) -> Int {
    var depth = 0
    var end = offset
    while end < bytes.count {
      if bytes[end] == .slash, byte(at: end + 1) == .asterisk {
        depth += 1
        end += 2
      } else if bytes[end] == .asterisk, byte(at: end + 1) == .slash {
        depth -= 1
        end += 2
        if depth == 0 { return end }
      } else {
        end += 1
      }
    }
    return bytes.count
  }

  /// Where the string literal starting at `offset` (its first `#` or `"`)
  /// ends; `nil` when `offset` is a `#` that starts no string (`#line`,
  /// `#expect`, `#if`).
  private func endOfStringLiteral(at offset: Int) -> Int? {
    var cursor = offset
    var hashes = 0
    while byte(at: cursor) == .hash {
      hashes += 1
      cursor += 1
    }
    guard byte(at: cursor) == .quote else { return nil }
    let isMultiline = byte(at: cursor + 1) == .quote && byte(at: cursor + 2) == .quote
    cursor += isMultiline ? 3 : 1
    while cursor < bytes.count {
      let current = bytes[cursor]
      if current == .backslash, hashesFollow(cursor + 1, count: hashes) {
        let escaped = cursor + 1 + hashes
        if byte(at: escaped) == .openParen {
          // An interpolation: code, with strings of its own, up to its `)`.
          guard let close = matchingClose(of: escaped) else { return bytes.count }
          cursor = close + 1
        } else {
          cursor = escaped + 1
        }
        continue
      }
      if current == .newline, !isMultiline { return cursor }
      if current == .quote {
        if isMultiline {
          if byte(at: cursor + 1) == .quote, byte(at: cursor + 2) == .quote,
            hashesFollow(cursor + 3, count: hashes)
          {
            return cursor + 3 + hashes
          }
        } else if hashesFollow(cursor + 1, count: hashes) {
          return cursor + 1 + hashes
        }
      }
      cursor += 1
    }
    return bytes.count
  }

  private func hashesFollow(_ offset: Int, count: Int) -> Bool {
    guard offset + count <= bytes.count else { return false }
    return bytes[offset..<offset + count].allSatisfy { $0 == .hash }
  }
}

extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let asterisk = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let comma = UInt8(ascii: ",")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")

  var isWhitespace: Bool {
    self == .space || self == .tab || self == .newline || self == .carriageReturn
  }

  /// A letter, `_`, or any byte of a non-ASCII character (Swift allows
  /// most of them in identifiers).
  var isIdentifierHead: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || self == UInt8(ascii: "_") || self >= 0x80
  }

  var isIdentifierByte: Bool {
    isIdentifierHead || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
  }
}
