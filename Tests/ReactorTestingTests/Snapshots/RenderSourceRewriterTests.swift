import XCTest

@testable import ReactorTesting

/// The rewriter behind `assertRender`'s recording, on source text given as
/// strings: where the new closure goes, how it is indented and quoted, and
/// which call it picks.
final class RenderSourceRewriterTests: XCTestCase {
  /// The failure rewriting the call at `line` and `column` of `source`
  /// throws (nil when it throws none, or another error).
  private func failure(rewriting source: String, line: Int, column: Int)
    -> RenderSourceRewriter.Failure?
  {
    do {
      _ = try RenderSourceRewriter.rewrite(source: source, line: line, column: column, actual: "x")
      return nil
    } catch {
      return error as? RenderSourceRewriter.Failure
    }
  }

  /// The column of the `(` of the first `assertRender(` on `line`.
  private func callColumn(_ source: String, line: Int) -> Int {
    let text = source.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    let name = text.utf8.split(separator: UInt8(ascii: "("), maxSplits: 1)[0]
    return name.count + 1
  }

  private func rewrite(_ source: String, line: Int, _ actual: String) throws -> String {
    try RenderSourceRewriter.rewrite(
      source: source, line: line, column: callColumn(source, line: line), actual: actual)
  }

  // MARK: Where the closure goes

