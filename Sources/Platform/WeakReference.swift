/// A weak reference that escaping `@Sendable` closures can capture.
///
/// Sendable: `object` is set once, at creation, and loading a weak
/// reference is thread-safe; what the object itself may be used from is up
/// to each use (views: the main actor only).
@usableFromInline
package final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  /// The object, or `nil` once it is freed.
  @usableFromInline package weak var object: Object?

  /// Refers to `object` without retaining it.
  @inlinable package init(_ object: Object) { self.object = object }
}
