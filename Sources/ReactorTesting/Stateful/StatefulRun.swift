import Platform
import ReactorCore
import Streams

/// One run of a ``StatefulTest``: a fresh reactor on a fresh scheduler,
/// driven as a `TestStore` drives it (its effects on the scheduler's
/// executor), its errors collected instead of going to
/// `Hooks.reactorError`.
///
/// Closed with ``close()`` (the subscription disposed, the error tap
/// removed). Used on one thread; errors that arrive from other threads are
/// collected under a lock.
final class StatefulRun<R: Reactor> {
  let scheduler: TestScheduler
  let reactor: R
  /// The reactor's action subject, looked up once.
  private let action: ActionSubject<R.Action>
  private let errors = LockedState<[ReactorError]>([])
  private var subscription: Disposable?

  /// Makes the reactor on a new scheduler and starts its streams.
  init(make: (TestScheduler) -> R) {
    scheduler = TestScheduler(initialClock: 0)
    reactor = make(scheduler)
    action = reactor.action
    let errors = self.errors
    reactor.tapErrors { error in errors.withLock { $0.append(error) } }
    let reactor = self.reactor
    subscription = EffectExecutor.preferred.with(scheduler.effectExecutor) {
      reactor.state.subscribe(onNext: { _ in })
    }
    scheduler.runEffects()
  }

  /// The reactor's state now.
  var state: R.State { reactor.currentState }

  /// Sends `action` and lets what it starts at once run.
  func send(_ action: R.Action) {
    let subject = self.action
    EffectExecutor.preferred.with(scheduler.effectExecutor) { subject.onNext(action) }
    scheduler.runEffects()
  }

  /// Advances the scheduler by one tick, running what falls due.
  func tick() {
    scheduler.advance(by: 1 as TestTime)
    scheduler.runEffects()
  }

  /// The first error of the reactor's streams not taken yet, if any.
  func takeError() -> ReactorError? {
    errors.withLock { errors in errors.isEmpty ? nil : errors.removeFirst() }
  }

  /// Stops the run: the subscription disposed, the errors untapped.
  func close() {
    subscription?.dispose()
    subscription = nil
    reactor.tapErrors(nil)
  }
}
