#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How deep the calling thread is in work that *other* threads queued on a
/// ``Serializer`` it drains: 0 outside any, one more inside each such item.
///
/// A reactor's drain takes a mutation inline (instead of queueing it behind
/// what other threads queued) only when it is emitted synchronously by the
/// stream the drain is subscribing to. A serializer that the drain's thread
/// happens to own (a `merge` inside `transform(mutation:)`) may hand it an
/// element another thread sent meanwhile; that element arrives one level
/// deeper than the intake was opened, so the reactor queues it in arrival
/// order rather than reducing it ahead of elements queued before it.
///
/// Thread-safe: the depth is per thread (a pthread key holding the number
/// itself, no allocation). Items a thread queued itself (re-entrant sends)
/// run at its own depth.
package enum ForeignWork {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// The calling thread's depth.
  package static var depth: UInt {
    UInt(bitPattern: pthread_getspecific(key))
  }

  /// Runs `work`, another thread's item, one level deeper.
  package static func run(_ work: () -> Void) {
    let outer = pthread_getspecific(key)
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: UInt(bitPattern: outer) &+ 1))
    defer { pthread_setspecific(key, outer) }
    work()
  }
}
