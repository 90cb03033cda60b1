import Streams

extension Reactive where Base: TextView {
  /// The text: the current text on subscription, then the text after each
  /// user change (RxCocoa's `rx.text`); binding sets it, telling no one.
  /// Subscribe on the main actor. Values arrive on the main actor (a
  /// change simulated off the main thread is read there a moment later).
  @preconcurrency @MainActor
  public var text: ControlProperty<String?> {
    value
  }

  /// The same as `text` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<String?> {
    let texts = Observable<Void>.just(()).concat(base.textEvents.didChange)
      .mapOnMain { [weak view = base] _ -> String? in view?.text }
    return ControlProperty(
      values: texts.take(until: base.lifetime.deallocated),
      valueSink: Binder(base) { view, text in view.text = text })
  }

  /// Fires when editing begins (the view becomes the first responder).
  @preconcurrency @MainActor
  public var didBeginEditing: ControlEvent<Void> {
    ControlEvent(events: base.textEvents.didBeginEditing.take(until: base.lifetime.deallocated))
  }

  /// Fires when editing ends (the view resigns first responder).
  @preconcurrency @MainActor
  public var didEndEditing: ControlEvent<Void> {
    ControlEvent(events: base.textEvents.didEndEditing.take(until: base.lifetime.deallocated))
  }

  /// Fires after each change the user makes.
  @preconcurrency @MainActor
  public var didChange: ControlEvent<Void> {
    ControlEvent(events: base.textEvents.didChange.take(until: base.lifetime.deallocated))
  }
}
