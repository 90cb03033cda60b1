import Platform
import Synchronization

/// What a subject replays to a new subscriber.
@usableFromInline
package protocol SubjectReplayBuffer {
  associatedtype Element
  /// Remembers an element that is being delivered.
  mutating func record(_ element: Element)
  /// Sends the remembered elements to a new subscriber.
  func replay(to observer: (Event<Element>) -> Void)
  /// Whether a subscriber that arrives after the terminal event is replayed
  /// the buffer before that event (`ReplaySubject`), or gets just the
  /// terminal event (`BehaviorSubject`, as in RxSwift).
  static var replaysAfterTermination: Bool { get }
}

extension SubjectReplayBuffer {
  /// Replay buffers replay after termination unless they say otherwise.
  @usableFromInline static var replaysAfterTermination: Bool { true }
}

/// Replays nothing (`PublishSubject`).
@usableFromInline
struct NoReplay<Element>: SubjectReplayBuffer {
  @inlinable init() {}
  @inlinable @inline(__always) mutating func record(_ element: Element) {}
  @usableFromInline func replay(to observer: (Event<Element>) -> Void) {}
}

/// What a subject's delivering thread owns: observers, terminal event and
/// replay buffer.
@usableFromInline
struct SubjectState<Buffer: SubjectReplayBuffer> {
  @usableFromInline var isStopped: Bool
  @usableFromInline var observers: ObserverList<SubjectObserver<Buffer.Element>>
  @usableFromInline var buffer: Buffer
  @usableFromInline var stopEvent: Event<Buffer.Element>?

  // Inlinable, every field set here (no initializer expressions, which are
  // generic functions of their own): a subject made in specialized code
  // looks up no generic metadata.
  @inlinable
  init(buffer: Buffer) {
    isStopped = false
    observers = ObserverList()
    self.buffer = buffer
    stopEvent = nil
  }
}

/// The state machine shared by every subject: observers, terminal event,
/// replay buffer, and the serializer that delivers one event at a time.
///
/// Thread-safety: `state` is only touched by the thread that owns
/// `serializer` (see ``Serializer``); the counters and the disposed flag are
/// atomics readable from anywhere. `state` lives behind a pointer so that the
/// hot path pays no dynamic exclusivity check: the serializer, not the
/// runtime, guarantees exclusive access.
@usableFromInline
package final class SubjectCore<Buffer: SubjectReplayBuffer>: SubjectUnsubscribing,
  @unchecked Sendable
{
  @usableFromInline package typealias Element = Buffer.Element

  @usableFromInline package let serializer = Serializer()
  @usableFromInline let observerCount = Atomic<Int>(0)
  /// Subscriptions whose serialized addition has not finished (queued
  /// behind a delivery, running, or about to find the subject ended):
  /// counted from the call, so that ``mayHaveObservers`` never misses an
  /// observer whose `subscribe` returned.
  @usableFromInline let subscribing = Atomic<Int>(0)
  @usableFromInline let disposed = Atomic<Bool>(false)
  @usableFromInline let state: UnsafeMutablePointer<SubjectState<Buffer>>
  /// The subject's type name without its element (`PublishSubject`): the
  /// full name is built only for an error, not for every subject made.
  @usableFromInline let kind: StaticString

  @inlinable
  package init(buffer: Buffer, kind: StaticString) {
    state = .allocate(capacity: 1)
    state.initialize(to: SubjectState(buffer: buffer))
    self.kind = kind
  }

  /// `PublishSubject<Int>`: what `RxError.disposed` names.
  var name: String { "\(kind)<\(Element.self)>" }

  deinit {
    state.deinitialize(count: 1)
    state.deallocate()
  }

  @inlinable
  var hasObservers: Bool { observerCount.load(ordering: .relaxed) > 0 }

  /// Whether an element sent now could reach an observer: `false` only
  /// when none is subscribed and none is being added, so that an element
  /// can be dropped without taking the serializer (a subject that records
  /// elements for later subscribers must not). An observer whose
  /// `subscribe` returned before the caller sent is always seen: its
  /// addition publishes the observer count before it stops counting as
  /// `subscribing` (releasing), which this reads first (acquiring).
  @inlinable
  var mayHaveObservers: Bool {
    subscribing.load(ordering: .acquiring) != 0 || observerCount.load(ordering: .relaxed) != 0
  }

  @inlinable
  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inlinable @inline(__always)
  package func on(_ event: Event<Element>) {
    if serializer.tryEnter() {
      deliver(event)
      serializer.leave()
    } else {
      serializer.enqueue { self.deliver(event) }
    }
  }

  @inlinable @inline(__always)
  package func deliver(_ event: Event<Element>) {
    if case .next(let element) = event {
      guard !state.pointee.isStopped, !isDisposed else { return }
      state.pointee.buffer.record(element)
      if let single = state.pointee.observers.single {
        ObserverList.deliver(event, toSingle: single)
      } else {
        state.pointee.observers.dispatchToAll(event)
      }
    } else {
      deliverStop(event)
    }
  }

  @usableFromInline
  func deliverStop(_ event: Event<Element>) {
    guard !state.pointee.isStopped, !isDisposed else { return }
    state.pointee.isStopped = true
    state.pointee.stopEvent = event
    observerCount.store(0, ordering: .relaxed)
    state.pointee.observers.removeAll().dispatchToAll(event)
  }

  func subscribe(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    subscription.add(subscribe(observer))
  }

  /// Subscribes `observer`; the result ends the subscription.
  package func subscribe(
    _ observer: @escaping (Event<Element>) -> Void
  ) -> any Disposable & AnyObject {
    let handle = WeakSubjectSubscription(owner: self)
    subscribing.add(1, ordering: .relaxed)
    serializer.perform { [self] in
      // After the observer count (which the addition below updates first).
      defer { subscribing.subtract(1, ordering: .releasing) }
      if handle.isDisposed { return }
      if isDisposed {
        observer(.error(RxError.disposed(object: name)))
        return
      }
      if let stopEvent = state.pointee.stopEvent {
        // Only replaying buffers replay after the end: a late
        // `BehaviorSubject` subscriber gets the terminal event alone.
        if Buffer.replaysAfterTermination { state.pointee.buffer.replay(to: observer) }
        observer(stopEvent)
      } else {
        state.pointee.buffer.replay(to: observer)
        state.pointee.observers.append(SubjectObserver(on: observer, subscription: handle))
        observerCount.add(1, ordering: .relaxed)
      }
    }
    return handle
  }

  @usableFromInline
  package func unsubscribe(_ subscription: SubjectSubscription) {
    serializer.perform { [self] in
      state.pointee.observers.remove(subscription)
      observerCount.store(state.pointee.observers.count, ordering: .relaxed)
    }
  }

  func dispose() {
    disposed.store(true, ordering: .releasing)
    serializer.perform { [self] in
      state.pointee.observers = ObserverList()
      observerCount.store(0, ordering: .relaxed)
    }
  }
}
