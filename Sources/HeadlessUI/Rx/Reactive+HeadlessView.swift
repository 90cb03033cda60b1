import Foundation
import Streams

// RxCocoa's `UIView` binders beside `rx.isHidden` (in Reactive+Controls.swift).
extension Reactive where Base: HeadlessView {
  /// Binds the view's ``HeadlessUI/HeadlessView/alpha`` (below 0.01 the
  /// view is not rendered and takes no touch).
  @preconcurrency @MainActor
  public var alpha: Binder<CGFloat> {
    Binder(base) { view, alpha in view.alpha = alpha }
  }

  /// Binds the view's background color (stored only).
  @preconcurrency @MainActor
  public var backgroundColor: Binder<Color?> {
    Binder(base) { view, color in view.backgroundColor = color }
  }

  /// Binds whether simulated touches reach the view.
  @preconcurrency @MainActor
  public var isUserInteractionEnabled: Binder<Bool> {
    Binder(base) { view, enabled in view.isUserInteractionEnabled = enabled }
  }
}
