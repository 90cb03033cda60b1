import Streams

extension Reactive where Base: ImageView {
  /// Binds the image shown (RxCocoa's `UIImageView.rx.image`).
  @preconcurrency @MainActor
  public var image: Binder<Image?> {
    Binder(base) { imageView, image in imageView.image = image }
  }
}

extension Reactive where Base: Button {
  /// Binds the image for `state` (RxCocoa's `UIButton.rx.image(for:)`).
  @preconcurrency @MainActor
  public func image(for state: Control.State = .normal) -> Binder<Image?> {
    Binder(base) { button, image in button.setImage(image, for: state) }
  }
}
