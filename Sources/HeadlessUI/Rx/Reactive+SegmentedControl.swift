import Streams

extension Reactive where Base: SegmentedControl {
  /// The selected segment's index (or `SegmentedControl.noSegment`): the
  /// current one on subscription, then the one after each user tap;
  /// binding selects it, sending nothing.
  @preconcurrency @MainActor
  public var selectedSegmentIndex: ControlProperty<Int> {
    value
  }

  /// The same as ``selectedSegmentIndex`` (RxCocoa's name for a control's
  /// value).
  @preconcurrency @MainActor
  public var value: ControlProperty<Int> {
    controlProperty(
      editingEvents: .valueChanged,
      getter: { $0.selectedSegmentIndex }, setter: { $0.selectedSegmentIndex = $1 })
  }

  /// Binds whether the segment at `index` is enabled.
  @preconcurrency @MainActor
  public func enabledForSegment(at index: Int) -> Binder<Bool> {
    Binder(base) { control, enabled in control.setEnabled(enabled, forSegmentAt: index) }
  }

  /// Binds the title of the segment at `index`.
  @preconcurrency @MainActor
  public func titleForSegment(at index: Int) -> Binder<String?> {
    Binder(base) { control, title in control.setTitle(title, forSegmentAt: index) }
  }

  /// Binds the image of the segment at `index`.
  @preconcurrency @MainActor
  public func imageForSegment(at index: Int) -> Binder<Image?> {
    Binder(base) { control, image in control.setImage(image, forSegmentAt: index) }
  }
}
