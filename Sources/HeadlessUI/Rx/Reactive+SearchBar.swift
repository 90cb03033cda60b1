import Platform
import Streams

extension Reactive where Base: SearchBar {
  /// The bar's text: the current text on subscription, then the text after
  /// each user change and when editing ends (as RxCocoa's); binding sets
  /// it, telling no one.
  @preconcurrency @MainActor
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as `text` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<String?> {
    let lifetime = base.lifetime
    let values = Observable<String?>.create { [weak bar = base] observer in
      let call = UncheckedSendable(observer)
      var registration: Disposable = Disposables.create()
      MainActor.assumeIsolated {
        guard let bar else {
          call.value.onCompleted()
          return
        }
        call.value.onNext(bar.text)
        registration = bar.addHandler(for: [.textDidChange, .didEndEditing]) { [weak bar] in
          if let bar { call.value.onNext(bar.text) }
        }
      }
      return registration
    }
    return ControlProperty(
      values: values.take(until: lifetime.deallocated),
      valueSink: Binder(base) { bar, text in bar.text = text })
  }

  /// Fires when the user presses the keyboard's Search key
  /// (``HeadlessUI/SearchBar/tapSearchButton()``).
  @preconcurrency @MainActor
  public var searchButtonClicked: ControlEvent<Void> {
    event(.searchButtonClicked)
  }

  /// Fires when the user taps the Cancel button
  /// (``HeadlessUI/SearchBar/tapCancelButton()``).
  @preconcurrency @MainActor
  public var cancelButtonClicked: ControlEvent<Void> {
    event(.cancelButtonClicked)
  }

  /// Fires when the bar becomes the first responder.
  @preconcurrency @MainActor
  public var textDidBeginEditing: ControlEvent<Void> {
    event(.didBeginEditing)
  }

  /// Fires when the bar stops being the first responder.
  @preconcurrency @MainActor
  public var textDidEndEditing: ControlEvent<Void> {
    event(.didEndEditing)
  }

  /// The bar's `event`s as a control event (completes when the bar is
  /// freed).
  @MainActor
  private func event(_ event: SearchBar.Event) -> ControlEvent<Void> {
    let lifetime = base.lifetime
    let source = Observable<Void>.create { [weak bar = base] observer in
      let call = UncheckedSendable(observer)
      var registration: Disposable = Disposables.create()
      MainActor.assumeIsolated {
        registration =
          bar?.addHandler(for: [event]) { call.value.onNext(()) } ?? Disposables.create()
      }
      return registration
    }
    return ControlEvent(events: source.take(until: lifetime.deallocated))
  }
}
