/// A bar that shows how far a task has come: UIKit's `UIProgressView`.
///
/// Renders `[#####-----] 50%` (ten steps). The app sets ``progress``
/// (clamped to 0…1; NaN and infinities are refused) or binds
/// `rx.progress`; the user cannot change it. Main-actor only.
@preconcurrency @MainActor
open class ProgressView: HeadlessView {
  /// The look: UIKit's `UIProgressView.Style` (stored only).
  public enum Style: Int, Sendable {
    /// The default bar.
    case `default`
    /// A toolbar's bar.
    case bar
  }

  /// How far the task has come, 0…1 (clamped). A NaN or infinite
  /// progress is refused with a ``ViewWarning/Kind/invalidValue`` warning:
  /// the progress stays what it was.
  open var progress: Float = 0 {
    didSet {
      checkMainActor(writing: "progress")
      if refuseNonFinite("progress", &progress, old: oldValue) { return }
      let clamped = min(max(progress, 0), 1)
      if clamped != progress { progress = clamped }
    }
  }
  /// The look; stored only.
  open var progressViewStyle = Style.default
  /// The color of the filled part; stored only.
  open var progressTintColor: Color?
  /// The color of the unfilled part; stored only.
  open var trackTintColor: Color?

  /// Creates a progress view of `style`.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets the progress as ``progress`` does (`animated` is ignored).
  open func setProgress(_ progress: Float, animated: Bool) {
    self.progress = progress
  }

  /// `[#####-----] 50%`.
  open override var renderedText: String? {
    // A subclass may override `progress`: whatever it returns is shown
    // within 0…1 (NaN as 0).
    let shown = progress.isFinite ? min(max(progress, 0), 1) : 0
    let filled = Int((shown * 10).rounded())
    let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
    return "[\(bar)] \(Int((shown * 100).rounded()))%"
  }
}
