import HeadlessReactor

/// Text from the file system as the screen shows it: on one line, with no
/// character that could pass for another row or hide what follows.
///
/// A file name can hold any character but `/` and NUL, a file's text any
/// character at all; a newline in either would show as an extra row of the
/// list, a forged one. The screen shows them escaped as in a Swift string
/// literal: a newline as the two characters `\n`, a carriage return as
/// `\r`, a tab as `\t`, NUL as `\0` and a backslash as `\\` (so that a
/// name holding a backslash and an `n` is not mistaken for one holding a
/// newline); the other control characters, the line and paragraph
/// separators and the bidirectional formatting characters (which could
/// reverse the text shown after them) as `\u{…}` with their hexadecimal
/// code. Every other character, `é` or `🇫🇷` included, shows as it is.
///
/// The file `a⏎b.txt` (with a newline) shows as `a\nb`.
public enum ShownText {
  /// `text` escaped for the screen, on one line.
  public static func escaped(_ text: String) -> String {
    var shown = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": shown += "\\n"
      case "\r": shown += "\\r"
      case "\t": shown += "\\t"
      case "\0": shown += "\\0"
      case "\\": shown += "\\\\"
      case _ where scalar.isHidden: shown += scalar.swiftEscape
      default: shown.unicodeScalars.append(scalar)
      }
    }
    return shown
  }
}
