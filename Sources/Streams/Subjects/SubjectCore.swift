import Synchronization

/// What a subject replays to a new subscriber.
protocol SubjectReplayBuffer {
  associatedtype Element
  /// Remembers an element that is being delivered.
  mutating func record(_ element: Element)
  /// Sends the remembered elements to a new subscriber.
  func replay(to observer: (Event<Element>) -> Void)
}

/// Replays nothing (`PublishSubject`).
struct NoReplay<Element>: SubjectReplayBuffer {
  @inline(__always) mutating func record(_ element: Element) {}
  @inline(__always) func replay(to observer: (Event<Element>) -> Void) {}
}

/// The state machine shared by every subject: observers, terminal event,
/// replay buffer, and the serializer that delivers one event at a time.
///
/// Thread-safety: `observers`, `stopEvent` and `buffer` are only touched by
/// the thread that owns `serializer` (see ``Serializer``); the counters and
/// the disposed flag are atomics readable from anywhere.
final class SubjectCore<Buffer: SubjectReplayBuffer>: SubjectUnsubscribing, @unchecked Sendable {
  typealias Element = Buffer.Element

  private let serializer = Serializer()
  private let observerCount = Atomic<Int>(0)
  private let disposed = Atomic<Bool>(false)
  private let name: String
  // Owned by whoever runs `serializer`.
  private var observers = SubjectObservers<Element>()
  private var stopEvent: Event<Element>?
  private var buffer: Buffer

  init(buffer: Buffer, name: String) {
    self.buffer = buffer
    self.name = name
  }

  var hasObservers: Bool { observerCount.load(ordering: .relaxed) > 0 }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  @inline(__always)
  func on(_ event: Event<Element>) {
    if serializer.tryEnter() {
      deliver(event)
      serializer.leave()
    } else {
      serializer.enqueue { self.deliver(event) }
    }
  }

  @inline(__always)
  private func deliver(_ event: Event<Element>) {
    guard stopEvent == nil, !isDisposed else { return }
    if case .next(let element) = event {
      buffer.record(element)
      observers.dispatch(event)
    } else {
      stopEvent = event
      observerCount.store(0, ordering: .relaxed)
      observers.removeAll().dispatch(event)
    }
  }

  func subscribe(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    let handle = SubjectSubscription(owner: self)
    subscription.add(handle)
    serializer.perform { [self] in
      if handle.isDisposed { return }
      if isDisposed {
        observer(.error(RxError.disposed(object: name)))
        return
      }
      buffer.replay(to: observer)
      if let stopEvent {
        observer(stopEvent)
      } else {
        observers.append(SubjectObserver(on: observer, subscription: handle))
        observerCount.add(1, ordering: .relaxed)
      }
    }
  }

  func unsubscribe(_ subscription: SubjectSubscription) {
    serializer.perform { [self] in
      observers.remove(subscription)
      observerCount.store(observers.count, ordering: .relaxed)
    }
  }

  func dispose() {
    disposed.store(true, ordering: .releasing)
    serializer.perform { [self] in
      observers = SubjectObservers()
      observerCount.store(0, ordering: .relaxed)
    }
  }
}
