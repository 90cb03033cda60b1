import Dispatch
import Foundation
import Platform

/// An observer that writes each element into a target object, the way a
/// view shows a value: it never fails and it never keeps its target alive.
///
/// `Binder(label) { label, text in label.text = text }` delivers every
/// element on the main actor: immediately when `on(_:)` is called there,
/// that is on the main thread or on the main queue (Swift Testing runs
/// `@MainActor` tests on the main queue, off the main thread, on Linux),
/// even inside other main-actor work, and none of this binder's earlier
/// elements is still queued, otherwise asynchronously on the main queue,
/// in the order the elements arrived. The binding therefore
/// runs on the main actor, so a state emitted on a background thread reaches
/// a `@MainActor` view without a data race. `Binder(target, scheduler:)`
/// delivers on another scheduler instead.
///
/// Each subscription (`bind(to:)`, `drive`, `emit(to:)`, `subscribe`) gets
/// its own queue: disposing it drops the elements it still has queued, so
/// nothing reaches the target after its binding is disposed (a reused cell
/// never shows its previous reactor's state). Calling `on(_:)` directly
/// uses the binder's own queue, which nothing cancels.
///
/// Elements that arrive after the target was freed are dropped. An error is
/// a programming mistake in a binding (bindings must not fail): it is
/// reported through ``Hooks/unhandledError`` and the process goes on.
/// Completion is ignored.
public struct Binder<Value>: ObserverType, SubscriptionScopedObserver {
  /// The element type, `Value`.
  public typealias Element = Value

  /// Delivers one event through a queue: the binder's own, or one
  /// subscription's (whose `cancel()` drops what it still holds).
  @usableFromInline let deliver: (Event<Value>, MainThreadDelivery) -> Void
  /// The queue of direct ``on(_:)`` calls; nothing cancels it.
  @usableFromInline let ownQueue = MainThreadDelivery()

  // Inlinable: specialized where the binder is made, an element reaches
  // the main actor without generic metadata lookups
  // (navigation.pushPop.1000).
  /// Creates a binder that runs `binding` with the target and each element
  /// on the main actor (the main thread, or the main queue).
  ///
  /// - Parameters:
  ///   - target: The object written to; held weakly.
  ///   - binding: Writes one element into the target.
  @inlinable
  public init<Target: AnyObject>(
    _ target: Target,
    binding: @escaping @MainActor (Target, Value) -> Void
  ) {
    let weakTarget = WeakReference(target)
    // Made once: an element arriving on the main actor allocates nothing.
    let write: @MainActor (Value) -> Void = { element in
      guard let target = weakTarget.object else { return }
      binding(target, element)
    }
    deliver = { event, delivery in
      switch event {
      case .next(let element):
        delivery.deliver(element, to: write)
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
    let weakTarget = WeakReference(target)
    // The delivery serves only as the subscription's cancellation flag:
    // the scheduler orders the work.
    deliver = { event, delivery in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          if !delivery.isCancelled, let target = weakTarget.object {
            binding(target, element)
          }
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
    deliver(event, ownQueue)
  }

  /// This binder as an ``AnyObserver``; a binding to it still drops its
  /// queued elements when disposed.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on, scoped: scopedToSubscription)
  }

  /// A copy of this binder with its own queue, for one subscription.
  package func scopedToSubscription() -> ScopedObserver<Value> {
    let deliver = deliver
    let delivery = MainThreadDelivery()
    return ScopedObserver(on: { deliver($0, delivery) }, cancel: delivery.cancel)
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
