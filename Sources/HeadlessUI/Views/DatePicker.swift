import Foundation

/// A control that picks a date: UIKit's `UIDatePicker`.
///
/// Renders `[date: 2026-12-01 09:30]` (UTC, as much as ``datePickerMode``
/// shows: the date, the time, or both), with ` (disabled)` when disabled.
/// ``pick(_:)`` simulates the user choosing a date (kept within
/// ``minimumDate``…``maximumDate``; sends `.valueChanged`, so `rx.date`
/// emits); setting ``date`` in code sends nothing, as in UIKit.
/// Main-actor only.
@preconcurrency @MainActor
open class DatePicker: Control {
  /// What the picker shows: UIKit's `UIDatePicker.Mode`.
  public enum Mode: Int, Sendable {
    /// A time of day.
    case time
    /// A calendar date.
    case date
    /// A date and a time.
    case dateAndTime
    /// A duration (rendered as hours and minutes).
    case countDownTimer
  }

  /// How the picker looks: UIKit's `UIDatePickerStyle` (stored only).
  public enum Style: Int, Sendable {
    /// Chosen by the system.
    case automatic
    /// Wheels.
    case wheels
    /// Compact.
    case compact
    /// Inline.
    case inline
  }

  /// The date shown (now, when created).
  open var date = Date() {
    didSet { checkMainActor(writing: "date") }
  }
  /// What the picker shows (``Mode/dateAndTime`` unless set).
  open var datePickerMode = Mode.dateAndTime
  /// The look; stored only.
  open var preferredDatePickerStyle = Style.automatic
  /// The earliest date a user can pick, if any.
  open var minimumDate: Date?
  /// The latest date a user can pick, if any.
  open var maximumDate: Date?
  /// The step of the minute wheel; stored only.
  open var minuteInterval = 1
  /// The duration shown in ``Mode/countDownTimer`` mode, in seconds (0
  /// unless set): kept within 0…86,399 (23 hours 59 minutes), as UIKit
  /// keeps it. A NaN or infinite duration is refused with a
  /// ``ViewWarning/Kind/invalidValue`` warning: the duration stays what it
  /// was.
  open var countDownDuration: TimeInterval = 0 {
    didSet {
      if refuseNonFinite("countDownDuration", &countDownDuration, old: oldValue) { return }
      let clamped = Self.clampedDuration(countDownDuration)
      if clamped != countDownDuration { countDownDuration = clamped }
    }
  }

  /// Sets the date without sending events (`animated` is ignored).
  open func setDate(_ date: Date, animated: Bool) {
    self.date = date
  }

  /// Simulates the user picking `date` (moved into the allowed range):
  /// sets it and sends `.valueChanged` when it changed. Ignored when the
  /// touch cannot reach the picker (``HeadlessView/isReachableByTouch``).
  public func pick(_ date: Date) {
    guard isReachableByTouch else { return }
    var picked = date
    if let minimumDate, picked < minimumDate { picked = minimumDate }
    if let maximumDate, picked > maximumDate { picked = maximumDate }
    guard picked != self.date else { return }
    self.date = picked
    sendActions(for: .valueChanged)
  }

  /// `[date: …]` as the mode shows it, with ` (disabled)` when disabled.
  open override var renderedText: String? {
    let shown: String
    switch datePickerMode {
    case .countDownTimer:
      // A subclass may override the duration: whatever it returns is shown
      // within the range (NaN as 0).
      let seconds = countDownDuration.isNaN ? 0 : Self.clampedDuration(countDownDuration)
      let minutes = Int(seconds) / 60
      shown = "\(minutes / 60)h \(minutes % 60)m"
    case .date: shown = Self.format(date, "yyyy-MM-dd")
    case .time: shown = Self.format(date, "HH:mm")
    case .dateAndTime: shown = Self.format(date, "yyyy-MM-dd HH:mm")
    }
    return "[date: \(shown)]" + (isEnabled ? "" : " (disabled)")
  }

  /// `duration` within 0…86,399 seconds: a count-down is shorter than a
  /// day.
  private static func clampedDuration(_ duration: TimeInterval) -> TimeInterval {
    min(max(duration, 0), 86_399)
  }

  private static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
