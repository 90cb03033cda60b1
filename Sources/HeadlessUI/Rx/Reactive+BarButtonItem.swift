import Streams

extension Reactive where Base: BarButtonItem {
  /// Binds the item's title (RxCocoa's `UIBarButtonItem.rx.title`); taps
  /// are `rx.tap`, as on any ``HeadlessUI/Button``.
  @preconcurrency @MainActor
  public var title: Binder<String> {
    Binder(base) { item, title in item.title = title }
  }
}
