import Foundation
import Platform
import Streams
import Synchronization

// The action queue: each step is a ``QueueState`` transition, taken by the
// thread that owns the storage's serializer.
//
// A thread that sends an action while nobody drains the queue becomes the
// drain: before its `onNext` returns it also processes the actions and
// mutations that other threads queue meanwhile, up to `drainLimit` of
// them; then it hands the rest of the drain to a thread of its own and
// returns (README, "Threading", states the measured worst case).
extension ReactorStorage {
  /// ``senderDrainLimit``.
  @usableFromInline
  static var drainLimit: Int { senderDrainLimit }

  /// Leaves the queue, handing the rest of a long drain to another thread.
  @inlinable @inline(__always)
  func leaveQueue() {
    if let handed = serializer.leave(handingOffAfter: Self.drainLimit) {
      handOver(handed)
    }
  }

  /// Queues `work`, draining (bounded) when this thread becomes the owner.
  @usableFromInline
  func enqueueBounded(_ work: @escaping () -> Void) {
    if let handed = serializer.enqueue(work, handingOffAfter: Self.drainLimit) {
      handOver(handed)
    }
  }

  /// Runs `work` in turn with the queue, bounded as a sender's drain is.
  func performBounded(_ work: @escaping () -> Void) {
    if let handed = serializer.perform(work, handingOffAfter: Self.drainLimit) {
      handOver(handed)
    }
  }

  /// Finishes `handed` on a thread of its own: the sender returns, the
  /// queue stays owned (in order) until the drain ends there.
  @usableFromInline
  func handOver(_ handed: HandedDrain) {
    finishOnAnotherThread(handed) { [self] in serializer.finish($0) }
  }

  /// Takes a step of the queue's state machine and publishes the intake it
  /// opens or closes. Drain only.
  @inlinable @inline(__always)
  func enter(_ transition: QueueState.Transition) {
    let before = owned.pointee.queue.intake
    let legal = owned.pointee.queue.take(transition)
    assert(legal, illegalTransitionMessage(transition))
    let after = owned.pointee.queue.intake
    if after != before { publishIntake(after) }
  }

  @usableFromInline
  func illegalTransitionMessage(_ transition: QueueState.Transition) -> String {
    "\(typeName): illegal queue transition \(transition) in phase \(owned.pointee.queue.phase)"
  }

  /// Tells the threads on which streams emit which intake the drain (the
  /// calling thread) has open.
  @usableFromInline
  func publishIntake(_ kind: QueueState.Intake) {
    intake.store(kind == .none ? 0 : currentThreadID() | kind.rawValue, ordering: .releasing)
  }

  /// Whether the calling thread is the drain with `kind` open.
  func isTakingInline(_ kind: QueueState.Intake) -> Bool {
    intake.load(ordering: .acquiring) == currentThreadID() | kind.rawValue
  }

  /// Where `reactor.action` hands each action.
  @inlinable
  func dispatch(_ action: R.Action) {
    if let actionStage = transforms?.action {
      actionStage.send(action)
    } else {
      enqueueProcess(action)
    }
  }

  @inlinable
  func enqueueProcess(_ action: R.Action) {
    // A child's forwarded action carries a check that its child is still
    // in its collection, run when the action's turn comes.
    guard let check = ChildActionCheck.current() else {
      if serializer.tryEnter() {
        process(action)
        leaveQueue()
      } else {
        enqueueBounded { [self] in process(action) }
      }
      return
    }
    let processIfCurrent = { [self] in
      guard check.isStillCurrent() else { return }
      ChildActionCheck.withoutCheck { process(action) }
    }
    if serializer.tryEnter() {
      processIfCurrent()
      leaveQueue()
    } else {
      enqueueBounded(processIfCurrent)
    }
  }

  /// Runs `mutate` for one action and reduces what it emits synchronously.
  /// Drain only.
  @inlinable
  func process(_ action: R.Action) {
    guard let reactor else {
      forgetDeadOwner()
      return
    }
    if isTracing.load(ordering: .relaxed) { traceAction(action) }
    enter(.startAction)
    let mutations = reactor.mutate(action: action)
    if transforms?.mutation == nil, mutations.forEachKnownElement({ apply($0, reactor) }) {
      enter(.finishAction)
      return
    }
    subscribe(to: mutations, for: action)
    enter(.finishAction)
  }

