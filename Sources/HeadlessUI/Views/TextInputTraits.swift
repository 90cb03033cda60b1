// The keyboard settings of text inputs (UIKit's `UITextInputTraits`):
// stored on ``TextField`` and ``SearchBar`` so that ports compile and
// tests can read them; there is no keyboard.

/// The kind of keyboard shown for a text input: UIKit's `UIKeyboardType`.
public enum KeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// Letters that are ASCII only.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL
  /// Digits only.
  case numberPad
  /// Telephone digits.
  case phonePad
  /// Letters and telephone digits.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// With `@` and `#` easy to reach.
  case twitter
  /// For search terms, with a Go key.
  case webSearch
  /// ASCII digits only.
  case asciiCapableNumberPad
}

/// The title of the return key: UIKit's `UIReturnKeyType`.
public enum ReturnKeyType: Int, Sendable {
  /// Return.
  case `default`
  /// Go.
  case go
  /// Google.
  case google
  /// Join.
  case join
  /// Next.
  case next
  /// Route.
  case route
  /// Search.
  case search
  /// Send.
  case send
  /// Yahoo.
  case yahoo
  /// Done.
  case done
  /// Emergency Call.
  case emergencyCall
  /// Continue.
  case `continue`
}

/// When the keyboard capitalizes: UIKit's `UITextAutocapitalizationType`.
public enum TextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none
  /// The first letter of each word.
  case words
  /// The first letter of each sentence (the default).
  case sentences
  /// Every letter.
  case allCharacters
}

/// Whether the keyboard corrects spelling: UIKit's
/// `UITextAutocorrectionType`.
public enum TextAutocorrectionType: Int, Sendable {
  /// As the system decides (the default).
  case `default`
  /// Never.
  case no
  /// Always.
  case yes
}
