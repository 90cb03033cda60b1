import Dispatch
import Foundation
import Synchronization

/// An observer that writes each element into a target object, the way a
/// view shows a value: it never fails and it never keeps its target alive.
///
/// `Binder(label) { label, text in label.text = text }` delivers every
/// element on the main thread: immediately when `on(_:)` is called there
/// (and no earlier element of this binder is still queued), otherwise
/// asynchronously, in the order the elements arrived. As with RxCocoa's
/// binders (each has its own `MainScheduler()`), the queue is the binder's
/// own: a binder fed from another main-thread delivery, such as a `Driver`
/// or `observe(on: MainScheduler.instance)`, still delivers at once. The binding therefore
/// runs on the main actor, so a state emitted on a background thread reaches
/// a `@MainActor` view without a data race. `Binder(target, scheduler:)`
/// delivers on another scheduler instead.
///
/// Elements that arrive after the target was freed are dropped. An error is
/// a programming mistake in a binding (bindings must not fail): it is
/// reported through ``Hooks/unhandledError`` and the process goes on.
/// Completion is ignored.
public struct Binder<Value>: ObserverType {
  /// The element type, `Value`.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that runs `binding` with the target and each element
  /// on the main thread (main actor).
  ///
  /// - Parameters:
  ///   - target: The object written to; held weakly.
  ///   - binding: Writes one element into the target.
  public init<Target: AnyObject>(
    _ target: Target,
    binding: @escaping @MainActor (Target, Value) -> Void
  ) {
    let weakTarget = WeakTarget(target)
    let delivery = MainThreadDelivery()
    self.binding = { event in
      switch event {
      case .next(let element):
        delivery.perform {
          guard let target = weakTarget.value else { return }
          // `perform` runs its actions on the main thread only, and the
          // target and element are handed to the main actor and not touched
          // here again.
          let call = UncheckedSendable((binding, target, element))
          MainActor.assumeIsolated { call.value.0(call.value.1, call.value.2) }
        }
      case .error(let error):
        Hooks.reportUnhandledError(BindingError(underlying: error))
      case .completed:
        break
      }
    }
  }

  /// Creates a binder that runs `binding` with the target and each element
  /// on `scheduler`.
  ///
  /// - Parameters:
  ///   - target: The object written to; held weakly.
  ///   - scheduler: Where `binding` runs.
  ///   - binding: Writes one element into the target.
  public init<Target: AnyObject>(
    _ target: Target,
    scheduler: ImmediateSchedulerType,
    binding: @escaping (Target, Value) -> Void
  ) {
    let weakTarget = WeakTarget(target)
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if let target = weakTarget.value { binding(target, element) }
          return Disposables.create()
        }
      case .error(let error):
        Hooks.reportUnhandledError(BindingError(underlying: error))
      case .completed:
        break
      }
    }
  }

  /// Delivers `.next` elements to the target; see the type's discussion for
  /// errors and completion.
  public func on(_ event: Event<Value>) {
    binding(event)
  }

  /// This binder as an ``AnyObserver``.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}

/// The error a ``Binder`` reports when the sequence bound to it fails:
/// bindings are meant to be infallible (use `Driver`, `Signal` or
/// `catchAndReturn` before binding).
public struct BindingError: Error, CustomStringConvertible {
  /// The error the bound sequence failed with.
  public let underlying: Error

  /// Wraps the error a bound sequence failed with.
  public init(underlying: Error) {
    self.underlying = underlying
  }

  /// Names the failure and its cause.
  public var description: String {
    "Binding error: the sequence bound to a Binder failed with \(underlying)"
  }
}

/// Runs one binder's deliveries on the main thread in the order they were
/// asked for: inline when asked on the main thread with none of them queued
/// or running, otherwise through `DispatchQueue.main` (RxSwift's
/// `MainScheduler` rule, with a count per binder as RxCocoa's binders have).
private final class MainThreadDelivery: Sendable {
  // Deliveries queued or running.
  private let pending = Atomic<Int>(0)

  func perform(_ action: @escaping () -> Void) {
    let previous = pending.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
    if Thread.isMainThread && previous == 0 {
      action()
      pending.wrappingSubtract(1, ordering: .releasing)
      return
    }
    // The action runs once, on the main thread; it is not used here again.
    let call = UncheckedSendable(action)
    DispatchQueue.main.async {
      call.value()
      self.pending.wrappingSubtract(1, ordering: .releasing)
    }
  }
}

/// A weak reference to a binder's target.
private final class WeakTarget<Target: AnyObject> {
  weak var value: Target?
  init(_ value: Target) { self.value = value }
}
