import Platform
import Streams

/// The `mutate` streams of a reactor, with the action each one came from
/// (so that tests can name what is still running), until they end.
///
/// A stream ends by itself (``InFlightStream/hasEnded``: a subscription's
/// disposable disposed, an ``InFlightEffect`` ended), on whatever thread it
/// ends: ending touches neither this table nor its lock, so a stream's
/// task never contends with the drain registering the next one. The table
/// forgets ended streams when it grows: an ``insert(action:stream:)``
/// that finds twice as many entries as were running at the last sweep
/// (and at least ``sweepThreshold``) drops the ended ones, amortized O(1)
/// per stream. Until then an ended entry keeps its action and its stream
/// object (an ``InFlightEffect`` also keeps its task's handle): the table
/// holds at most twice the streams running at the last sweep, or
/// ``sweepThreshold`` if that is more.
///
/// The table holds what it registered strongly, so an ended
/// ``InFlightEffect`` keeps its reactor's storage until the sweep or
/// ``dispose()``, both of which run while the storage lives: no cycle
/// outlives its reactor.
///
/// Thread-safety: the entries are guarded by `lock`; insertions come from
/// the reactor's drain, readers and ``dispose()`` from any thread.
@usableFromInline
final class InFlightStreams: @unchecked Sendable {
  /// One registered stream.
  private struct Entry {
    let action: Any
    let stream: any InFlightStream
  }

  /// Entries below which the table never sweeps.
  static let sweepThreshold = 16

  private let lock = PlatformLock()
  // Guarded by `lock`; `nil` once disposed. Oldest first.
  private var entries: [Entry]? = []
  // Guarded by `lock`: the entries that a sweep would leave alone.
  private var sweepAt = InFlightStreams.sweepThreshold
  // The drain's own (insertions only): what the last sweep took out,
  // released after unlocking (an action may hold a user object, whose
  // `deinit` is user code); its storage is kept for the next sweep.
  private var swept: [Entry] = []

  @usableFromInline
  init() {}

  /// Registers the stream of `action`; `false` (after disposing `stream`)
  /// once everything was disposed. The reactor's drain only.
  @usableFromInline
  func insert(action: Any, stream: any InFlightStream) -> Bool {
    lock.lock()
    guard var list = entries.take() else {
      lock.unlock()
      stream.dispose()
      return false
    }
    if list.count >= sweepAt {
      let kept = Self.sweep(&list, into: &swept)
      sweepAt = Swift.max(Self.sweepThreshold, 2 * kept)
    }
    list.append(Entry(action: action, stream: stream))
    entries = list
    lock.unlock()
    swept.removeAll(keepingCapacity: true)
    return true
  }

  /// Moves the ended entries of `list` to `swept`, keeping the order of the
  /// others, in place (no array is made); returns how many are kept.
  private static func sweep(_ list: inout [Entry], into swept: inout [Entry]) -> Int {
    var kept = 0
    for index in list.indices where !list[index].stream.hasEnded {
      if index != kept { list.swapAt(index, kept) }
      kept += 1
    }
    swept.append(contentsOf: list[kept...])
    list.removeSubrange(kept...)
    return kept
  }

  /// The actions whose streams are still running, oldest first.
  var actions: [Any] {
    lock.withLock {
      (entries ?? []).filter { !$0.stream.hasEnded }.map(\.action)
    }
  }

  /// The entries kept, running or ended and not swept yet (for tests).
  var entryCount: Int { lock.withLock { entries?.count ?? 0 } }

  /// Disposes every stream, oldest first; later insertions are disposed at
  /// once.
  func dispose() {
    lock.lock()
    let entries = self.entries
    self.entries = nil
    lock.unlock()
    for entry in entries ?? [] { entry.stream.dispose() }
  }
}

/// What ``InFlightStreams`` keeps of one stream.
@usableFromInline
protocol InFlightStream: AnyObject {
  /// Whether the stream ended (or was disposed): the table may forget it.
  var hasEnded: Bool { get }
  /// Ends the stream, cancelling what it runs; idempotent.
  func dispose()
}

/// A subscription to a `mutate` stream, disposed when the stream ends.
extension SingleAssignmentDisposable: InFlightStream {
  @usableFromInline
  var hasEnded: Bool { isDisposed }
}
