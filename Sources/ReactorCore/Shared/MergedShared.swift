import Platform
import Streams
import Synchronization

/// A ``Shared`` value a reactor merged (``Streams/ObservableType/merge(_:as:)``),
/// as the reactor's storage keeps it: what a ``SessionRecorder`` records of
/// it (its value when the recording starts, and each change made by anyone
/// but the reactor itself) and what a ``Replay`` sets again.
///
/// Threading: `changed` runs on the delivering thread, any thread; the log
/// it reports to is set and cleared under a lock. Off (no recorder), a
/// change costs one relaxed atomic load.
@usableFromInline
package final class MergedShared: @unchecked Sendable {
  /// The value's type, as a recording names it (`InboxSettings`).
  package let valueType: String
  /// The value's type as Swift source (`InboxSample.InboxSettings`).
  package let valueTypeSource: String
  /// The shared value, if alive.
  private let read: () -> Any?
  /// Sets the shared value to a value of its type.
  private let write: (Any) -> Void
  /// Whether it is the given object.
  private let isShared: (AnyObject) -> Bool
  /// JSON encoding and decoding of its value, when `Codable`.
  package let encode: ((Any) throws -> JSONValue)?
  package let decode: ((JSONValue) throws -> Any)?
  /// The reactor's storage (not retained): a change made while it runs its
  /// own code on the delivering thread is the reactor's, made again by a
  /// replay, and not recorded.
  private let owner: ObjectIdentifier

  @usableFromInline let isRecording = Atomic<Bool>(false)
  private let log = LockedState(ChangeLog(call: nil))

  private init<Value>(_ shared: Shared<Value>, owner: AnyObject) {
    valueType = StateTree.typeName(ofType: Value.self)
    valueTypeSource = String(reflecting: Value.self)
    read = { [weak shared] in shared?.value }
    write = { [weak shared] value in
      // A value decoded or read as this shared value's type.
      shared?.set(value as! Value)
    }
    isShared = { [weak shared] object in shared === object }
    if let encode = JSONCoding<Value>.encoder, let decode = JSONCoding<Value>.decoder {
      self.encode = { try encode($0 as! Value) }
      self.decode = { try decode($0) }
    } else {
      (self.encode, self.decode) = (nil, nil)
    }
    self.owner = ObjectIdentifier(owner)
  }

  /// The tap of `shared` for the reactor whose code runs on this thread
  /// (merging in `transform(mutation:)` or `mutate`), registered with its
  /// storage; `nil` outside a reactor, and when the reactor merged `shared`
  /// before (the first merge reports its changes, once).
  @usableFromInline
  static func register<Value>(_ shared: Shared<Value>) -> MergedShared? {
    guard let storage = CancellationScope.owner.current as? any MergedSharedOwner else {
      return nil
    }
    return storage.mergedShared(shared) { MergedShared(shared, owner: storage) }
  }

  /// The current value, `nil` when the shared value was freed.
  package var value: Any? { read() }

  /// Replaces the value (a replay's), delivering it as any change.
  func set(_ value: Any) { write(value) }

  /// Whether this is the tap of `shared`.
  package func holds(_ shared: AnyObject) -> Bool { isShared(shared) }

  /// Reports each change to `log` (or stops, with `nil`).
  func setLog(_ newLog: ((Any) -> Void)?) {
    withExtendedLifetime(log.exchange(ChangeLog(call: newLog))) {}
    isRecording.store(newLog != nil, ordering: .releasing)
  }

  /// A change delivered to the reactor: reported unless the reactor made
  /// it (its code runs on this thread).
  @usableFromInline
  func changed(_ value: Any) {
    if let running = CancellationScope.owner.current, ObjectIdentifier(running) == owner {
      return
    }
    log.withLock { $0 }.call?(value)
  }
}

/// Where a tap reports changes, as ``LockedState`` holds it: in a
/// non-generic struct, so that reads do not wrap the closure in
/// reabstraction thunks.
private struct ChangeLog {
  let call: ((Any) -> Void)?
}

/// A reactor's storage, as the shared values it merges register with it.
protocol MergedSharedOwner: AnyObject {
  /// `make()`'s tap, registered, unless one of `shared` is.
  func mergedShared(_ shared: AnyObject, make: () -> MergedShared) -> MergedShared?
}
