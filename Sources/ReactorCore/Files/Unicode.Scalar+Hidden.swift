// What does not show as itself in printed text: a recording's texts and
// type names, a generated test's comments, a sample's rows.
extension Unicode.Scalar {
  /// Whether the scalar breaks a line or changes how the text around it
  /// reads instead of showing itself: a control character (a line break, a
  /// terminal's escape sequence), a line or paragraph separator, or a
  /// bidirectional control (an override makes text read other than it is).
  /// An emoji sequence joined by U+200D shows as itself.
  package var isHidden: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return properties.isBidiControl
    }
  }

  /// The scalar as a Swift string literal escapes it: `\u{1B}`.
  package var swiftEscape: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }

  /// The scalar's code point as Unicode writes it: `U+001B`.
  package var codePoint: String {
    let code = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
  }
}
