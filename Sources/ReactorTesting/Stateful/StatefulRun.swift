import Platform
import ReactorCore
import Streams
import Synchronization

/// One run of a ``StatefulTest``: a fresh reactor on a fresh scheduler,
/// driven as a `TestStore` drives it (its effects on the scheduler's
/// executor), its errors collected instead of going to
/// `Hooks.reactorError`.
///
/// Closed with ``close()`` (the subscription disposed, the error tap
/// removed). Used on one thread; errors that arrive from other threads are
/// collected under a lock.
@usableFromInline
final class StatefulRun<R: Reactor> {
  let scheduler: TestScheduler
  @usableFromInline let reactor: R
  /// The reactor's action subject, looked up once: by ``prepareAction()``
  /// from the caller's specialized code (the subject's handler, made on the
  /// first lookup, is then specialized for the reactor), else by the first
  /// ``send(_:)``.
  @usableFromInline var action: ActionSubject<R.Action>?
  private let errors = LockedState<[ReactorError]>([])
  /// How many errors arrived: read per check without taking the lock.
  @usableFromInline let errorCount = Atomic<Int>(0)
  private var subscription: Disposable?

  /// Makes the reactor on a new scheduler and starts its streams.
  @usableFromInline
  init(make: (TestScheduler) -> R) {
    scheduler = TestScheduler(initialClock: 0)
    reactor = make(scheduler)
    reactor.tapErrors { [weak self] error in
      guard let self else { return }
      errors.withLock { $0.append(error) }
      errorCount.add(1, ordering: .releasing)
    }
    let reactor = self.reactor
    subscription = EffectExecutor.preferred.with(scheduler.effectExecutor) {
      reactor.state.subscribe(onNext: { _ in })
    }
    scheduler.runEffects()
  }

  /// The reactor's state now.
  @inlinable var state: R.State { reactor.currentState }

  /// Looks up the reactor's action subject, from inlinable code.
  @inlinable
  func prepareAction() {
    if action == nil { action = reactor.action }
  }

  /// Sends `action` and lets what it starts at once run.
  @usableFromInline
  func send(_ action: R.Action) {
    let subject: ActionSubject<R.Action>
    if let looked = self.action {
      subject = looked
    } else {
      subject = reactor.action
      self.action = subject
    }
    EffectExecutor.preferred.with(scheduler.effectExecutor) { subject.onNext(action) }
    scheduler.runEffects()
  }

  /// Advances the scheduler by one tick, running what falls due.
  @usableFromInline
  func tick() {
    scheduler.advance(by: 1 as TestTime)
    scheduler.runEffects()
  }

  /// The first error of the reactor's streams not taken yet, if any.
  @inlinable
  func takeError() -> ReactorError? {
    errorCount.load(ordering: .acquiring) == 0 ? nil : takeQueuedError()
  }

  /// The first error collected, under the lock.
  @usableFromInline
  func takeQueuedError() -> ReactorError? {
    errors.withLock { errors in errors.isEmpty ? nil : errors.removeFirst() }
  }

  /// Stops the run: the subscription disposed, the errors untapped.
  @usableFromInline
  func close() {
    subscription?.dispose()
    subscription = nil
    reactor.tapErrors(nil)
  }
}
