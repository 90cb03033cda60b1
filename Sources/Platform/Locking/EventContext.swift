import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A value that travels with the event being delivered on this thread, and
/// with it through every ``Serializer`` queue the event waits in (a
/// `merge` busy with another event, a subject delivering on another
/// thread, a reactor's action queue), so that the code the event reaches
/// later still sees it. Work queued without a context runs without one,
/// whatever the context of the thread that drains the queue.
///
/// ReactorCore uses it to carry a check with a child reactor's forwarded
/// action into its parent's queue. Not carried across a scheduler hop.
///
/// Thread-safe: the slot is per thread (a pthread key); ``isActive`` spares
/// every other delivery the slot's lookup.
@usableFromInline
package enum EventContext {
  /// How many deliveries run with a context on any thread.
  @usableFromInline
  static let installed = Atomic<Int>(0)

  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether a context may be set on some thread: when not, none is set on
  /// this one and looking can be skipped.
  @inlinable @inline(__always)
  package static var isActive: Bool { installed.load(ordering: .relaxed) > 0 }

  /// Runs `body` with `context` (`nil`: none) as this thread's context,
  /// then restores the previous one.
  package static func with<Result>(_ context: AnyObject?, _ body: () -> Result) -> Result {
    let previous = pthread_getspecific(key)
    pthread_setspecific(key, context.map { Unmanaged.passRetained($0).toOpaque() })
    if context != nil { installed.wrappingAdd(1, ordering: .relaxed) }
    defer {
      if context != nil { installed.wrappingSubtract(1, ordering: .relaxed) }
      if let left = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(left).release() }
      pthread_setspecific(key, previous)
    }
    return body()
  }

  /// This thread's context, left in place.
  package static var current: AnyObject? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
  }

}
