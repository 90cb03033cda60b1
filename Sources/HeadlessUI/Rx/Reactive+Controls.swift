import Platform
import Streams

extension Reactive where Base: HeadlessView {
  /// Emits once and completes when the view is freed.
  public var deallocated: Observable<Void> {
    base.lifetime.deallocated.asObservable()
  }

  /// Binds whether the view is hidden.
  @preconcurrency @MainActor
  public var isHidden: Binder<Bool> {
    Binder(base) { view, hidden in view.isHidden = hidden }
  }
}

extension Reactive where Base: Control {
  /// The control's `events` as a ``HeadlessUI/ControlEvent`` (completes when the
  /// control is freed).
  @preconcurrency @MainActor
  public func controlEvent(_ events: Control.Event) -> ControlEvent<Void> {
    let lifetime = base.lifetime
    let source = Observable<Void>.create { [weak control = base] observer in
      let call = UncheckedSendable(observer)
      var registration: Disposable = Disposables.create()
      MainActor.assumeIsolated {
        registration =
          control?.addHandler(for: events) { call.value.onNext(()) }
          ?? Disposables.create()
      }
      return registration
    }
    return ControlEvent(events: source.take(until: lifetime.deallocated))
  }

  /// A ``HeadlessUI/ControlProperty`` for a value of the control: the current value on
  /// subscription and after each of `editingEvents`; set with `setter`.
  ///
  /// - Parameters:
  ///   - editingEvents: The events after which the value is read again.
  ///   - getter: Reads the value.
  ///   - setter: Writes a value bound to the property.
  @preconcurrency @MainActor
  public func controlProperty<T>(
    editingEvents: Control.Event,
    getter: @escaping @MainActor (Base) -> T,
    setter: @escaping @MainActor (Base, T) -> Void
  ) -> ControlProperty<T> {
    let lifetime = base.lifetime
    let values = Observable<T>.create { [weak control = base] observer in
      let call = UncheckedSendable(observer)
      var registration: Disposable = Disposables.create()
      MainActor.assumeIsolated {
        guard let control else {
          call.value.onCompleted()
          return
        }
        call.value.onNext(getter(control))
        registration = control.addHandler(for: editingEvents) { [weak control] in
          if let control { call.value.onNext(getter(control)) }
        }
      }
      return registration
    }
    return ControlProperty(
      values: values.take(until: lifetime.deallocated),
      valueSink: Binder(base, binding: setter))
  }

  /// Binds whether the control is enabled.
  @preconcurrency @MainActor
  public var isEnabled: Binder<Bool> {
    Binder(base) { control, enabled in control.isEnabled = enabled }
  }

  /// Binds whether the control is selected.
  @preconcurrency @MainActor
  public var isSelected: Binder<Bool> {
    Binder(base) { control, selected in control.isSelected = selected }
  }
}

extension Reactive where Base: Label {
  /// Binds the label's text.
  @preconcurrency @MainActor
  public var text: Binder<String?> {
    Binder(base) { label, text in label.text = text }
  }
}

extension Reactive where Base: Button {
  /// Fires on each tap (``HeadlessUI/Button/tap()``).
  @preconcurrency @MainActor
  public var tap: ControlEvent<Void> {
    controlEvent(.touchUpInside)
  }

  /// Binds the title for `state`.
  @preconcurrency @MainActor
  public func title(for state: Control.State = .normal) -> Binder<String?> {
    Binder(base) { button, title in button.setTitle(title, for: state) }
  }
}

extension Reactive where Base: Switch {
  /// Whether the switch is on: the current value, then each user flip;
  /// binding sets it.
  @preconcurrency @MainActor
  public var isOn: ControlProperty<Bool> {
    value
  }

  /// The same as ``isOn`` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<Bool> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.isOn }, setter: { $0.isOn = $1 })
  }
}

extension Reactive where Base: TextField {
  /// The field's text: the current text, then the text after each
  /// keystroke; binding sets it.
  @preconcurrency @MainActor
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as ``text-9d8q5`` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<String?> {
    controlProperty(
      editingEvents: [.allEditingEvents, .valueChanged],
      getter: { $0.text }, setter: { $0.text = $1 })
  }
}
