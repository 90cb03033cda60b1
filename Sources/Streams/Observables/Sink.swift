import Platform
import Synchronization

/// The downstream end of one subscription inside an operator: enforces the
/// Rx grammar and disposes the subscription's resources after a terminal
/// event.
///
/// A sink is referenced by the upstream (its event closure captures it), never
/// by the disposable handed to the user, so that disposing releases it.
@usableFromInline
final class Sink<Element>: ObserverType {
  @usableFromInline
  let observer: (Event<Element>) -> Void
  @usableFromInline
  let subscription: SinkDisposer

  @usableFromInline
  init(_ observer: @escaping (Event<Element>) -> Void, _ subscription: SinkDisposer) {
    self.observer = observer
    self.subscription = subscription
  }

  /// Whether the subscription was disposed or has terminated.
  @inlinable @inline(__always)
  var isDisposed: Bool { subscription.isDisposed }

  /// Forwards `event` downstream unless the subscription already ended; a
  /// terminal event ends it and disposes its resources.
  @inlinable @inline(__always)
  func on(_ event: Event<Element>) {
    if case .next = event {
      if subscription.isDisposed { return }
      observer(event)
    } else {
      stop(event)
    }
  }

  @usableFromInline
  func stop(_ event: Event<Element>) {
    guard subscription.stop() else { return }
    observer(event)
    subscription.dispose()
  }

  /// A new subscription for one upstream source, owned by this one: disposing
  /// this subscription disposes it.
  @usableFromInline
  func upstream() -> SinkDisposer {
    let upstream = SinkDisposer()
    subscription.add(upstream)
    return upstream
  }

  /// Forwards a terminal event of an upstream that has another element type.
  func forwardStop<Other>(_ event: Event<Other>) {
    switch event {
    case .next: break
    case .error(let error): on(.error(error))
    case .completed: on(.completed)
    }
  }
}

/// The disposable of one subscription: remembers whether the subscription
/// has ended and owns the resources to release when it does.
///
/// Thread-safe: `stopped` is atomic; `resources` are guarded by `lock`.
/// Holds no reference to the subscription's observer closures, so a user who
/// keeps the disposable after disposing it keeps nothing else alive.
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
  // Declared largest first, so that the lock and the flag fill what the
  // resources leave of the last word: one allocation size class smaller
  // per subscription.
  // Guarded by `lock`; inline (no allocation): most subscriptions hold one
  // or two resources.
  private var resources = Resources.empty
  private let lock = PlatformLock()
  @usableFromInline
  let stopped = Atomic<Bool>(false)

  @usableFromInline
  init() {}

  /// Whether the subscription was disposed or has terminated.
  @inlinable @inline(__always)
  var isDisposed: Bool { stopped.load(ordering: .acquiring) }

  /// Marks the subscription as ended; `true` for the one caller that did.
  @inlinable @inline(__always)
  func stop() -> Bool {
    !stopped.exchange(true, ordering: .acquiringAndReleasing)
  }

  /// Adds a resource, disposing it at once if the subscription already
  /// released its resources.
  @usableFromInline
  func add(_ resource: Disposable) {
    if let object = resource as? any Disposable & AnyObject {
      add(object: object)
    } else {
      add(object: BoxedDisposable(resource))
    }
  }

  /// Adds a resource that is a class instance (no boxing).
  @usableFromInline
  func add(object resource: any Disposable & AnyObject) {
    // Disposables of this module are thread-safe; a user's `create` returns
    // one that the subscription merely owns.
    let item = UncheckedSendable(resource)
    let accepted = lock.withLock { () -> Bool in
      switch resources {
      case .disposed: return false
      case .empty: resources = .one(item)
      case .one(let first): resources = .many([first, item])
      case .many(var list):
        resources = .empty
        list.append(item)
        resources = .many(list)
      }
      return true
    }
    if !accepted { resource.dispose() }
  }

  /// Ends the subscription and disposes its resources, newest first.
  @usableFromInline
  func dispose() {
    stopped.store(true, ordering: .releasing)
    let taken = lock.withLock { () -> Resources in
      defer { resources = .disposed }
      return resources
    }
    switch taken {
    case .empty, .disposed: break
    case .one(let resource): resource.value.dispose()
    case .many(let list):
      for resource in list.reversed() { resource.value.dispose() }
    }
  }

  /// The resources of a subscription, or the mark that they were disposed.
  /// Class references only, so that the common single resource is one word.
  private enum Resources: Sendable {
    case empty
    case one(UncheckedSendable<any Disposable & AnyObject>)
    case many([UncheckedSendable<any Disposable & AnyObject>])
    case disposed
  }
}

/// A value-type disposable wrapped in a class, for ``SinkDisposer``.
private final class BoxedDisposable: Disposable {
  private let base: Disposable
  init(_ base: Disposable) { self.base = base }
  func dispose() { base.dispose() }
}