  /// Subscribes to a `mutate` stream with the mutations intake open. Drain
  /// only.
  @usableFromInline
  func subscribe(to mutations: Observable<R.Mutation>, for action: R.Action) {
    let inflight: InFlightStreams
    if let existing = owned.pointee.inflight {
      inflight = existing
    } else {
      inflight = InFlightStreams()
      // Written once, under the state lock: `inFlightActions` reads it
      // from other threads (a test's).
      stateLock.lock()
      owned.pointee.inflight = inflight
      stateLock.unlock()
    }
    let subscription = SingleAssignmentDisposable()
    guard let key = inflight.insert(action: action, subscription: subscription) else { return }
    enter(.startSubscribing)
    // Strong: the stream ends, or `tearDown` disposes it, which releases
    // this closure (a weak capture would give the storage a side table and
    // slow every retain of it).
    let disposable = mutations.subscribe { [self] event in
      switch event {
      case .next(let mutation): receive(mutation)
      case .error(let error):
        report(error, stage: .mutate, action: "\(action)")
        inflight.remove(key)
      case .completed:
        inflight.remove(key)
      }
    }
    subscription.setDisposable(disposable)
  }

  /// A mutation from a `mutate` stream, on whatever thread it emits on.
  func receive(_ mutation: R.Mutation) {
    if let mutationStage = transforms?.mutation {
      mutationStage.send(mutation)
    } else {
      applySerially(mutation)
    }
  }

  /// Reduces at once when called from inside the mutations intake on the
  /// drain, otherwise through the queue.
  func applySerially(_ mutation: R.Mutation) {
    guard let reactor else {
      // The reactor is gone: end its streams and drop its entry now rather
      // than at the next sweep of the table.
      forgetDeadOwner()
      return
    }
    if isTakingInline(.mutations) {
      apply(mutation, reactor)
    } else if serializer.tryEnter() {
      apply(mutation, reactor)
      leaveQueue()
    } else {
      enqueueBounded { [self] in
        guard let reactor = self.reactor else { return }
        apply(mutation, reactor)
      }
    }
  }

  /// Reduces one mutation, makes the result current and publishes it (or
  /// hands it to `transform(state:)`). Drain only.
  @inlinable
  func apply(_ mutation: R.Mutation, _ reactor: R) {
    let interrupted = owned.pointee.queue.phase
    enter(.startReducing)
    // Kept until after the lock is released: releasing the old state may
    // run a `deinit`, which may read `currentState`.
    let old = owned.pointee.rawState
    let new = reactor.reduce(state: old, mutation: mutation)
    if isTracing.load(ordering: .relaxed) {
      traceMutation(mutation, from: old, to: new)
    }
    stateLock.lock()
    owned.pointee.rawState = new
    stateLock.unlock()
    withExtendedLifetime(old) {}
    if let stateStage = transforms?.state {
      enter(.startTransformingState)
      stateStage.send(new)
    } else {
      enter(.startPublishingReduced)
      publish(new)
    }
    enter(.finishApply(resuming: interrupted))
  }

  /// A state out of `transform(state:)`, on whatever thread it emits on:
  /// published at once inside the states intake, otherwise through the
  /// queue.
  func receiveTransformed(_ state: R.State) {
    if isTakingInline(.states) {
      enter(.startPublishingTransformed)
      publishTransformed(state)
      enter(.finishPublishingTransformed)
    } else {
      performBounded { [self] in
        enter(.startPublishing)
        publishTransformed(state)
        enter(.finishPublishing)
      }
    }
  }

  /// Makes a transformed state current, then shows it to observers. Drain
  /// only.
  private func publishTransformed(_ state: R.State) {
    guard let transforms else { return }
    // Released after unlocking, as in `apply`.
    let old = transforms.published
    stateLock.lock()
    transforms.published = state
    stateLock.unlock()
    withExtendedLifetime(old) {}
    publish(state)
  }

  /// Shows `state`, already current, to observers. Drain only.
  @inlinable
  func publish(_ state: R.State) {
    if let single = owned.pointee.observers.single {
      SubjectObservers.deliver(.next(state), toSingle: single)
    } else if !owned.pointee.observers.isEmpty {
      owned.pointee.observers.dispatchToAll(.next(state))
    }
  }
}

/// How many of other threads' actions and mutations a sender processes
/// before it hands the drain over (its own re-entrant ones do not count):
/// about 15 ms under 16-thread contention in a release build. The same for
/// a reactor's queue and its `transform` stages.
@usableFromInline
let senderDrainLimit = 16_384

/// Finishes a drain handed over by a sender on a new thread: a thread of
/// its own rather than a dispatch queue, whose workers may all be blocked
/// waiting for this very reactor.
func finishOnAnotherThread(
  _ handed: HandedDrain, _ finish: @escaping @Sendable (HandedDrain) -> Void
) {
  Thread.detachNewThread { finish(handed) }
}
