/// How much a ``TestStore`` checks (TCA's names).
public enum Exhaustivity: Sendable, Equatable {
  /// Every state change must be asserted, exactly; every state received,
  /// every error and every effect finished by the end of the test.
  case on
  /// Only what the assertion closures mention is checked: a `send`'s or
  /// `receive`'s closure asserts the fields it sets, `receive` takes the
  /// first state that matches (skipping earlier ones), and states not
  /// received and effects in flight at the end are not failures. With
  /// `showSkippedAssertions`, each skipped assertion is listed: a known
  /// issue under Swift Testing, a note on standard output under XCTest.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently: `.off(showSkippedAssertions: false)`.
  public static let off = Exhaustivity.off(showSkippedAssertions: false)
}
