extension HeadlessView {
  /// Whether a simulated touch reaches this view, as UIKit's hit-testing
  /// decides: the view and every view containing it are not hidden, have
  /// an ``alpha`` of 0.01 or more and ``isUserInteractionEnabled``, and a
  /// control is enabled.
  ///
  /// Every simulated user action (``Button/tap()``, ``Switch/toggle()``,
  /// ``TextField/type(_:)``, ``Slider/slide(to:)``, …) does nothing when
  /// this is `false`. A custom view's own simulated actions should check it
  /// the same way.
  ///
  /// - Complexity: O(depth of the view in its hierarchy).
  public var isReachableByTouch: Bool {
    guard takesTouchesItself else { return false }
    var current: HeadlessView? = self
    while let view = current {
      guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else {
        return false
      }
      current = view.superview
    }
    return true
  }
}
