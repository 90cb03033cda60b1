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

  /// Puts `value`, just set as `property`, back to `old` and reports it
  /// when it is not a finite number (NaN or an infinity): what a view's
  /// numeric property does in its `didSet` before anything else.
  ///
  /// - Returns: `true` when the value was refused (the caller's `didSet`
  ///   stops there).
  final func refuseNonFinite<Value: BinaryFloatingPoint>(
    _ property: String, _ value: inout Value, old: Value
  ) -> Bool {
    guard !value.isFinite else { return false }
    reportNonFinite(property, value, kept: old)
    value = old
    return true
  }

  /// Whether `deleteBackward(count)` may go on: `false`, with a warning
  /// that nothing was deleted, for a negative `count`.
  final func acceptsDeleteCount(_ count: Int) -> Bool {
    guard count < 0 else { return true }
    reportInvalidValue(
      ".deleteBackward(\(count)) was refused: a count cannot be negative; nothing was deleted")
    return false
  }
}
