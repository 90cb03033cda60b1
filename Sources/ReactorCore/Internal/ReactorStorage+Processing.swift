import Foundation
import Platform
import Streams
import Synchronization

// What runs in a reactor's queue: `mutate`, `reduce`, publishing. How the
// queue drains (who, how long, which step) is ``ReactorQueue``'s.
extension ReactorStorage {
  /// ``DrainOwner``: finishes a drain handed to another thread.
  @usableFromInline
  func finishDrain(_ handed: HandedDrain) {
    queue.finish(handed)
  }

  /// Takes a step of the queue's state machine. Drain only.
  @inlinable @inline(__always)
  func enter(_ transition: QueueState.Transition) {
    let legal = queue.enter(transition)
    assert(legal, illegalTransitionMessage(transition))
  }

  @usableFromInline
  func illegalTransitionMessage(_ transition: QueueState.Transition) -> String {
    "\(typeName): illegal queue transition \(transition) in phase \(queue.phase)"
  }

  /// Where `reactor.action` hands each action (also once the reactor is
  /// freed, when a view kept its action subject). A reactor a ``Replay``
  /// plays into handles only the actions the replay sends.
  @inlinable
  func dispatch(_ action: R.Action) {
    if dropsForReplay(action) { return }
    if let actionStage = transforms?.action {
      // A freed reactor's stage is disconnected: the action would vanish
      // there, unreported.
      guard reactor != nil else { return reportFreed(action) }
      actionStage.send(action)
    } else {
      enqueueProcess(action)
    }
  }

  /// Drops `action` if a ``Replay`` plays into this reactor (the action
  /// does not come from it) and says whether it did: one relaxed load
  /// unless a replay plays (a recorder's actions pay no more).
  @inlinable @inline(__always)
  func dropsForReplay(_ action: R.Action) -> Bool {
    recordingTap.load(ordering: .relaxed) == RecordingTap.replay && droppedForReplay(action)
  }

  /// Reports an action that reached this storage after its reactor was
  /// freed: it is dropped.
  @usableFromInline
  func reportFreed(_ action: R.Action) {
    Hooks.report(
      ReactorWarning(
        .actionToFreedReactor,
        "\(typeName) was freed before its action \(action) could be processed; the action was "
          + "dropped (something still holds the reactor's `action`)"))
    forgetDeadOwner()
  }

  @inlinable
  func enqueueProcess(_ action: R.Action) {
    guard let check = ChildHook.checkOfForwardedAction() else {
      func processInTurn() { process(action) }
      return queue.run(processInTurn, owner: self, queued: { processInTurn })
    }
    // A child's forwarded action is processed only if the child is still
    // in its collection when the action's turn comes.
    func processIfCurrent() { ChildHook.process(checkedBy: check) { process(action) } }
    queue.run(processIfCurrent, owner: self, queued: { processIfCurrent })
  }

  /// Runs `mutate` for one action and reduces what it emits synchronously.
  /// Drain only.
  @inlinable
  func process(_ action: R.Action) {
    guard let reactor else { return reportFreed(action) }
    if isTracing.load(ordering: .relaxed) { traceAction(action) }
    let recording = isRecording ? recordActionWillProcess(action) : nil
    enter(.startAction)
    // The `cancellable` streams `mutate` makes are bound to this reactor's
    // scope now, however late they are subscribed.
    let mutations = asStreamOwner { reactor.mutate(action: action) }
    if transforms?.mutation != nil || !mutations.forEachKnownElement({ apply($0, reactor) }) {
      subscribe(to: mutations, for: action)
    }
    enter(.finishAction)
    recording?.didProcess()
  }

