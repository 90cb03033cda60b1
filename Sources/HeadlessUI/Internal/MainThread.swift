import Dispatch
import Foundation
import Streams

/// Runs `body` on the main actor: at once when called on the main thread
/// with nothing queued before it there, otherwise queued on the main thread
/// in call order (``MainScheduler``'s rule, shared with ``Binder``).
func performOnMain<Value>(_ value: Value, _ body: @escaping @MainActor (Value) -> Void) {
  _ = MainScheduler.instance.schedule(value) { value in
    // MainScheduler runs actions on the main thread only; the value is
    // handed over and not used on the sending thread again.
    let call = UncheckedHandOver((body, value))
    MainActor.assumeIsolated { call.value.0(call.value.1) }
    return Disposables.create()
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
