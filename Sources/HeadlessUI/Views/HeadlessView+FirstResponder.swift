extension HeadlessView {
  /// The one view that is the first responder, if any (UIKit keeps one per
  /// window; here there is one for the process, on the main actor).
  static weak var firstResponder: HeadlessView?

  /// Whether this view is the first responder
  /// (``becomeFirstResponder()``).
  public var isFirstResponder: Bool { HeadlessView.firstResponder === self }

  /// Makes the first responder resign when it is this view or inside it:
  /// how a screen dismisses the keyboard (`view.endEditing(true)`).
  ///
  /// - Parameter force: Resign even when the responder's
  ///   ``canResignFirstResponder`` is `false`.
  /// - Returns: Whether no first responder is left inside this view.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    resignFirstResponderInside(force: force)
  }

  /// Makes a first responder that is this view or inside it resign
  /// (`force`: even when it refuses); returns whether none is left.
  @discardableResult
  func resignFirstResponderInside(force: Bool) -> Bool {
    guard let responder = HeadlessView.firstResponder, responder.isDescendant(of: self) else {
      return true
    }
    if responder.resignFirstResponder() { return true }
    guard force else { return false }
    HeadlessView.firstResponder = nil
    responder.didResignFirstResponder()
    return true
  }
}
