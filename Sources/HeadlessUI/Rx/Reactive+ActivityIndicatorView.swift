import Streams

extension Reactive where Base: ActivityIndicatorView {
  /// Binds whether the indicator spins: `true` starts it, `false` stops it
  /// (RxCocoa's `UIActivityIndicatorView.rx.isAnimating`).
  @preconcurrency @MainActor
  public var isAnimating: Binder<Bool> {
    Binder(base) { indicator, active in
      if active { indicator.startAnimating() } else { indicator.stopAnimating() }
    }
  }
}
