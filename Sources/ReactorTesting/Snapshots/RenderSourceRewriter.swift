/// Writes a render into the test source of the `assertRender` call that
/// produced it, in place of the call's old expected text: the pure text
/// transformation behind recording (no file is read or written here).
///
/// The call is found by the line and column of its `(` (what `#line` and
/// `#column` say at the call site); its argument list is skipped with
/// balanced brackets, past strings (multi-line and raw included) and
/// comments. The closure that returns the expected text (the trailing
/// closure, or a `matches:` argument) is replaced by one that returns a
/// multi-line string literal of the new text, indented one level deeper
/// than the line holding the closure's `{` (the file's own unit: a tab,
/// two or four spaces). Without a closure, one is added after the `)`.
/// The literal is raw (`#"""`, `##"""`, …) when the text holds a backslash
/// or `"""`, as swift-snapshot-testing's inline snapshots do.
enum RenderSourceRewriter {
  /// One replacement in a source file: the UTF-8 bytes in `range` give way
  /// to `replacement`.
  struct Edit: Equatable {
    var range: Range<Int>
    var replacement: String
  }

  /// Why a call could not be rewritten; the source is then left as it was.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case noCall(line: Int)
    case ambiguousCall(line: Int, column: Int, count: Int)
    case unbalanced(line: Int)
    case expectedIsNotAClosure(line: Int)

