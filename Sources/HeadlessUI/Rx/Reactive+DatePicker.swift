import Foundation
import Streams

extension Reactive where Base: DatePicker {
  /// The picker's date: the current one on subscription, then the date
  /// after each user pick (``HeadlessUI/DatePicker/pick(_:)``); binding
  /// sets it, sending nothing (RxCocoa's `rx.date`).
  @preconcurrency @MainActor
  public var date: ControlProperty<Date> {
    value
  }

  /// The same as `date` (RxCocoa's name for a control's value).
  @preconcurrency @MainActor
  public var value: ControlProperty<Date> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.date }, setter: { $0.date = $1 })
  }

  /// The countdown duration, in seconds, after each user change; binding
  /// sets it (RxCocoa's `rx.countDownDuration`).
  @preconcurrency @MainActor
  public var countDownDuration: ControlProperty<TimeInterval> {
    controlProperty(
      editingEvents: .valueChanged, getter: { $0.countDownDuration },
      setter: { $0.countDownDuration = $1 })
  }
}