  func test_callWithoutClosure_getsATrailingClosureOneLevelDeeper() throws {
    let source = """
      func test() {
        assertRender(screen)
        XCTAssertTrue(true)
      }
      """
    XCTAssertEqual(
      try rewrite(source, line: 2, "# Counter\n[-]  0  [+]"),
      #"""
      func test() {
        assertRender(screen) {
          """
          # Counter
          [-]  0  [+]
          """
        }
        XCTAssertTrue(true)
      }
      """#)
  }

  func test_existingClosure_isReplacedWholeAndTheRestIsKept() throws {
    let source = #"""
      func test() {
        assertRender(screen) {
          """
          # Counter
          [-]  0  [+]
          """
        }
        screen.increaseButton.tap()  // then
      }
      """#
    XCTAssertEqual(
      try rewrite(source, line: 2, "# Counter\n[-]  1  [+]\nLoading…"),
      #"""
      func test() {
        assertRender(screen) {
          """
          # Counter
          [-]  1  [+]
          Loading…
          """
        }
        screen.increaseButton.tap()  // then
      }
      """#)
  }

  func test_closureOnOneLine_becomesAMultiLineLiteral() throws {
    let source = """
      assertRender(window) { "old" }; next()
      """
    XCTAssertEqual(
      try rewrite(source, line: 1, "new"),
      #"""
      assertRender(window) {
          """
          new
          """
      }; next()
      """#)
  }

  func test_matchesArgument_isReplacedInsideTheParentheses() throws {
    let source = #"""
      func test() {
        assertRender(
          screen, record: false,
          matches: {
            """
            old
            """
          })
      }
      """#
    XCTAssertEqual(
      try rewrite(source, line: 2, "new\ntext"),
      #"""
      func test() {
        assertRender(
          screen, record: false,
          matches: {
            """
            new
            text
            """
          })
      }
      """#)
  }

  func test_multiLineArguments_closureIndentedFromTheLineOfTheParenthesis() throws {
    let source = """
      func test() {
        assertRender(
          screen, record: nil
        )
      }
      """
    XCTAssertEqual(
      try rewrite(source, line: 2, "a"),
      #"""
      func test() {
        assertRender(
          screen, record: nil
        ) {
          """
          a
          """
        }
      }
      """#)
  }

  func test_nestedParensClosuresStringsAndComments_inTheArguments_areSkipped() throws {
    let source = ##"""
      func test() {
        assertRender(make(items: [1, 2].map { ($0, ")") }, title: "(}", note: """
          ) { not the closure
          """ /* ) { */, raw: #"a\#(f(")")) )"#), record: false) // ) {
        done()
      }
      """##
    XCTAssertEqual(
      try rewrite(source, line: 2, "x"),
      ##"""
      func test() {
        assertRender(make(items: [1, 2].map { ($0, ")") }, title: "(}", note: """
          ) { not the closure
          """ /* ) { */, raw: #"a\#(f(")")) )"#), record: false) {
            """
            x
            """
          } // ) {
        done()
      }
      """##)
  }

  // MARK: Quoting

  func test_textWithTripleQuotes_isWrittenAsARawString() throws {
    let source = "assertRender(view)"
    XCTAssertEqual(
      try rewrite(source, line: 1, #"say """hi""""#),
      ##"""
      assertRender(view) {
          #"""
          say """hi"""
          """#
      }
      """##)
  }

  func test_textWithBackslashes_isWrittenAsARawString() throws {
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral(#"C:\path \(x)"#, indentation: ""),
      ##"""
      #"""
      C:\path \(x)
      """#
      """##)
  }

  func test_textHoldingTheRawDelimiters_getsMoreHashes() {
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: "plain \"quoted\""), 0)
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: #"a\b"#), 1)
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: #"""""#), 1)
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: ##""""#"##), 2)
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: ##"a\#(b)"##), 2)
    XCTAssertEqual(RenderSourceRewriter.delimiterHashCount(for: ###"\## and """#"###), 3)
  }

  /// The literals the rewriter writes are the text when compiled: each
  /// expected literal below is pasted, as code, from the rewriter's output.
  func test_writtenLiterals_compileToTheText() {
    let raw = #"say """hi""" \(x) \n"#
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral(raw, indentation: "    "),
      ##"""
      #"""
          say """hi""" \(x) \n
          """#
      """##)
    let pasted = #"""
      say """hi""" \(x) \n
      """#
    XCTAssertEqual(pasted, raw)

    let withBlankLines = "  indented\n\nlast\n"
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral(withBlankLines, indentation: "  "),
      "\"\"\"\n    indented\n\n  last\n\n  \"\"\"")
    let pastedBlank = """
        indented

      last

      """
    XCTAssertEqual(pastedBlank, withBlankLines)
  }

  func test_emptyTextAndCarriageReturns_areWrittenSoTheyCompileBack() {
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral("", indentation: "  "), "\"\"\"\n  \"\"\"")
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral("a\r\nb", indentation: ""), "\"\"\"\na\\r\nb\n\"\"\"")
    XCTAssertEqual(
      RenderSourceRewriter.stringLiteral("a\\\rb", indentation: ""), "#\"\"\"\na\\\\#rb\n\"\"\"#")
    let pastedEmpty = """
      """
    XCTAssertEqual(pastedEmpty, "")
  }

  // MARK: Indentation

  func test_fourSpaceFile_indentsByFourSpaces() throws {
    let source = """
      final class T {
          func test() {
              assertRender(view)
          }
      }
      """
    XCTAssertEqual(
      try rewrite(source, line: 3, "a"),
      #"""
      final class T {
          func test() {
              assertRender(view) {
                  """
                  a
                  """
              }
          }
      }
      """#)
  }

  func test_tabIndentedFile_indentsByTabs() throws {
    let source = "final class T {\n\tfunc test() {\n\t\tassertRender(view)\n\t}\n}"
    XCTAssertEqual(
      try rewrite(source, line: 3, "a\n  b"),
      "final class T {\n\tfunc test() {\n\t\tassertRender(view) {\n\t\t\t\"\"\"\n\t\t\ta\n"
        + "\t\t\t  b\n\t\t\t\"\"\"\n\t\t}\n\t}\n}")
  }

  func test_blockCommentLines_doNotDecideTheUnit() throws {
    let source = """
      /*
       * one space before the star
       */
      func test() {
          assertRender(view)
      }
      """
    XCTAssertTrue(try rewrite(source, line: 5, "a").contains("\n        a\n"))
  }

  // MARK: Which call

  func test_twoCallsOnOneLine_theColumnPicksTheCall() throws {
    let source = "assertRender(a); assertRender(b) { \"\" }"
    XCTAssertEqual(
      try RenderSourceRewriter.rewrite(source: source, line: 1, column: 30, actual: "B"),
      "assertRender(a); assertRender(b) {\n    \"\"\"\n    B\n    \"\"\"\n}")
    XCTAssertEqual(
      try RenderSourceRewriter.rewrite(source: source, line: 1, column: 13, actual: "A"),
      "assertRender(a) {\n    \"\"\"\n    A\n    \"\"\"\n}; assertRender(b) { \"\" }")
  }

  func test_twoCallsOnOneLine_atNeitherColumn_throwAndChangeNothing() {
    let source = "assertRender(a); assertRender(b)"
    XCTAssertEqual(
      failure(rewriting: source, line: 1, column: 5),
      .ambiguousCall(line: 1, column: 5, count: 2))
  }

  func test_callsInCommentsAndStrings_areNotCalls() {
    let source = #"""
      // assertRender(view)
      let text = "assertRender(view)"
      let more = """
        assertRender(view)
        """
      """#
    for line in [1, 2, 4] {
      XCTAssertEqual(
        failure(rewriting: source, line: line, column: 16),
        .noCall(line: line))
    }
  }

  func test_lineWithoutACall_orPastTheEnd_throws() {
    XCTAssertThrowsError(
      try RenderSourceRewriter.rewrite(source: "check(view)", line: 1, column: 6, actual: "x"))
    XCTAssertThrowsError(
      try RenderSourceRewriter.rewrite(source: "assertRender(v)", line: 9, column: 13, actual: ""))
  }

  func test_unclosedCall_throws() {
    XCTAssertEqual(
      failure(rewriting: "assertRender(view, x: f(\n", line: 1, column: 13), .unbalanced(line: 1))
  }

  func test_matchesGivenAValue_throws() {
    XCTAssertEqual(
      failure(rewriting: "assertRender(view, matches: expected)", line: 1, column: 13),
      .expectedIsNotAClosure(line: 1))
  }

  func test_nonASCIIBeforeTheCall_columnsCountUTF8Bytes() throws {
    let source = "let 가 = 1; assertRender(view)"
    XCTAssertEqual(
      try RenderSourceRewriter.rewrite(source: source, line: 1, column: 26, actual: "[시작]"),
      "let 가 = 1; assertRender(view) {\n    \"\"\"\n    [시작]\n    \"\"\"\n}")
  }

  // MARK: Several calls

  func test_twoCallsInOneFile_editsFromTheOriginalTextApplyTogether() throws {
    let source = """
      func test() {
        assertRender(first)
        step()
        assertRender(second) { "old" }
      }
      """
    let first = try RenderSourceRewriter.edit(
      source: source, line: 2, column: 15, actual: "one\ntwo")
    let second = try RenderSourceRewriter.edit(
      source: source, line: 4, column: 15, actual: "three")
    XCTAssertEqual(
      RenderSourceRewriter.apply([first, second], to: source),
      #"""
      func test() {
        assertRender(first) {
          """
          one
          two
          """
        }
        step()
        assertRender(second) {
          """
          three
          """
        }
      }
      """#)
  }

  func test_rewritingTheSameText_again_changesNothing() throws {
    let source = "func t() {\n  assertRender(view)\n}"
    let once = try rewrite(source, line: 2, "a\n\"\"\"b")
    XCTAssertEqual(try rewrite(once, line: 2, "a\n\"\"\"b"), once)
  }
}