    var description: String {
      switch self {
      case .noCall(let line):
        return "no assertRender( call at line \(line)"
      case .ambiguousCall(let line, let column, let count):
        return "\(count) assertRender( calls at line \(line), none at column \(column)"
      case .unbalanced(let line):
        return "the assertRender( call at line \(line) is not closed"
      case .expectedIsNotAClosure(let line):
        return "the assertRender( call at line \(line) passes matches: a value, not a closure"
      }
    }
  }

  /// `source` with the expected text of the `assertRender` call whose `(`
  /// is at `line` and `column` (1-based, columns in UTF-8 bytes) replaced
  /// by `actual`.
  ///
  /// - Throws: ``Failure`` when no such call is found, or several and none
  ///   at `column`, or its brackets do not balance.
  /// - Complexity: O(n) in the length of `source`.
  static func rewrite(source: String, line: Int, column: Int, actual: String) throws -> String {
    apply([try edit(source: source, line: line, column: column, actual: actual)], to: source)
  }

  /// The replacement ``rewrite(source:line:column:actual:)`` makes, in
  /// `source`'s coordinates.
  static func edit(source: String, line: Int, column: Int, actual: String) throws -> Edit {
    let scanner = SwiftSourceScanner(source)
    let paren = try findCall(in: scanner, line: line, column: column)
    guard let close = scanner.matchingClose(of: paren) else { throw Failure.unbalanced(line: line) }

    let open: Int?
    if let argument = try matchesArgument(in: scanner, from: paren, to: close, line: line) {
      open = argument
    } else {
      let afterCall = scanner.skippingHorizontalSpace(from: close + 1)
      open = scanner.byte(at: afterCall) == .openBrace ? afterCall : nil
    }

    if let open {
      guard let end = scanner.matchingClose(of: open) else { throw Failure.unbalanced(line: line) }
      let closure = closureLiteral(
        returning: actual, base: scanner.indentation(ofLineAt: open), in: scanner)
      return Edit(range: open..<end + 1, replacement: closure)
    }
    let closure = closureLiteral(
      returning: actual, base: scanner.indentation(ofLineAt: close), in: scanner)
    return Edit(range: close + 1..<close + 1, replacement: " " + closure)
  }

  /// `source` with `edits` made; the edits must not overlap.
  static func apply(_ edits: [Edit], to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: Finding the call

  /// The offset of the `(` of the call at `line`: the one at `column` when
  /// the line holds several.
  private static func findCall(in scanner: SwiftSourceScanner, line: Int, column: Int) throws
    -> Int
  {
    let starts = scanner.lineStarts()
    guard line >= 1, line <= starts.count else { throw Failure.noCall(line: line) }
    let lineStart = starts[line - 1]
    let lineEnd = line < starts.count ? starts[line] : scanner.bytes.count

    var calls: [(name: Int, paren: Int)] = []
    scanner.forEachCode(in: 0..<lineEnd) { offset in
      guard let name = scanner.identifier(at: offset) else { return 1 }
      if name == "assertRender" {
        let paren = scanner.skippingHorizontalSpace(from: offset + name.utf8.count)
        if paren >= lineStart, paren < lineEnd, scanner.byte(at: paren) == .openParen {
          calls.append((offset, paren))
        }
      }
      return name.utf8.count
    }

    func columnOf(_ offset: Int) -> Int { offset - lineStart + 1 }
    if let call = calls.first(where: { columnOf($0.paren) == column })
      ?? calls.first(where: { columnOf($0.name) == column })
    {
      return call.paren
    }
    switch calls.count {
    case 0: throw Failure.noCall(line: line)
    case 1: return calls[0].paren
    default: throw Failure.ambiguousCall(line: line, column: column, count: calls.count)
    }
  }

  /// The `{` of a `matches: { … }` argument between the call's parentheses.
  private static func matchesArgument(
    in scanner: SwiftSourceScanner, from paren: Int, to close: Int, line: Int
  ) throws -> Int? {
    var depth = 0
    var found: Int?
    var labelWithoutClosure = false
    scanner.forEachCode(in: paren..<close + 1) { offset in
      switch scanner.bytes[offset] {
      case .openParen, .openBracket, .openBrace:
        depth += 1
        return 1
      case .closeParen, .closeBracket, .closeBrace:
        depth -= 1
        return 1
      default:
        break
      }
      guard let name = scanner.identifier(at: offset) else { return 1 }
      if depth == 1, found == nil, name == "matches", startsArgument(offset, in: scanner) {
        let colon = scanner.skippingSpaceAndComments(from: offset + name.utf8.count)
        if scanner.byte(at: colon) == .colon {
          let value = scanner.skippingSpaceAndComments(from: colon + 1)
          if scanner.byte(at: value) == .openBrace {
            found = value
          } else {
            labelWithoutClosure = true
          }
        }
      }
      return name.utf8.count
    }
    if found == nil, labelWithoutClosure { throw Failure.expectedIsNotAClosure(line: line) }
    return found
  }

  /// Whether the token at `offset` is the first of an argument (after `(`
  /// or `,`), as a label is.
  private static func startsArgument(_ offset: Int, in scanner: SwiftSourceScanner) -> Bool {
    var before = offset - 1
    while before >= 0, scanner.bytes[before].isWhitespace { before -= 1 }
    return before >= 0 && (scanner.bytes[before] == .openParen || scanner.bytes[before] == .comma)
  }

  // MARK: Writing the closure

  /// `{`, a string literal of `text` one level deeper than `base`, and `}`
  /// at `base`.
  private static func closureLiteral(
    returning text: String, base: String, in scanner: SwiftSourceScanner
  ) -> String {
    let inner = base + indentationUnit(of: scanner, base: base)
    return "{\n" + inner + stringLiteral(text, indentation: inner) + "\n" + base + "}"
  }

  /// One level of the file's indentation: a tab when the call's line or
  /// most indented lines start with one, else two or four spaces (the
  /// smallest indentation of a line that is not inside a block comment).
  static func indentationUnit(of scanner: SwiftSourceScanner, base: String) -> String {
    if base.contains("\t") { return "\t" }
    var tabs = 0
    var smallest = Int.max
    let bytes = scanner.bytes
    for start in scanner.lineStarts() {
      guard start < bytes.count else { continue }
      if bytes[start] == .tab {
        tabs += 1
        continue
      }
      var end = start
      while end < bytes.count, bytes[end] == .space { end += 1 }
      let width = end - start
      guard width > 0, end < bytes.count, bytes[end] != .newline, bytes[end] != .asterisk else {
        continue
      }
      smallest = min(smallest, width)
    }
    if tabs > 0, smallest == .max { return "\t" }
    if smallest == .max { return "    " }
    return smallest <= 2 ? "  " : "    "
  }

  /// A multi-line string literal of `text`: the opening delimiter, then
  /// each line of `text` after `indentation` (empty lines stay empty), then
  /// the closing delimiter after `indentation`. Carriage returns and other
  /// control characters but tabs are escaped.
  static func stringLiteral(_ text: String, indentation: String) -> String {
    let hashes = String(repeating: "#", count: delimiterHashCount(for: text))
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n", "\t":
        escaped.unicodeScalars.append(scalar)
      case "\r":
        escaped += "\\\(hashes)r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        escaped += "\\\(hashes)u{\(String(scalar.value, radix: 16))}"
      default:
        escaped.unicodeScalars.append(scalar)
      }
    }
    let lines = text.isEmpty ? [] : escaped.split(separator: "\n", omittingEmptySubsequences: false)
    var literal = hashes + "\"\"\"\n"
    for line in lines {
      literal += line.isEmpty ? "\n" : indentation + line + "\n"
    }
    return literal + indentation + "\"\"\"" + hashes
  }

  /// How many `#` the literal of `text` needs: none for plain text, else
  /// the fewest with which neither `"""#…` nor `\#…` inside the text ends
  /// the literal or starts an escape.
  static func delimiterHashCount(for text: String) -> Int {
    guard text.contains("\\") || text.contains("\"\"\"") else { return 0 }
    var count = 1
    while true {
      let hashes = String(repeating: "#", count: count)
      if !text.contains("\"\"\"" + hashes) && !text.contains("\\" + hashes) { return count }
      count += 1
    }
  }
}
