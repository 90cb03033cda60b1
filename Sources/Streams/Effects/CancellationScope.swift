import Platform
import Synchronization

/// The streams running under cancellation identifiers, for one scope: the
/// scope of one owner of streams, or, for streams no owner made or
/// subscribed, the process's.
///
/// ``Streams/ObservableType/cancellable(id:cancelInFlight:)`` registers a
/// subscription in the scope it belongs to (see ``current``);
/// ``Streams/Observable/cancel(id:)`` and a new `cancelInFlight`
/// subscription cancel the ones registered there under an identifier, and
/// never those of another scope. A closed scope (its owner is gone) cancels
/// every registered stream and every one registered later.
///
/// Thread-safe: the table is guarded by a lock; streams are cancelled
/// after it is released (cancelling runs downstream code), and identifiers
/// the table drops are released after it too (an identifier may be a user
/// class with a `deinit`). An identifier's `hash(into:)` and `==` run under
/// the lock, as a dictionary key's must: they may not start or cancel
/// streams.
@usableFromInline
package final class CancellationScope: CancellationScopeOwner, @unchecked Sendable {
  /// The owner whose code runs on this thread, for the length of a call:
  /// the streams made meanwhile belong to its scope wherever and whenever
  /// they are subscribed, and those made elsewhere but subscribed
  /// meanwhile belong to it too.
  ///
  /// Any ``CancellationScopeOwner``: it is held unretained, as an
  /// `AnyObject`, so that setting it costs no retain and no scope is made
  /// until a stream needs one.
  @usableFromInline package static let owner = ThreadSlot<AnyObject>()
  /// The scope of streams made and subscribed outside any owner.
  package static let process = CancellationScope()

  private let lock = PlatformLock()
  private var effects: [AnyHashable: [ObjectIdentifier: CancellableEffect]] = [:]
  private var isClosed = false
  /// `isClosed`, read without the lock by streams that need only it.
  private let closedFlag = Atomic<Bool>(false)

  package init() {}

  /// A scope is its own owner (a caller that has a scope and no owner
  /// object sets the scope itself in ``owner``).
  package var cancellationScope: CancellationScope { self }

  /// The scope of the owner whose code runs on this thread, if any; made
  /// on first use by the owner.
  static var current: CancellationScope? {
    guard let owner = owner.current else { return nil }
    // A dynamic cast, paid only by streams that use identifiers, rather
    // than a scope made for every owner that runs code.
    return (owner as? CancellationScopeOwner)?.cancellationScope
  }

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

  /// Admits a stream under `id` that gives all its elements at once and
  /// ends (its elements are known): nothing can cancel it meanwhile, so it
  /// is not registered. As a registration would, it first cancels the
  /// streams in flight under `id` when `cancelInFlight` asks.
  ///
  /// - Returns: whether the scope is open; a closed scope's streams end
  ///   without an element.
  func admitEndingAtOnce(id: any Hashable & Sendable, cancelInFlight: Bool) -> Bool {
    guard cancelInFlight else { return !closedFlag.load(ordering: .acquiring) }
    let id = AnyHashable(id)
    lock.lock()
    guard !isClosed else {
      lock.unlock()
      return false
    }
    let replaced = cancelInFlight ? effects.index(forKey: id).map { effects.remove(at: $0) } : nil
    lock.unlock()
    if let replaced {
      for old in replaced.value.values { old.cancel() }
    }
    return true
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
  /// on: the scope's owner is gone.
  package func close() {
    lock.lock()
    isClosed = true
    closedFlag.store(true, ordering: .releasing)
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
