extension HeadlessView {
  /// Reports a ``ViewWarning/Kind/invalidValue`` warning for this view:
  /// `problem` says what was refused and what the view kept (`.value = nan
  /// was refused …`); the message starts with the view's type and, when it
  /// has one, its accessibility identifier (`Slider 'volume'.value = …`).
  final func reportInvalidValue(_ problem: String) {
    var name = String(describing: type(of: self))
    if let accessibilityIdentifier { name += " '\(accessibilityIdentifier)'" }
    reportViewWarning(.invalidValue, name + problem)
  }

  /// Reports `value`, set as `property`, as refused for not being a finite
  /// number, naming the value kept instead (see
  /// `reportInvalidValue(_:)`).
  final func reportNonFinite(_ property: String, _ value: Any, kept: Any) {
    reportInvalidValue(
      ".\(property) = \(value) was refused: not a finite number; it stays \(kept)")
  }

  /// Reports `deleteBackward(count)` with a negative `count` as refused:
  /// nothing was deleted.
  final func reportNegativeDeleteCount(_ count: Int) {
    reportInvalidValue(
      ".deleteBackward(\(count)) was refused: a count cannot be negative; nothing was deleted")
  }
}
