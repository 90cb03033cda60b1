import Dispatch
import Foundation
import Platform
import Streams

/// Runs `body` on the main actor: at once when called on the main thread
/// or the main queue, otherwise queued on the main queue. Pass the `delivery` of a binding to
/// keep its work in order (`MainThreadDelivery` (Platform)).
func performOnMain<Value>(
  _ value: Value, delivery: MainThreadDelivery = MainThreadDelivery(),
  _ body: @escaping @MainActor (Value) -> Void
) {
  // `perform` runs on the main actor only; the value is handed over and
  // not used on the sending thread again.
  let call = UncheckedHandOver((body, value))
  delivery.perform {
    MainActor.assumeIsolated { call.value.0(call.value.1) }
  }
}

/// Carries a value to the main actor when the sender has handed it over
/// (see each use).
struct UncheckedHandOver<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// A weak reference that can be captured by escaping closures. Sendable:
/// it is set once, and loading a weak reference is thread-safe; the object
/// itself is used on the main actor only.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  weak var object: Object?
  init(_ object: Object) { self.object = object }
}
