#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// One object per thread, set for the length of a call: what code deep in
/// that call (an operator being subscribed, a task being started) reads to
/// learn the context it runs in without it being passed along.
///
/// Thread-safe: each thread has its own slot: a cell of its own, found
/// through a pthread key (made on the thread's first use, freed when the
/// thread ends), so that a call reads the key once and then only reads and
/// writes the cell (reactor.dispatch sets a slot around every `mutate`).
/// The object is held by ``with(_:_:)``'s caller for the call; the slot
/// does not retain it.
@usableFromInline
package final class ThreadSlot<Object: AnyObject>: @unchecked Sendable {
  @usableFromInline let key: pthread_key_t

  package init() {
    var key = pthread_key_t()
    // A thread's cell is freed when the thread ends.
    pthread_key_create(&key) { cell in cell?.deallocate() }
    self.key = key
  }

  /// This thread's cell, made on its first use.
  @inlinable
  func cell() -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    if let cell = pthread_getspecific(key) {
      return cell.assumingMemoryBound(to: UnsafeMutableRawPointer?.self)
    }
    return makeCell()
  }

  @usableFromInline
  func makeCell() -> UnsafeMutablePointer<UnsafeMutableRawPointer?> {
    let cell = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: 1)
    cell.initialize(to: nil)
    pthread_setspecific(key, cell)
    return cell
  }

  /// Runs `body` with `object` (`nil`: none) in this thread's slot, then
  /// restores what was there.
  // Inlinable: specialized in the caller, no generic metadata per call
  // (reactor.dispatch.cancellable).
  @inlinable
  package func with<Result>(_ object: Object?, _ body: () throws -> Result) rethrows -> Result {
    try withExtendedLifetime(object) {
      try with(unretained: object.map { Unmanaged.passUnretained($0) }, body)
    }
  }

  /// ``with(_:_:)`` for a caller that keeps `object` alive itself (`self`
  /// in one of its own methods): no retain and release around the call.
  @inlinable
  package func with<Result>(
    unretained object: Unmanaged<Object>?, _ body: () throws -> Result
  ) rethrows -> Result {
    let cell = cell()
    let previous = cell.pointee
    cell.pointee = object?.toOpaque()
    defer { cell.pointee = previous }
    return try body()
  }

  /// Puts `object` in this thread's slot and returns what was there, for
  /// ``restore(_:)``: ``with(_:_:)`` for code that cannot wrap its work in a
  /// closure (an unspecialized generic handler, where one costs metadata
  /// look-ups). The caller keeps `object` alive and restores before it
  /// returns.
  @inlinable
  package func replace(with object: Object) -> UnsafeMutableRawPointer? {
    let cell = cell()
    let previous = cell.pointee
    cell.pointee = Unmanaged.passUnretained(object).toOpaque()
    return previous
  }

  /// Puts back what ``replace(with:)`` returned.
  @inlinable
  package func restore(_ previous: UnsafeMutableRawPointer?) {
    cell().pointee = previous
  }

  /// This thread's object, if a caller up the stack set one.
  @inlinable
  package var current: Object? {
    guard let cell = pthread_getspecific(key),
      let pointer = cell.assumingMemoryBound(to: UnsafeMutableRawPointer?.self).pointee
    else { return nil }
    return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
  }
}

/// One object per thread, kept until replaced: a weak reference (the slot
/// never keeps its object alive) in a per-thread box.
///
/// Thread-safe: each thread has its own slot (a pthread key).
package final class WeakThreadSlot<Object: AnyObject>: @unchecked Sendable {
  private final class Box {
    weak var object: Object?
    init(_ object: Object?) { self.object = object }
  }

  private let key: pthread_key_t

  package init() {
    var key = pthread_key_t()
    // A thread's box is released when the thread ends.
    pthread_key_create(&key) { pointer in
      if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
    }
    self.key = key
  }

  /// This thread's object, if it is set and still alive.
  package var current: Object? {
    guard let pointer = pthread_getspecific(key) else { return nil }
    return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().object
  }

  /// Makes `object` this thread's object (`nil`: none).
  package func set(_ object: Object?) {
    if let pointer = pthread_getspecific(key) {
      let box = Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue()
      if box.object === object { return }
      box.object = object
      return
    }
    guard let object else { return }
    pthread_setspecific(key, Unmanaged.passRetained(Box(object)).toOpaque())
  }
}
