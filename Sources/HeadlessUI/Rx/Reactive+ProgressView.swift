import Streams

extension Reactive where Base: ProgressView {
  /// Binds the progress (RxCocoa's `rx.progress`).
  @preconcurrency @MainActor
  public var progress: Binder<Float> {
    Binder(base) { view, progress in view.progress = progress }
  }
}
