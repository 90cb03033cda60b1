// swift-format-ignore-file
// A code block of the Threading article, verbatim (formatted as it shows it):
// DocumentationBlocksTests checks that it stays so.

import Dispatch
import ReactorCore
import Streams

func sendFromEverywhere(to reactor: CounterReactor) async {
  let action = reactor.action                      // capture this, not the reactor

  DispatchQueue.concurrentPerform(iterations: 4) { _ in
    action.onNext(.decrease)                       // from worker threads
  }

  await Task.detached { action.onNext(.decrease) }.value   // from a task

  let scheduler = ConcurrentDispatchQueueScheduler(qos: .userInitiated)
  _ = Observable.just(CounterReactor.Action.decrease)
    .observe(on: scheduler)
    .subscribe(onNext: { action.onNext($0) })      // from a background scheduler
}
