import Platform
import Synchronization

/// The effects in flight under cancellation identifiers, for one scope: a
/// reactor's (each reactor has its own, so two reactors using the same
/// identifier never cancel each other) or, outside any reactor, the
/// process's.
///
/// ``Streams/ObservableType/cancellable(id:cancelInFlight:)`` registers a
/// subscription here; ``Streams/Observable/cancel(id:)`` and a new
/// `cancelInFlight` subscription cancel the ones registered under an
/// identifier. A closed scope (its reactor is gone) cancels every
/// registered effect and every one registered later.
///
/// Thread-safe: the table is guarded by a lock; effects are cancelled
/// after it is released (cancelling runs downstream code), and identifiers
/// the table drops are released after it too (an identifier may be a user
/// class with a `deinit`). An identifier's `hash(into:)` and `==` run under
/// the lock, as a dictionary key's must: they may not start or cancel
/// effects.
@usableFromInline
package final class EffectCancellations: @unchecked Sendable {
  /// The scope of the reactor whose `mutate` runs, or whose mutation
  /// stream is being subscribed, on this thread.
  package static let current = ThreadSlot<EffectCancellations>()
  /// The scope of effects started outside any reactor.
  package static let process = EffectCancellations()
  /// Whether any cancellation identifier was ever used: until then a
  /// reactor does not set its scope around `mutate` (a thread-slot write
  /// per action spared).
  @usableFromInline package static let isInUse = Atomic<Bool>(false)

  private let lock = Lock()
  private var effects: [AnyHashable: [ObjectIdentifier: CancellableEffect]] = [:]
  private var isClosed = false

  package init() {}

  /// The scope effects made or subscribed on this thread belong to.
  static var scopeHere: EffectCancellations { current.current ?? process }

  /// Registers `effect` under `id`, first taking out the effects registered
  /// under it when `cancelInFlight`; those are cancelled after the lock.
  /// Cancels `effect` at once when the scope is closed.
  func register(_ effect: CancellableEffect, id: AnyHashable, cancelInFlight: Bool) {
    lock.lock()
    if isClosed {
      lock.unlock()
      effect.cancel()
      return
    }
    // In place: no copy of the identifier's entries per registration.
    let replaced = cancelInFlight ? effects.index(forKey: id).map { effects.remove(at: $0) } : nil
    effects[id, default: [:]][ObjectIdentifier(effect)] = effect
    lock.unlock()
    if let replaced {
      for old in replaced.value.values { old.cancel() }
    }
  }

  /// Forgets `effect` (it ended or was disposed).
  func remove(_ effect: CancellableEffect, id: AnyHashable) {
    lock.lock()
    guard let index = effects.index(forKey: id) else {
      lock.unlock()
      return
    }
    effects.values[index].removeValue(forKey: ObjectIdentifier(effect))
    let emptied = effects.values[index].isEmpty ? effects.remove(at: index) : nil
    lock.unlock()
    withExtendedLifetime(emptied) {}
  }

  /// Cancels every effect registered under one of `ids`.
  func cancel(_ ids: some Sequence<AnyHashable>) {
    lock.lock()
    var taken: [CancellableEffect] = []
    var takenIDs: [AnyHashable] = []
    for id in ids {
      guard let index = effects.index(forKey: id) else { continue }
      let (storedID, entries) = effects.remove(at: index)
      takenIDs.append(storedID)
      taken.append(contentsOf: entries.values)
    }
    lock.unlock()
    withExtendedLifetime(takenIDs) {}
    for effect in taken { effect.cancel() }
  }

  /// Cancels every registered effect, and every one registered from now
  /// on: the scope's reactor is gone.
  package func close() {
    lock.lock()
    isClosed = true
    let closed = effects
    effects = [:]
    lock.unlock()
    for entries in closed.values {
      for effect in entries.values { effect.cancel() }
    }
  }

  /// How many effects are registered (for tests and diagnostics).
  package var count: Int {
    lock.lock()
    defer { lock.unlock() }
    return effects.values.reduce(0) { $0 + $1.count }
  }
}

/// One subscription of a `cancellable` stream, as its scope holds it.
///
/// Cancelling is exactly once: whichever of a cancel, the upstream's end or
/// a disposal comes first wins.
class CancellableEffect: @unchecked Sendable {
  /// Ends the subscription as cancelled.
  func cancel() {}
}