  /// Subscribes to a `mutate` stream with the mutations intake open. Drain
  /// only. Inlinable, as what it subscribes: the mutations a stream emits
  /// later, on another thread, go through code specialized for the reactor.
  @inlinable
  func subscribe(to mutations: Observable<R.Mutation>, for action: R.Action) {
    let streams = inflight ?? makeInFlightStreams()
    if mutations.isEffect, transforms?.mutation == nil {
      return start(effect: mutations, for: action, in: streams)
    }
    let subscription = SingleAssignmentDisposable()
    guard streams.insert(action: action, stream: subscription) else { return }
    enter(.startSubscribing)
    // Streams made outside `mutate` and subscribed here belong to this
    // reactor's cancellation scope too.
    let disposable = asStreamOwner {
      // Strong: the stream ends, or `tearDown` disposes it, which releases
      // this closure (a weak capture would give the storage a side table
      // and slow every retain of it). An ending stream disposes its own
      // subscription: the table of streams forgets it later, on the drain.
      mutations.subscribe { [self] event in
        switch event {
        case .next(let mutation): receive(mutation)
        case .error(let error):
          report(error, stage: .mutate, action: "\(action)")
          subscription.dispose()
        case .completed:
          subscription.dispose()
        }
      }
    }
    subscription.setDisposable(disposable)
  }

  /// Starts a `run` effect that `mutate` returned, with no subscription:
  /// its ``InFlightEffect`` takes the mutations its task sends to
  /// ``receive(_:)``. Drain only.
  @inlinable
  func start(effect: Observable<R.Mutation>, for action: R.Action, in streams: InFlightStreams) {
    // A closure that captures nothing: no allocation, and `receive`
    // specialized for the reactor.
    let record = InFlightEffect(storage: self, action: action) { $0.receive($1) }
    guard streams.insert(action: action, stream: record) else { return }
    enter(.startSubscribing)
    if let task = effect.startEffect(reportingTo: record) { record.started(task) }
  }

  /// Creates the table of in-flight streams. Drain only.
  @usableFromInline
  func makeInFlightStreams() -> InFlightStreams {
    let streams = InFlightStreams()
    // Written once, under the state lock: `inFlightActions` reads it from
    // other threads (a test's).
    stateLock.lock()
    inflight = streams
    stateLock.unlock()
    return streams
  }

  /// A mutation from a `mutate` stream, on whatever thread it emits on.
  @inlinable
  func receive(_ mutation: R.Mutation) {
    if let mutationStage = transforms?.mutation {
      mutationStage.send(mutation)
    } else {
      applySerially(mutation)
    }
  }

  /// Reduces at once when called from inside the mutations intake on the
  /// drain, otherwise through the queue.
  @inlinable
  func applySerially(_ mutation: R.Mutation) {
    // The reactor is looked up in turn, once: a mutation queued behind
    // others (sent from an effect's thread while the drain is busy) costs
    // the sender no weak load.
    func applyNow() { applyIfAlive(mutation) }
    queue.run(
      applyNow, owner: self, queued: { { [self] in applyIfAlive(mutation) } },
      takingInlineDuring: .mutations, inline: applyNow)
  }

  /// Reduces `mutation` if the reactor is still there. Drain only.
  @inlinable
  func applyIfAlive(_ mutation: R.Mutation) {
    guard let reactor else {
      // The reactor is gone: end its streams and drop its entry now rather
      // than at the next sweep of the table (as `process` does).
      forgetDeadOwner()
      return
    }
    apply(mutation, reactor)
  }

  /// Reduces one mutation, makes the result current and publishes it (or
  /// hands it to `transform(state:)`). Drain only.
  @inlinable
  func apply(_ mutation: R.Mutation, _ reactor: R) {
    let interrupted = queue.phase
    enter(.startReducing)
    // Kept until after the lock is released: releasing the old state may
    // run a `deinit`, which may read `currentState`.
    let old = rawState
    let new = reactor.reduce(state: old, mutation: mutation)
    if isTracing.load(ordering: .relaxed) {
      traceMutation(mutation, from: old, to: new)
    }
    stateLock.lock()
    rawState = new
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
  @usableFromInline
  func receiveTransformed(_ state: R.State) {
    func publishInTurn() {
      enter(.startPublishing)
      publishTransformed(state)
      enter(.finishPublishing)
    }
    queue.run(
      publishInTurn, owner: self, queued: { publishInTurn }, takingInlineDuring: .states,
      inline: {
        enter(.startPublishingTransformed)
        publishTransformed(state)
        enter(.finishPublishingTransformed)
      })
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
    if isRecording { recordPublished(state) }
    if let single = observers.single {
      ObserverList.deliver(.next(state), toSingle: single)
    } else if !observers.isEmpty {
      observers.dispatchToAll(.next(state))
    }
  }
}
