import Streams

extension Reactive where Base: PageControl {
  /// The current page: the current one on subscription, then the page
  /// after each user tap (``HeadlessUI/PageControl/tapPage(_:)``); binding
  /// sets it, sending nothing (RxCocoa's `rx.currentPage` binds; its
  /// control property is `rx.value`).
  @preconcurrency @MainActor
  public var currentPage: ControlProperty<Int> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.currentPage }, setter: { $0.currentPage = $1 })
  }

  /// The same as `currentPage` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<Int> {
    currentPage
  }

  /// Binds the number of pages (RxCocoa's `rx.numberOfPages`).
  @preconcurrency @MainActor
  public var numberOfPages: Binder<Int> {
    Binder(base) { control, count in control.numberOfPages = count }
  }
}
